/**
 * The specific messages the server sends in error bodies (every business rule's, HTTP 422, then the specific 403/404/409 texts users meet most), each with a stable id (`teams.alreadyInTeam`): the id is
 * the group and the key below. The English texts are the server's own, verbatim (the spec's where it gives one); a
 * `{{name}}` stands for a value the server puts in (a limit, a count). The error body carries the id as `reason`
 * and those values as `reasonValues`, so a client shows the message in its user's language. The client's English
 * strings are generated from this object (client/src/features/errors/error-reasons.en.ts).
 */
export const ERROR_REASONS = {
  ai: {
    limitReached: 'You have used all {{limit}} AI requests of your account.',
    notConfigured:
      'AI is not set up on this server. An administrator can enable it by setting AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible service, a local model server included; see the README).',
    optionsFailed: 'Something went wrong. Please try again.',
    optionsUnsupportedType: 'Answer options can be generated for quiz questions and polls.',
    optionsNoQuestion: 'Write the question first.',
    optionsEnough: 'This question already has 4 answer options.',
    optionsQuestionTooShort: 'Write a question of at least 4 words, or 2 words and a question mark.',
    groupingNotEnough: 'There are not enough answers to group yet.',
    groupingWrongSlide: 'Only open-ended and word cloud slides group their answers.',
    groupingFailed: 'The answers could not be grouped right now. Please try again.',
    spellcheckFailed: 'Spelling could not be checked right now. Please try again.',
    improveFailed: 'Something went wrong on our side. Please try again.',
    improveNoTitle: 'Write the slide’s text first.',
  },
  teams: {
    alreadyInTeam: 'You already belong to a team. Leave it before creating or joining another.',
    noFreeLicense: 'All licences of this team are in use. Add licences or cancel a pending invitation first.',
    acceptOverQuota: 'This team has no free licence left. Ask its owner or an admin to add licences.',
    alreadyMember: 'This person is already a member of the team.',
    invitationNotPending: 'This invitation is no longer pending.',
    ownerRoleFixed: "The owner's role cannot be changed and the owner cannot be removed.",
    removeSelf: 'To leave the team, use Leave team.',
    guestsHaveNoTeam: 'Guest accounts cannot create or join a team. Register to do so.',
    notPermitted: 'Your role in this team does not allow this.',
  },
  presentations: {
    notInTrash: 'This presentation is not in the trash.',
    trashBeforeDelete: 'Move the presentation to the trash before deleting it permanently.',
    notOwner: 'Only the owner of this presentation can edit it',
    takenOver: 'Someone else has taken over this presentation. Take it over to edit it.',
    releaseNotYours: 'Only the person who took over this presentation, or its owner, can hand it back.',
  },
  sharing: {
    tooManyCollaborators: 'A presentation can have at most {{limit}} collaborators. Please remove someone before inviting more.',
    invitationNotOpen: 'This invitation is no longer open.',
    ownerIsNotInvited: 'The owner of this presentation already has every permission.',
    alreadyHasAccess: 'You already have access to this presentation.',
    notPermitted: 'You do not have permission to do this on this presentation.',
    guestsCannotShare: 'Guests cannot share presentations or be invited to them. Please register first.',
  },
  folders: {
    tooDeep: 'Folders can be nested at most {{depth}} levels deep. Choose a folder higher up.',
    full: 'A folder can hold at most {{limit}} presentations. Move some out or choose another folder.',
    intoItself: 'A folder cannot be moved into itself or one of its subfolders.',
    holdsPresentations: 'This team folder still holds presentations. Move them out before deleting it.',
    collaboratorsFull: 'A folder can be shared with at most {{limit}} collaborators.',
    shareWithSelf: 'You own this folder; share it with someone else.',
    shareUnknownEmail: 'Nobody with this email address has a LiveSlides account yet.',
    viewerCannotCreate: 'You can view this shared folder; only its editors create folders in it.',
  },
  slides: {
    slideLimitReached: 'Presentation has reached slide limit number.',
    tooManyOptions: 'There are already too many options. Please remove some to make room for new ones.',
    noOptionsForType: 'This slide type has no options',
    noHintsForType: 'Hints are only available on quiz slides',
    noEmbedForType: 'This slide type cannot embed a link',
    tooManyHints: 'This slide already has the maximum number of hints',
    tooManyParticipantFields: 'There are already too many participant fields.',
    copyToOtherPresentation: 'Copying slides into another presentation is not available yet.',
    noSuchVersion: 'This point is not in the history of this presentation.',
  },
  live: {
    notLive: 'This presentation is not live right now. Ask the presenter to start presenting.',
    privateMode: 'This presentation is private right now. The presenter has turned off joining and answering.',
    sessionFull: 'This session is full. The presenter’s plan allows no more participants.',
    notActiveSlide: 'This question is no longer on screen.',
    submissionsClosed: 'Submissions are closed for this question.',
    notSelfPaced: 'This session is not self-paced: the presenter moves the slides.',
    endBeforeNew: 'End the live session before starting a new one.',
    wordRemovalNotAllowed: 'Words cannot be removed while smart grouping is on.',
    reactionsOff: 'Reactions are turned off for this presentation.',
    noAnswers: 'This slide does not take answers.',
    alreadyAnswered: 'You have already answered this question.',
    allEntriesSent: 'You have already sent your {{limit}} entries to this question.',
    oneEntryPerPerson: 'This question takes one entry per person.',
    entriesPerPerson: 'This question takes {{limit}} entries per person.',
    oneMoreEntry: 'You can send one more entry to this question.',
    moreEntries: 'You can send {{left}} more entries to this question.',
  },
  quiz: {
    notStarted: 'This question has not started yet.',
    timeUp: 'Time is up for this question.',
    noQuizSlide: 'The slide on screen is not a quiz question.',
    notInLobby: 'The quiz can only be started from its lobby.',
    notInResult: 'The answers can only be revealed once the question has ended.',
    notTypeAnswer: 'Only a type answer question that has been asked can accept answers.',
  },
  qna: {
    notOnQnaSlide: 'Questions can be asked while a Q&A slide is on screen.',
    ownQuestion: 'You cannot upvote your own question.',
    unknownQuestion: 'This question is no longer available.',
    oneOpen: 'You already have a question waiting for an answer. You can ask another once it has been answered or dismissed.',
    tooManyOpen:
      'You already have {{limit}} questions waiting for an answer. You can ask another once one of them has been answered or dismissed.',
    highlightNeedsApproval: 'Approve the question before you put it on screen.',
  },
  ideas: {
    notCollecting: 'Ideas are closed: the presenter has moved on.',
    notVoting: 'Voting is not open right now.',
    slideFull: 'This brainstorm already has {{limit}} ideas.',
    oneIdea: 'You have already sent your idea.',
    tooManyIdeas: 'You can send at most {{limit}} ideas.',
    alreadyVoted: 'You have already voted for this idea.',
    notVoted: 'You have not voted for this idea.',
    voteUsed: 'You have used your vote.',
    outOfVotes: 'You have used all your {{limit}} votes.',
    notIdeasSlide: 'This slide does not take ideas.',
  },
  chat: {
    off: 'Chat is turned off for this presentation.',
  },
  spinner: {
    spinning: 'The wheel is already spinning.',
    waitForStop: 'Wait for the wheel to stop first.',
    empty: 'There is nothing on the wheel to spin. Add entries, or put back the ones taken off.',
  },
  themes: {
    noTeam: 'Join a team to share a theme with it.',
  },
  templates: {
    tooFewSlides: 'A community template needs at least {{min}} slides.',
    defaultName: 'Give the presentation a name of its own before publishing it.',
    official: 'Official templates are not published to the community.',
    notPublished: 'This presentation is not published to the community.',
    notATemplate: 'This presentation is not a template.',
  },
  imports: {
    unreadable: 'Cannot read the document',
    legacyPptUnavailable: 'This server cannot convert .ppt files (LibreOffice is not installed). Save the file as .pptx or PDF and try again.',
  },
  exports: {
    notRunning: 'This export is not running.',
  },
  remote: {
    notLive: 'Nothing is being presented right now: start presenting, then the remote moves the slides.',
  },
  copies: {
    linkNotFound: 'This link does not open a presentation any more. Ask its owner for a new one.',
    copyRunning: 'A copy of yours is still being made. Please wait for it to finish.',
  },
  accounts: {
    guestHasNoPassword: 'Guest accounts have no password. Register to set one.',
    resetLinkInvalid: 'This password reset link is not valid.',
    resetLinkUsed: 'This password reset link has already been used. Request a new one if you still need it.',
    resetLinkExpired: 'This password reset link has expired. Request a new one.',
    emailTaken: 'An account with this email already exists.',
  },
} as const;

type Catalogue = typeof ERROR_REASONS;
/** A reason's id: `<group>.<key>`. */
export type ErrorReason = { [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}` }[keyof Catalogue];

/** Every reason with its English text, in catalogue order. */
export const ERROR_REASON_TEXTS: ReadonlyArray<readonly [ErrorReason, string]> = Object.entries(ERROR_REASONS).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]) => [`${group}.${key}` as ErrorReason, text] as const),
);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, ErrorReason>();
const patterns: Array<{ reason: ErrorReason; pattern: RegExp; names: string[] }> = [];
for (const [reason, text] of ERROR_REASON_TEXTS) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, reason);
    continue;
  }
  const source = text.split(PLACEHOLDER).map((part, index) => (index % 2 === 1 ? '(\\d+)' : escapeRegExp(part))).join('');
  patterns.push({ reason, pattern: new RegExp(`^${source}$`), names });
}

export interface FoundReason {
  reason: ErrorReason;
  /** The values the text's placeholders stand for, e.g. { limit: '50' }; absent for a text without any. */
  values?: Record<string, string>;
}

/** The reason a server message is, with its values; null for a message the catalogue does not hold. */
export function findErrorReason(message: string): FoundReason | null {
  const reason = exact.get(message);
  if (reason) return { reason };
  for (const { reason: candidate, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return { reason: candidate, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])) };
  }
  return null;
}

export const isErrorReason = (id: string): id is ErrorReason => ERROR_REASON_TEXTS.some(([reason]) => reason === id);
