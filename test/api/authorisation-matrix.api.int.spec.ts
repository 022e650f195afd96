import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import { QUIZ_SHEET_COLUMNS } from '../../contracts/imports/sheet-import.js';
import { SocketMessages } from '../../services/infrastructure/realtime/socket-messages.js';
import { SessionQnaViews } from '../../services/qna/application/session-qna.js';
import { silentWav } from '../support/test-audio.js';
import { pdfOfPages, workbookOf } from '../support/import-documents.js';
import { photoWithExif } from '../support/test-images.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { mappedRoutes, type RouteKey } from './support/route-table.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 20: every route Nest maps and every socket event a gateway handles, for every kind of caller, with
 * the answer each must get. The route and event lists come from the running app; a route or event without
 * a row here (or a row for one that is gone) fails the first test.
 */

const ROLES = ['noToken', 'audienceOfAnotherSession', 'audienceOfThisSession', 'guest', 'otherPresenter', 'owner'] as const;
type Role = (typeof ROLES)[number];

/**
 * What a caller gets: an exact status (an ack's error status on sockets, 200 for an ok ack); 401 (refused
 * at the socket handshake); 403 for a role that may never do this, whatever the ids; or exactly the answer
 * the same request gets with every id swapped for an unknown one, with nothing written.
 */
type Expected = { readonly status: number } | 'unauthenticated' | 'forbidden' | 'asUnknownIds';
type Expectations = Readonly<Record<Role, Expected>>;

type SlideKind = 'poll' | 'wordCloud' | 'quiz' | 'leaderboard' | 'youtube' | 'ideas' | 'spinnerWheel';

interface Ids {
  readonly userId: string;
  readonly presentationId: string;
  readonly sessionId: string;
  readonly accessCode: string;
  readonly slides: Readonly<Record<SlideKind, string>>;
  readonly optionId: string;
  readonly hintId: string;
  readonly remoteAccessCode: string;
  readonly imageId: string;
  /** An uploaded audio file's name, `{id}.wav`. */
  readonly audioFile: string;
  /** A question someone in the session asked (rows with `question`), else an id nobody has. */
  readonly questionId: string;
  /** The owner's personal folder (issue 24). */
  readonly folderId: string;
  /** A presenter (none of the roles) the owner's folder is shared with as a viewer (issue 24). */
  readonly collaboratorId: string;
  readonly collaboratorEmail: string;
  /** A theme the owner saved (issue 28). */
  readonly themeId: string;
}

/** An HTTP response, or a socket ack as one (200 for ok, the error's status otherwise). */
interface Answer {
  readonly status: number;
  readonly body: unknown;
}

interface World {
  readonly ids: Ids;
  readonly tokens: Readonly<Record<Role, string | null>>;
}

interface Row {
  readonly expect: Expectations;
  /** The slide a :slideId names (default the poll). */
  readonly slide?: SlideKind;
  /** The live slide when the row runs (default the poll). */
  readonly live?: SlideKind;
  readonly body?: (ids: Ids) => unknown;
  /** Query parameters of a GET (a function when they name the world's ids). */
  readonly query?: Readonly<Record<string, string>> | ((ids: Ids) => Readonly<Record<string, string>>);
  /** A multipart upload instead of a JSON body. */
  readonly file?: () => Promise<{ bytes: Buffer; filename: string }>;
  /** Form fields sent beside the file. */
  readonly fields?: (ids: Ids) => Readonly<Record<string, string>>;
}

interface EventRow {
  readonly expect: Expectations;
  readonly live?: SlideKind;
  /** Someone in the session asks a question first (its id is ids.questionId). */
  readonly question?: true;
  readonly payload: (ids: Ids) => unknown;
}

const PASSWORD = 'correct horse battery';
const ok = (status: number): Expected => ({ status });

/** A presenter's own deck, slide, option or hint: anyone else is answered as for unknown ids. */
function ownerOnly(status: number): Expectations {
  return {
    owner: ok(status),
    otherPresenter: 'asUnknownIds',
    guest: 'asUnknownIds',
    audienceOfThisSession: 'unauthenticated',
    audienceOfAnotherSession: 'unauthenticated',
    noToken: 'unauthenticated',
  };
}

/** Each signed-in presenter or guest acts on their own account and sees only their own things. */
function signedIn(status: number, guestStatus = status): Expectations {
  return {
    owner: ok(status),
    otherPresenter: ok(status),
    guest: ok(guestStatus),
    audienceOfThisSession: 'unauthenticated',
    audienceOfAnotherSession: 'unauthenticated',
    noToken: 'unauthenticated',
  };
}

/** A route that takes no token: everyone gets the same answer. */
function open(status: number): Expectations {
  return Object.fromEntries(ROLES.map((role) => [role, ok(status)])) as unknown as Expectations;
}

const uniqueEmail = () => `matrix-${randomUUID()}@example.com`;
/** A team or invitation id nobody has. */
const UNKNOWN_TEAM_ID = randomUUID();
/** An export nobody asked for (issue 23). */
const UNKNOWN_EXPORT_ID = randomUUID();
/** A person who never joined the world's session (issue 23, audience-info-report). */
const UNKNOWN_PARTICIPANT_ID = randomUUID();
const onDeck = (ids: Ids) => ({ presentationId: ids.presentationId });

const ROUTES: Readonly<Record<RouteKey, Row>> = {
  'GET /api/health': { expect: open(200) },
  'POST /api/users/create-presenter': { expect: open(201), body: () => ({ email: uniqueEmail(), password: PASSWORD, firstName: 'Ada', lastName: 'L' }) },
  'POST /api/users/create-guest': { expect: open(201), body: () => ({}) },
  'POST /api/auth/login': { expect: open(401), body: () => ({ email: uniqueEmail(), password: PASSWORD }) },
  // No cookie is sent: refreshing needs the session cookie, not a bearer token.
  'POST /api/auth/refresh': { expect: open(401) },
  // Forgot password takes no token: the same answer for everyone, and a link that names no reset is refused alike.
  'POST /api/auth/forgot-password': { expect: open(202), body: () => ({ email: uniqueEmail() }) },
  'POST /api/auth/reset-password/check': { expect: open(422), body: (ids) => ({ token: `${ids.userId}.${'A'.repeat(43)}` }) },
  'POST /api/auth/reset-password': { expect: open(422), body: (ids) => ({ token: `${ids.userId}.${'A'.repeat(43)}`, newPassword: 'another long password' }) },
  'GET /api/users/get-profile': { expect: signedIn(200) },
  'POST /api/users/:userId/logout': { expect: ownerOnly(204) },
  'POST /api/users/:userId/change-password': {
    expect: { ...ownerOnly(204) },
    body: () => ({ currentPassword: PASSWORD, newPassword: 'another long password' }),
  },
  // Issue 28 onboarding: a user's own answers; the feature-based decks are each caller's own new deck.
  'PATCH /api/users/:userId': { expect: ownerOnly(200), body: () => ({ personalInformation: { useLiveSlidesFor: 'work', userProfession: 'Trainer' } }) },
  // Issue 28 remembered settings: each caller stores their own, guests included (they edit decks).
  'PUT /api/users/update-settings': { expect: signedIn(200), body: () => ({ rememberSettings: { showEmojiAvatar: false, participantFields: [{ fieldType: 'system', name: 'name' }] } }) },
  'PATCH /api/user-setting': { expect: signedIn(200), body: () => ({ isSlideOptionAutocompleteEnabled: true }) },
  'GET /api/onboarding-feature-based-options': { expect: signedIn(200) },
  'POST /api/presentation/create-featured-based-onboarding-presentation': { expect: signedIn(201), body: () => ({ key: 'poll' }) },
  'GET /api/audience/presentation/:accessCode': { expect: open(200) },
  'POST /api/audience/join': { expect: open(200), body: (ids) => ({ accessCode: ids.accessCode, name: 'Phone' }) },

  'POST /api/presentation': { expect: signedIn(201), body: () => ({ name: 'Another deck' }) },
  'GET /api/presentation': { expect: signedIn(200) },
  'GET /api/presentation/deleted': { expect: signedIn(200) },
  'DELETE /api/presentation': { expect: { ...signedIn(200), otherPresenter: 'asUnknownIds', guest: 'asUnknownIds' }, body: (ids) => ({ presentationIds: [ids.presentationId] }) },
  'POST /api/presentation/restore': { expect: { ...signedIn(200), otherPresenter: 'asUnknownIds', guest: 'asUnknownIds' }, body: (ids) => ({ presentationIds: [ids.presentationId] }) },
  'DELETE /api/presentation/permanent': { expect: { ...signedIn(200), otherPresenter: 'asUnknownIds', guest: 'asUnknownIds' }, body: (ids) => ({ presentationIds: [ids.presentationId] }) },
  'GET /api/presentation/:id': { expect: ownerOnly(200) },
  'PATCH /api/presentation/:id': { expect: ownerOnly(200), body: () => ({ name: 'Renamed' }) },

  'GET /api/presentation-attribute/:presentationId': { expect: ownerOnly(200) },
  'PATCH /api/presentation-attribute/:presentationId': { expect: ownerOnly(200), body: () => ({ fontFamily: 'Inter' }) },
  'PATCH /api/presentation/:presentationId/theme': { expect: ownerOnly(200), body: () => ({ textColour: '#111111' }) },
  'GET /api/presentation/:presentationId/settings': { expect: ownerOnly(200) },
  'PATCH /api/presentation/:presentationId/settings': { expect: ownerOnly(200), body: () => ({ isReactionEnabled: false }) },
  'GET /api/presentation/:presentationId/participant-info': { expect: ownerOnly(200) },
  'PATCH /api/presentation/:presentationId/participant-info': { expect: ownerOnly(200), body: () => ({ heading: 'Tell us who you are' }) },
  'PATCH /api/presentation/:presentationId/active-slide': { expect: ownerOnly(200), body: (ids) => ({ activeSlide: ids.slides.wordCloud }) },
  'PATCH /api/presentation/:presentationId/results-flag': { expect: ownerOnly(200), body: () => ({ hasResults: false }) },
  'POST /api/presentation/:presentationId/auto-title': { expect: ownerOnly(200) },
  'GET /api/presentation/:presentationId/events': { expect: ownerOnly(200) },
  'GET /api/presentation/:presentationId/history': { expect: ownerOnly(200) },
  'GET /api/presentation/:presentationId/permissions': { expect: ownerOnly(200) },
  'GET /api/presentation/:presentationId/history/:revision': { expect: ownerOnly(200) },
  'POST /api/presentation/:presentationId/history/:revision/restore': { expect: ownerOnly(200) },
  // Each caller searches what they may see: anyone else's decks are simply not among the results.
  'GET /api/search/presentation': { expect: signedIn(200), query: { q: 'Matrix' } },
  'GET /api/search/global': { expect: signedIn(200), query: { q: 'Matrix' } },

  'POST /api/slide/create': { expect: ownerOnly(201), body: (ids) => ({ ...onDeck(ids), type: 'poll' }) },
  'PUT /api/slide/update/:slideId': { expect: ownerOnly(200), body: () => ({ title: 'Updated' }) },
  'PATCH /api/slide/:slideId': { expect: ownerOnly(200), body: () => ({ title: 'Patched' }) },
  'PATCH /api/slide': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), slides: [{ id: ids.slides.poll, title: 'Patched' }] }) },
  'POST /api/slide/duplicate-slides': {
    expect: ownerOnly(201),
    body: (ids) => ({ destinatedPresentationId: ids.presentationId, duplicatedSlideId: ids.slides.poll }),
  },
  'PUT /api/slide/sort-slides/:presentationId': { expect: ownerOnly(200), body: (ids) => ({ slides: [{ id: ids.slides.wordCloud, order: 1 }] }) },
  'POST /api/slide/batch-update': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), slides: [{ id: ids.slides.wordCloud, order: 1 }] }) },
  'DELETE /api/slide': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), slideIds: [ids.slides.wordCloud] }) },
  'POST /api/slide/restore': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), slideIds: [ids.slides.poll] }) },
  'GET /api/slide/:slideId': { expect: ownerOnly(200) },
  'DELETE /api/slide/:slideId': { expect: ownerOnly(200), slide: 'wordCloud' },
  'GET /api/slide/:slideId/slide-options': { expect: ownerOnly(200) },
  'PUT /api/slide/:slideId/slide-options/order': { expect: ownerOnly(200), body: (ids) => ({ optionIds: [ids.optionId] }) },

  'POST /api/slide-option/create': { expect: ownerOnly(201), body: (ids) => ({ slideId: ids.slides.poll, title: 'Maybe' }) },
  'POST /api/slide-option/spinner-wheel/options': { expect: ownerOnly(201), body: (ids) => ({ slideId: ids.slides.poll, options: [{ title: 'Perhaps' }] }) },
  'PATCH /api/slide-option/:optionId': { expect: ownerOnly(200), body: () => ({ title: 'Yes!' }) },
  'PUT /api/slide-option/update/:optionId': { expect: ownerOnly(200), body: () => ({ title: 'Yes!' }) },
  'DELETE /api/slide-option/:optionId': { expect: ownerOnly(200) },

  'POST /api/hint': { expect: ownerOnly(201), body: (ids) => ({ slideId: ids.slides.quiz, text: 'Think twice' }) },
  'PATCH /api/hint/:hintId': { expect: ownerOnly(200), body: () => ({ text: 'Think again' }) },
  'DELETE /api/hint/:hintId': { expect: ownerOnly(200) },

  'POST /api/slide/embed/:slideId': { expect: ownerOnly(201), slide: 'youtube', body: () => ({ attributes: { embedSrc: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } }) },
  'PATCH /api/slide/embed/:slideId': { expect: ownerOnly(200), slide: 'youtube', body: () => ({ attributes: { embedSrc: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } }) },
  'GET /api/slide/embed/:slideId': { expect: ownerOnly(200), slide: 'youtube' },
  'DELETE /api/slide/embed/:slideId': { expect: ownerOnly(200), slide: 'youtube' },

  'PUT /api/presentation/update-next-slide/:presentationId': { expect: ownerOnly(200), body: (ids) => ({ activeSlide: ids.slides.wordCloud }) },
  'POST /api/presentation/:presentationId/stop-presenting': { expect: ownerOnly(200) },
  // The world's deck is live: the owner reaches the refusal to clear results while a session runs (issue 26).
  'POST /api/slide/clear-slides': { expect: ownerOnly(422), body: (ids) => onDeck(ids) },
  'GET /api/live/presentation/:presentationId': { expect: ownerOnly(200) },
  'PUT /api/live/slide/update/:slideId': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), stopSubmission: true }) },
  'POST /api/slide-option/remove-wordcloud': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), slideId: ids.slides.wordCloud, text: 'hello' }) },
  // No answer waits for approval on the word cloud: the owner reaches the 404 for an unknown held answer.
  'POST /api/live/slide/:slideId/moderate-answer': { expect: ownerOnly(404), slide: 'wordCloud', body: (ids) => ({ ...onDeck(ids), answerId: randomUUID(), approve: true }) },

  'POST /api/quiz/:presentationId/start': { expect: ownerOnly(200), live: 'quiz' },
  'POST /api/quiz/:presentationId/continue': { expect: ownerOnly(200), live: 'quiz' },
  'POST /api/quiz/:presentationId/reveal': { expect: ownerOnly(422), live: 'quiz' },
  'GET /api/quiz/:presentationId/state': { expect: ownerOnly(200), live: 'quiz' },
  // A question's result exists once it has run: the owner's 404 says so ("no result yet").
  'GET /api/quiz/:presentationId/result/:slideId': { expect: ownerOnly(404), live: 'quiz', slide: 'quiz' },
  // Not a type-answer question: the owner reaches the quiz's own rule (422).
  'POST /api/quiz-type-answer/:slideId/accept': { expect: ownerOnly(422), live: 'quiz', slide: 'quiz', body: (ids) => ({ ...onDeck(ids), text: 'Paris' }) },
  'POST /api/live/answer/quiz-type-answer/:slideId/accept': { expect: ownerOnly(422), live: 'quiz', slide: 'quiz', body: (ids) => ({ ...onDeck(ids), text: 'Paris' }) },
  'POST /api/score': { expect: ownerOnly(200), live: 'quiz', body: (ids) => ({ ...onDeck(ids), slideId: ids.slides.leaderboard, teamId: 'team-1', point: 10 }) },
  'GET /api/latest-leaderboard/:presentationId': { expect: ownerOnly(200), live: 'quiz' },
  'GET /api/leaderboards/:liveSessionId/top': { expect: ownerOnly(200), live: 'quiz' },
  'GET /api/leaderboards/:presentationId': { expect: ownerOnly(200), live: 'quiz' },
  'PUT /api/leaderboards/:presentationId': { expect: ownerOnly(200), live: 'quiz', body: () => ({ isVisible: false }) },
  // Issue 23: a session's replay, timeline and NDJSON events are its presentation owner's.
  'GET /api/replay/presentation/:presentationId/latest-session': { expect: ownerOnly(200) },
  'GET /api/replay/:liveSessionId': { expect: ownerOnly(200), query: { position: '1' } },
  'GET /api/replay/:liveSessionId/timeline': { expect: ownerOnly(200) },
  'GET /api/replay/:liveSessionId/events': { expect: ownerOnly(200) },
  'POST /api/exports': { expect: ownerOnly(202), body: (ids) => ({ sessionId: ids.sessionId, format: 'answersCsv' }) },
  'GET /api/exports/session/:liveSessionId': { expect: ownerOnly(200) },
  // The deck's own exports (its slides as PDF or images) are its owner's too.
  'POST /api/exports/deck': { expect: ownerOnly(202), body: (ids) => ({ presentationId: ids.presentationId, format: 'slidesPdf' }) },
  'GET /api/exports/deck/:presentationId': { expect: ownerOnly(200) },
  // No export of this session has finished: the owner reaches the 404 for an unknown export.
  'GET /api/exports/:exportId/download': { expect: ownerOnly(404) },
  // Edit with AI (issue 27): this app has no AI provider, so the owner reaches the message saying how to enable it (422).
  'GET /api/generative-ai/status': { expect: signedIn(200) },
  'POST /api/generative-ai/chat': { expect: ownerOnly(422), body: (ids) => ({ ...onDeck(ids), requestId: randomUUID(), prompt: 'A five-question quiz' }) },
  'POST /api/generative-ai/chat/stop': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), requestId: randomUUID() }) },
  'POST /api/generative-ai/slide/generate-slide-options': { expect: ownerOnly(422), slide: 'quiz', body: (ids) => ({ ...onDeck(ids), slideId: ids.slides.quiz }) },
  'POST /api/generative-ai/slide/improve-content': {
    expect: ownerOnly(422),
    body: (ids) => ({ ...onDeck(ids), slideId: ids.slides.poll, improveWritingSettings: { writingStyle: { writingMode: 'improve', tone: 'friendly', complexity: 'same' } } }),
  },
  'POST /api/generative-ai/presentation/generate-from-document': { expect: ownerOnly(422), body: (ids) => ({ ...onDeck(ids), requestId: randomUUID(), documentText: 'Plants turn light into sugar.' }) },
  // Grouping live answers: the owner reaches the first refusal (a poll groups nothing; the word cloud has too few words).
  'POST /api/openai/group-open-ended/:slideId': { expect: ownerOnly(422), body: onDeck },
  'POST /api/slide/:slideId/word-cloud-smart-grouping': { expect: ownerOnly(422), slide: 'wordCloud', body: onDeck },
  'POST /api/generative-ai/presentation/check-spelling': { expect: ownerOnly(422), body: onDeck },
  'POST /api/generative-ai/presentation/dismiss-misspelled': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), misspell: { word: 'teh', suggestions: ['the'], context: 'teh quiz' } }) },
  'POST /api/generative-ai/presentation/batch-dismiss-misspelled': { expect: ownerOnly(200), body: (ids) => ({ ...onDeck(ids), misspellings: [{ word: 'Nto', suggestions: ['Not'], context: 'Nto sure' }] }) },

  'POST /api/slide/ideas/:slideId/stage': { expect: ownerOnly(200), slide: 'ideas', body: (ids) => ({ ...onDeck(ids), stage: 'voting' }) },
  'GET /api/live/presentation/:presentationId/ideas/:slideId': { expect: ownerOnly(200), slide: 'ideas' },
  'POST /api/slide/spinner-wheel/:slideId/spin': { expect: ownerOnly(200), slide: 'spinnerWheel', body: onDeck },
  'POST /api/slide/spinner-wheel/:slideId/stop': { expect: ownerOnly(200), slide: 'spinnerWheel', body: onDeck },
  'POST /api/slide/spinner-wheel/:slideId/update': { expect: ownerOnly(200), slide: 'spinnerWheel', body: (ids) => ({ ...onDeck(ids), includeAudience: true }) },
  'GET /api/live/presentation/:presentationId/spinner-wheel/:slideId': { expect: ownerOnly(200), slide: 'spinnerWheel' },
  'GET /api/pacing/:presentationId/progress': { expect: ownerOnly(200) },
  'POST /api/presentation/:presentationId/remote-access-code': { expect: ownerOnly(200) },
  'POST /api/presentation/:presentationId/remote-access-code/regenerate': { expect: ownerOnly(200) },
  'DELETE /api/presentation/:presentationId/remote-access-code': { expect: ownerOnly(200) },
  // The remote holds no account: the presentation's remote access code (in its link) is what lets anyone in.
  'GET /api/remote-control/:presentationId/:remoteAccessCode': { expect: open(200) },
  'POST /api/remote-control/:presentationId/:remoteAccessCode': { expect: open(200), body: () => ({ key: 'showQRCode', value: 'true' }) },
  'POST /api/upload/image': { expect: signedIn(201), file: async () => ({ bytes: await photoWithExif(32, 32), filename: 'matrix.jpg' }) },
  'GET /api/uploaded/images': { expect: signedIn(200) },
  // Phones and the stage load uploaded images as plain images: the link is the secret.
  'GET /api/uploaded/images/:imageId/:size': { expect: open(200) },
  'POST /api/upload/file-audio/:presentationId': { expect: ownerOnly(201), file: async () => ({ bytes: silentWav(0.05), filename: 'matrix.wav' }) },
  // Played by the stage and phones as plain audio: the link is the secret.
  'GET /api/uploaded/audio/:audioFile': { expect: open(200) },
  // Import (issue 27): into a deck its caller may edit; the template is the same for everyone.
  'POST /api/upload/file-document/v2': { expect: ownerOnly(201), file: async () => ({ bytes: await pdfOfPages(1), filename: 'matrix.pdf' }), fields: (ids) => ({ presentationId: ids.presentationId }) },
  'POST /api/presentation/import-sheet': {
    expect: ownerOnly(201),
    file: async () => ({ bytes: await workbookOf([[...QUIZ_SHEET_COLUMNS], ['Matrix question?', 'A', 'B', '', '', '', '', 1, '']]), filename: 'matrix.xlsx' }),
    fields: (ids) => ({ presentationId: ids.presentationId }),
  },
  'GET /api/presentation/import-sheet/template': { expect: open(200) },

  // Personal folders (issue 24): each caller lists and creates in their own tree; one folder is its owner's alone.
  'GET /api/folder': { expect: signedIn(200) },
  'GET /api/folder/get-full-folder-tree': { expect: signedIn(200) },
  'POST /api/folder': { expect: signedIn(201), body: () => ({ folderName: 'Another folder' }) },
  'GET /api/folder/:folderId': { expect: ownerOnly(200) },
  'PATCH /api/folder/:folderId': { expect: ownerOnly(200), body: () => ({ folderName: 'Renamed folder' }) },
  'DELETE /api/folder/:folderId': { expect: ownerOnly(200) },
  // In personal mode the account is the owner's own id; anyone else's account answers as an unknown one.
  'POST /api/account-folder/:accountId/presentation/move-to-folder': {
    expect: ownerOnly(200),
    body: (ids) => ({ presentationIds: [ids.presentationId], folderId: ids.folderId }),
  },
  // Shared folders (issue 24): the owner manages the folder's collaborators; no role here is one, so nothing is shared
  // with them (folder-collaborators.api.int.spec.ts has the collaborator's own calls).
  'GET /api/folder/share': { expect: signedIn(200) },
  'GET /api/folder/editable-folder-trees': { expect: signedIn(200) },
  'GET /api/folder/:folderId/get-share-sub-folders': { expect: signedIn(404) },
  'POST /api/folder/:folderId/collaborators': { expect: ownerOnly(201), body: (ids) => ({ emails: [ids.collaboratorEmail], role: 'editor' }) },
  'GET /api/folder/:folderId/collaborators': { expect: ownerOnly(200) },
  'PATCH /api/folder/:folderId/collaborators': { expect: ownerOnly(200), body: (ids) => ({ userId: ids.collaboratorId, role: 'editor' }) },
  'DELETE /api/folder/:folderId/collaborators': { expect: ownerOnly(200), body: (ids) => ({ userIds: [ids.collaboratorId] }) },
  'DELETE /api/folder/:folderId/collaborators/leave': { expect: signedIn(404) },
  // An account's folders (issue 24): here the personal account; workspace-authorisation-matrix has the team roles.
  'GET /api/account-folder/:accountId/folder': { expect: ownerOnly(200) },
  'POST /api/account-folder/:accountId/folder': { expect: ownerOnly(201), body: () => ({ folderName: 'Account folder' }) },
  'GET /api/account-folder/:accountId/folder/:folderId': { expect: ownerOnly(200) },
  'PATCH /api/account-folder/:accountId/folder/:folderId': { expect: ownerOnly(200), body: () => ({ folderName: 'Renamed account folder' }) },
  'DELETE /api/account-folder/:accountId/folder/:folderId': { expect: ownerOnly(200) },
  // Sharing a presentation (issue 24): nobody here collaborates on the world's deck, so only its owner has a role;
  // test/api/workspace-authorisation-matrix.api.int.spec.ts has the rows for admins, editors, viewers and instructors.
  'GET /api/presentation/:id/collaborators': { expect: ownerOnly(200) },
  'POST /api/presentation/:id/collaborators': { expect: ownerOnly(201), body: () => ({ emails: [uniqueEmail()], role: 'viewer' }) },
  // The owner cannot leave their own presentation (422).
  'DELETE /api/presentation/:id/collaborators/leave': { expect: ownerOnly(422) },
  'PATCH /api/presentation/:id/collaborators/:invitationId': { expect: ownerOnly(404), body: () => ({ role: 'viewer' }) },
  'DELETE /api/presentation/:id/collaborators/:invitationId': { expect: ownerOnly(404) },
  // An invitation to edit exists only for the email it names; a guest has no email.
  'GET /api/presentation/:id/invitations/:invitationId': { expect: signedIn(404, 403) },
  'POST /api/presentation/:id/invitations/:invitationId/claim': { expect: signedIn(404, 403) },
  // Anyone registered may ask for access to a deck they were sent; its owner has it already (422).
  'POST /api/presentation/:id/request-access': { expect: { ...signedIn(202, 403), owner: ok(422) }, body: () => ({ role: 'viewer' }) },
  'GET /api/shared-presentations': { expect: signedIn(200) },
  // Each caller's own notifications.
  'GET /api/notifications': { expect: signedIn(200) },
  'GET /api/notifications/count-unread': { expect: signedIn(200) },
  'POST /api/notifications/read-notification': { expect: signedIn(200), body: () => ({ all: true }) },
  // Teams (issue 24): nobody in this world is in a team, so team ids are unknown to all and a guest has no team;
  // test/api/workspace-authorisation-matrix.api.int.spec.ts has the rows for owners, admins, members and invitees.
  'GET /api/users/account': { expect: signedIn(200) },
  'DELETE /api/users/account/:memberId': { expect: signedIn(403) },
  'POST /api/accounts/leave': { expect: signedIn(403) },
  'GET /api/accounts/:accountId': { expect: signedIn(404) },
  'GET /api/accounts/:accountId/count': { expect: signedIn(404) },
  'PATCH /api/accounts/:accountId': { expect: signedIn(404), body: () => ({ licenseQuantity: 3 }) },
  'PATCH /api/accounts/:accountId/user/:userId': { expect: signedIn(404), body: () => ({ role: 'admin' }) },
  'GET /api/invitations': { expect: signedIn(200, 403) },
  'POST /api/invitations': { expect: signedIn(403), body: () => ({ emails: [uniqueEmail()] }) },
  'POST /api/invitations/view': { expect: signedIn(404, 403), body: () => ({ invitationId: UNKNOWN_TEAM_ID }) },
  'PATCH /api/invitations/:invitationId': { expect: signedIn(404), body: () => ({ status: 'cancelled' }) },
  'POST /api/invitations/:invitationId/accept': { expect: signedIn(404, 403) },
  'POST /api/invitations/:invitationId/decline': { expect: signedIn(404, 403) },
  // Last of the team rows: it leaves the shared other presenter owning a team, which the rows above must not see.
  'POST /api/accounts': { expect: signedIn(201, 403), body: () => ({ name: 'Matrix team' }) },
  // Themes (issue 28): the lists are each caller's own; a saved theme is its owner's (team rows: test/api/themes.api.int.spec.ts).
  'GET /api/presentation-themes': { expect: signedIn(200) },
  'POST /api/presentation-themes': { expect: signedIn(201), body: () => ({ themeName: 'Matrix look', textColour: '#111111', baseColour: '#ffffff' }) },
  'GET /api/presentation-themes/official': { expect: signedIn(200) },
  'GET /api/presentation-themes/share-by-team': { expect: signedIn(200) },
  'GET /api/presentation-themes/:themeId': { expect: ownerOnly(200) },
  // Nobody here is in a team: sharing is refused (422); unsharing below is the owner's alone.
  'PATCH /api/presentation-themes/:themeId': { expect: ownerOnly(200), body: () => ({ isShareWithTeam: false }) },
  'DELETE /api/presentation-themes/:themeId': { expect: ownerOnly(204) },
  'GET /api/preset/color-palettes': { expect: signedIn(200) },
  'GET /api/preset/v2/color-palettes': { expect: signedIn(200) },
  'GET /api/private-feedbacks': { expect: signedIn(200) },
  'GET /api/presenting-sessions/snapshots': { expect: ownerOnly(200), query: (ids) => ({ masterPresentationId: ids.presentationId }) },
  'GET /api/presenting-sessions/snapshots/:sessionId': { expect: ownerOnly(200) },
  'GET /api/report/:presentationId': { expect: ownerOnly(200) },
  'GET /api/report/:presentationId/share-token': { expect: ownerOnly(200) },
  'POST /api/report/:presentationId/share-token/reset': { expect: ownerOnly(200) },
  // The share token in the link is what lets anyone in; one nobody was given opens nothing, for anyone.
  'GET /api/shared-report/:token': { expect: open(404) },
  // One person's answers (issue 23): nobody in the world's session has the matrix's participant id, so even the owner
  // gets 404 (test/api/report-session.int.spec.ts reads real ones); everyone else is answered as for an unknown session.
  'GET /api/audiences/:participantId/audience-info-report': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  // The deck's results flag (issue 23): re-checked by whoever may present the deck, recorded as a deck command.
  'POST /api/presentation/:presentationId/results-flag/recheck': { expect: ownerOnly(200) },
  'GET /api/audiences/:participantId/shared-audience-info-report': { expect: open(404), query: (ids) => ({ sessionId: ids.sessionId, token: 'unknown-share-token-0000000000000' }) },
  // The spec's other paths for the same answers (issue 23): the same rule as audience-info-report; v2/v5 are one handler.
  'GET /api/audiences/:participantId/audience-info': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  'GET /api/audiences/:participantId/audience-info-report/v2': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  'GET /api/audiences/:participantId/audience-info-report/v5': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  'GET /api/audiences/:participantId/shared-audience-info-report/v2': { expect: open(404), query: (ids) => ({ sessionId: ids.sessionId, token: 'unknown-share-token-0000000000000' }) },
  'GET /api/presenting-sessions/export/:participantId/audience-info-report': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  'GET /api/presenting-sessions/export/:participantId/audience-info-report/v2': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  'GET /api/presenting-sessions/export/:participantId/audience-info-report/v5': { expect: ownerOnly(404), query: (ids) => ({ sessionId: ids.sessionId }) },
  // Take-over and copy links (issue 24): only the owner has a role on the world's deck here;
  // test/api/workspace-authorisation-matrix.api.int.spec.ts has the rows for collaborators and team roles.
  'GET /api/presentation/:presentationId/taken-over-by': { expect: ownerOnly(200) },
  'POST /api/presentation/:presentationId/take-over': { expect: ownerOnly(200) },
  'DELETE /api/presentation/:presentationId/take-over': { expect: ownerOnly(200) },
  'GET /api/presentation/:presentationId/share-copy': { expect: ownerOnly(200) },
  'POST /api/presentation/:presentationId/share-copy': { expect: ownerOnly(200) },
  'DELETE /api/presentation/:presentationId/share-copy': { expect: ownerOnly(200) },
  // The share code is what lets anyone in; one nobody was given copies and opens nothing, for anyone signed in or not.
  'POST /api/presentation/copy-by-share-code/:shareCode': { expect: signedIn(404) },
  'GET /api/share/:shareCode': { expect: open(404) },
  // Templates (issue 28): the library, its pages and the community list are public; the world's deck is no template.
  'GET /api/templates': { expect: open(200) },
  'GET /api/templates/search': { expect: open(200), query: { q: 'quiz' } },
  'GET /api/templates/admin-picked': { expect: open(200) },
  'GET /api/templates/by-share-code/:shareCode': { expect: open(404) },
  'GET /api/templates/shared/:presentationId': { expect: open(404) },
  'GET /api/community/templates': { expect: open(200) },
  // Publishing takes a role that may share a copy: only the owner has one on the world's deck.
  'POST /api/community/public-presentations': { expect: ownerOnly(200), body: (ids) => ({ presentationId: ids.presentationId, category: 'Work' }) },
  'POST /api/community/unpublic-presentations': { expect: ownerOnly(200), body: (ids) => ({ presentationId: ids.presentationId }) },
};

/** Presenter events: the owner's deck; another presenter or a guest as for unknown ids; phones may not. */
function presenterEvent(status: number): Expectations {
  return { owner: ok(status), otherPresenter: 'asUnknownIds', guest: 'asUnknownIds', audienceOfThisSession: 'forbidden', audienceOfAnotherSession: 'forbidden', noToken: 'unauthenticated' };
}

/** Leaving a room is harmless for anyone connected. */
const leaveEvent: Expectations = { ...open(200), noToken: 'unauthenticated' };

/** Audience events act on the caller's own session (from their token); presenters have none. */
function audienceEvent(elsewhere: Expected): Expectations {
  return { owner: 'forbidden', otherPresenter: 'forbidden', guest: 'forbidden', audienceOfThisSession: ok(200), audienceOfAnotherSession: elsewhere, noToken: 'unauthenticated' };
}

/** Written when a socket closes or comes back after a while, whoever's request is running then. */
const CONNECTION_NOTES = new Set(['ParticipantLeft', 'ParticipantReturned']);

const EVENTS: Readonly<Record<string, EventRow>> = {
  'answer:submit': {
    // Another session's phone naming this session's slide is answered as for an unknown slide.
    expect: audienceEvent('asUnknownIds'),
    payload: (ids) => ({ answerId: randomUUID(), slideId: ids.slides.poll, value: { kind: 'choice', optionIds: [ids.optionId] } }),
  },
  'reaction:send': { expect: audienceEvent(ok(200)), payload: () => ({ reaction: 'heart' }) },
  'quiz:sync': { expect: audienceEvent(ok(200)), payload: () => undefined },
  // The matrix's deck is presenter-paced: phones reach the rule that says so (422), their own session's or not.
  'pacing:go': { expect: { ...audienceEvent(ok(422)), audienceOfThisSession: ok(422) }, payload: () => ({ to: 'next' }) },
  'join-presenter': { expect: presenterEvent(200), payload: (ids) => ({ room: `${ids.presentationId}-presenter`, presenter: { id: ids.userId, name: 'Ada' } }) },
  leave: { expect: leaveEvent, payload: (ids) => ({ room: `${ids.presentationId}-presenter` }) },
  'quiz:start': { expect: presenterEvent(200), live: 'quiz', payload: onDeck },
  'quiz:continue': { expect: presenterEvent(200), live: 'quiz', payload: onDeck },
  'quiz:reveal': { expect: presenterEvent(422), live: 'quiz', payload: onDeck },
  'deck:subscribe': { expect: presenterEvent(200), payload: onDeck },
  'deck:unsubscribe': { expect: leaveEvent, payload: onDeck },
  // Issue 24 take-over: who holds the owner's deck; someone else's deck is unknown to them; phones may not ask.
  get_taken_over_by: { expect: presenterEvent(200), payload: onDeck },
  'qna:ask': { expect: audienceEvent(ok(200)), payload: () => ({ questionId: randomUUID(), text: 'Why?' }) },
  // Another session's phone naming this session's question is answered as for an unknown question.
  'qna:upvote': { expect: audienceEvent('asUnknownIds'), question: true, payload: (ids) => ({ voteId: randomUUID(), questionId: ids.questionId, upvoted: true }) },
  'qna:moderate': { expect: presenterEvent(200), question: true, payload: (ids) => ({ ...onDeck(ids), questionId: ids.questionId, action: 'approve', commandId: randomUUID() }) },
  // Phones follow their own session's list (the payload names nothing of theirs); presenters their own deck's.
  'qna:subscribe': { expect: { ...presenterEvent(200), audienceOfThisSession: ok(200), audienceOfAnotherSession: ok(200) }, payload: onDeck },
  'qna:unsubscribe': { expect: leaveEvent, payload: () => ({}) },
  'chat:subscribe': { expect: { ...presenterEvent(200), audienceOfThisSession: ok(200), audienceOfAnotherSession: ok(200) }, payload: onDeck },
  'chat:unsubscribe': { expect: leaveEvent, payload: () => ({}) },
  'chat:send': {
    expect: { ...presenterEvent(200), audienceOfThisSession: ok(200), audienceOfAnotherSession: ok(200) },
    payload: (ids) => ({ ...onDeck(ids), messageId: randomUUID(), message: 'Hello' }),
  },
  'chat:clear': { expect: presenterEvent(200), payload: onDeck },
  // Each phone rates the talk of its own session (from its token); presenters have none to rate.
  'feedback:submit': { expect: audienceEvent(ok(200)), payload: () => ({ rating: 4, comment: 'Clear and short' }) },
  'deck:command': {
    expect: presenterEvent(200),
    payload: (ids) => ({ ...onDeck(ids), mutationId: randomUUID(), command: { type: 'PatchSlide', data: { ...onDeck(ids), slideId: ids.slides.poll, fields: { title: 'Live edit' } } } }),
  },
  'idea:submit': { expect: audienceEvent('asUnknownIds'), live: 'ideas', payload: (ids) => ({ ideaId: randomUUID(), slideId: ids.slides.ideas, text: 'Shorter meetings' }) },
  // Ideas are collected first: the phone of this session reaches the rule that voting has not begun (422).
  'idea:vote': {
    expect: { ...audienceEvent('asUnknownIds'), audienceOfThisSession: ok(422) },
    live: 'ideas',
    payload: (ids) => ({ voteId: randomUUID(), slideId: ids.slides.ideas, ideaId: randomUUID(), voted: true }),
  },
};

describe('Authorisation matrix: every route and socket event x every kind of caller (issue 20)', () => {
  let t: TestApp;
  let baseUrl: string;
  let elsewhere: { otherPresenter: string; guest: string; audienceOfAnotherSession: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
    const other = await buildDeck((await registerPresenter(t.http)).token, 'poll');
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    elsewhere = { otherPresenter: other.token, guest, audienceOfAnotherSession: await join(other.ids.accessCode) };
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it('has a row for every route Nest maps and every socket event a gateway handles, and none for anything else', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(mappedRoutes(t.app));
    expect(Object.keys(EVENTS).sort()).toEqual(t.app.get(SocketMessages).events().sort());
    const cases = (Object.keys(ROUTES).length + Object.keys(EVENTS).length) * ROLES.length;
    process.stdout.write(`Authorisation matrix: ${Object.keys(ROUTES).length} routes, ${Object.keys(EVENTS).length} socket events, ${ROLES.length} roles, ${cases} cases\n`);
  });

  it.each(Object.entries(ROUTES))('%s', async (key, row) => {
    const world = await buildWorld(row.live ?? 'poll');
    const unknown = unknownIds(world.ids);
    for (const role of ROLES) {
      const expected = row.expect[role];
      const token = world.tokens[role];
      const send = (ids: Ids) => request(key as RouteKey, row, ids, token);
      await check(`${key} as ${role}`, expected, send, world.ids, unknown);
    }
  });

  it.each(Object.entries(EVENTS))('socket %s', async (event, row) => {
    const world = await buildWorld(row.live ?? 'poll', row.question === true);
    const unknown = unknownIds(world.ids);
    for (const role of ROLES) {
      const expected = row.expect[role];
      const token = world.tokens[role];
      if (token === null) {
        expect({ role, refused: await refusedAtHandshake(connect(baseUrl, 'no-token')) }).toEqual({ role, refused: true });
        continue;
      }
      const socket = connect(baseUrl, token);
      sockets.push(socket);
      const send = async (ids: Ids): Promise<Answer> => {
        const ack = await emitWithAck<{ ok: boolean; error?: { statusCode: number } }>(socket, event, row.payload(ids));
        return { status: ack.ok ? 200 : (ack.error?.statusCode ?? 500), body: ack.ok ? null : ack.error };
      };
      await check(`${event} as ${role}`, expected, send, world.ids, unknown);
    }
  });

  async function check(label: string, expected: Expected, send: (ids: Ids) => Promise<Answer>, ids: Ids, unknown: Ids): Promise<void> {
    if (expected === 'asUnknownIds') {
      const head = await t.storage.eventStore.headPosition();
      const actual = await send(ids);
      const forUnknown = await send(unknown);
      expect({ label, status: actual.status, body: withPlaceholders(actual.body, ids) }).toEqual({ label, status: forUnknown.status, body: withPlaceholders(forUnknown.body, unknown) });
      expect({ label, written: await writtenByCallersSince(head) }).toEqual({ label, written: [] });
      return;
    }
    const { status, body } = await send(ids);
    const wanted = expected === 'unauthenticated' ? 401 : expected === 'forbidden' ? 403 : expected.status;
    expect({ label, status, ...(status !== wanted && { body }) }).toEqual({ label, status: wanted });
  }

  /**
   * Events a request wrote since `head`. Not a request's doing: the clock's own steps (a quiz question of an earlier row
   * timing out) and the chat's notes that someone's connection closed or came back (earlier rows' sockets).
   */
  async function writtenByCallersSince(head: number): Promise<string[]> {
    const events = await t.storage.eventStore.readAll(head, 1_000);
    return events
      .filter((event) => event.metadata.actor.kind !== 'system' && !CONNECTION_NOTES.has(event.type))
      .map((event) => `${event.type} by ${event.metadata.actor.kind}`);
  }

  async function request(key: RouteKey, row: Row, ids: Ids, token: string | null): Promise<Answer> {
    const [method, pattern] = key.split(' ') as [string, string];
    const path = pattern.replace(/:(\w+)/g, (_match, name: string) => paramValue(name, pattern, row, ids));
    const call = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
    if (token) call.set(bearer(token));
    if (row.query) call.query(typeof row.query === 'function' ? row.query(ids) : row.query);
    const file = await row.file?.();
    for (const [name, value] of Object.entries(file ? (row.fields?.(ids) ?? {}) : {})) call.field(name, value);
    const response = file ? await call.attach('file', file.bytes, file.filename) : row.body ? await call.send(row.body(ids) as object) : await call;
    return { status: response.status, body: response.body as unknown };
  }

  async function buildWorld(live: SlideKind, question = false): Promise<World> {
    const owner = await buildDeck((await registerPresenter(t.http)).token, live);
    return {
      ids: question ? { ...owner.ids, questionId: await askQuestion(owner.ids) } : owner.ids,
      tokens: {
        owner: owner.token,
        otherPresenter: elsewhere.otherPresenter,
        guest: elsewhere.guest,
        audienceOfThisSession: await join(owner.ids.accessCode),
        audienceOfAnotherSession: elsewhere.audienceOfAnotherSession,
        noToken: null,
      },
    };
  }

  /** A presenter's deck with one slide of each kind the rows name, an option, a hint and an embed, live on `live`. */
  async function buildDeck(token: string, live: SlideKind): Promise<{ token: string; ids: Ids }> {
    const auth = bearer(token);
    const userId = (await t.http.get('/api/users/get-profile').set(auth).expect(200)).body.id as string;
    const presentationId = (await t.http.post('/api/presentation').set(auth).send({ name: 'Matrix deck' }).expect(201)).body.id as string;
    await t.http.patch(`/api/presentation/${presentationId}/settings`).set(auth).send({ teamPlay: true, teamCount: 2, qnaAllSlide: true, isEnableChat: true }).expect(200);
    const add = async (body: object) => (await t.http.post('/api/slide/create').set(auth).send({ presentationId, ...body }).expect(201)).body as DeckSlide;
    const poll = await add({ type: 'poll', options: [{ title: 'Yes' }, { title: 'No' }] });
    const wordCloud = await add({ type: 'wordCloud' });
    const youtube = await add({ type: 'youtube' });
    const quiz = await add({ type: 'pickAnswer', options: [{ title: 'Paris', correct: true }, { title: 'Rome' }] });
    const ideas = await add({ type: 'ideas' });
    const spinnerWheel = await add({ type: 'spinnerWheel', options: [{ title: 'Ada' }, { title: 'Grace' }] });
    const deck = (await t.http.get(`/api/presentation/${presentationId}`).set(auth).expect(200)).body as { accessCode: string; slides: DeckSlide[] };
    const leaderboard = deck.slides.find((slide) => slide.type === 'leaderboard')!;
    const hint = (await t.http.post('/api/hint').set(auth).send({ slideId: quiz.id, text: 'A hint' }).expect(201)).body as { id: string };
    await t.http.post(`/api/slide/embed/${youtube.id}`).set(auth).send({ attributes: { embedSrc: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } }).expect(201);
    const slides = { poll: poll.id, wordCloud: wordCloud.id, quiz: quiz.id, leaderboard: leaderboard.id, youtube: youtube.id, ideas: ideas.id, spinnerWheel: spinnerWheel.id };
    const remoteAccessCode = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string;
    const image = await t.http.post('/api/upload/image/').set(auth).attach('file', await photoWithExif(32, 32), 'deck.jpg').expect(201);
    const audio = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', silentWav(0.05), 'deck.wav').expect(201);
    const started = await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: slides[live] }).expect(200);
    const folder = await t.http.post('/api/folder').set(auth).send({ folderName: 'Matrix folder' }).expect(201);
    const collaborator = await registerPresenter(t.http);
    await t.http.post(`/api/folder/${folder.body.folder.folderId as string}/collaborators`).set(auth).send({ emails: [collaborator.user.email] }).expect(201);
    const theme = await t.http.post('/api/presentation-themes').set(auth).send({ themeName: 'Matrix theme', textColour: '#111111', baseColour: '#ffffff' }).expect(201);
    return {
      token,
      ids: {
        userId,
        presentationId,
        sessionId: started.body.sessionId as string,
        accessCode: deck.accessCode,
        slides,
        optionId: poll.options[0]!.id,
        hintId: hint.id,
        remoteAccessCode,
        imageId: image.body.id as string,
        audioFile: (audio.body.url as string).split('/').at(-1)!,
        questionId: randomUUID(),
        folderId: folder.body.folder.folderId as string,
        collaboratorId: collaborator.user.id,
        collaboratorEmail: collaborator.user.email,
        themeId: theme.body.id as string,
      },
    };
  }

  /** A question asked in the session by someone else, once the live Q&A holds it. */
  async function askQuestion(ids: Ids): Promise<string> {
    const asker = connect(baseUrl, await join(ids.accessCode));
    sockets.push(asker);
    await once(asker, 'session:state');
    const questionId = randomUUID();
    expect(await emitWithAck(asker, 'qna:ask', { questionId, text: 'Who asked?' })).toMatchObject({ ok: true });
    const qna = await t.app.get(SessionQnaViews).entry(ids.sessionId);
    await waitUntil(() => qna.state.questions.has(questionId));
    return questionId;
  }

  async function join(accessCode: string): Promise<string> {
    return (await t.http.post('/api/audience/join').send({ accessCode, name: 'Phone' }).expect(200)).body.token as string;
  }
});

function paramValue(name: string, pattern: string, row: Row, ids: Ids): string {
  switch (name) {
    case 'id':
    case 'presentationId':
      return ids.presentationId;
    case 'slideId':
      return ids.slides[row.slide ?? 'poll'];
    case 'optionId':
      return ids.optionId;
    case 'hintId':
      return ids.hintId;
    case 'imageId':
      return ids.imageId;
    case 'size':
      return 'thumbnail';
    case 'audioFile':
      return ids.audioFile;
    case 'liveSessionId':
    case 'sessionId':
      return ids.sessionId;
    case 'token':
      return 'unknown-share-token-0000000000000';
    case 'shareCode':
      return 'nosuchcode';
    case 'accessCode':
      return ids.accessCode;
    case 'userId':
      return ids.userId;
    case 'remoteAccessCode':
      return ids.remoteAccessCode;
    case 'revision':
      return '1';
    case 'folderId':
      return ids.folderId;
    case 'accountId':
      // A personal folder's account is its owner's own id; a team account is a team nobody here is in.
      return pattern.startsWith('/api/account-folder/') ? ids.userId : UNKNOWN_TEAM_ID;
    case 'invitationId':
      return UNKNOWN_TEAM_ID;
    case 'exportId':
      return UNKNOWN_EXPORT_ID;
    case 'participantId':
      return UNKNOWN_PARTICIPANT_ID;
    case 'memberId':
      return ids.userId;
    case 'themeId':
      return ids.themeId;
    default:
      throw new Error(`The matrix has no value for :${name}`);
  }
}

/** The same world with every id swapped for one nobody has. */
function unknownIds(ids: Ids): Ids {
  const slides = Object.fromEntries(Object.keys(ids.slides).map((kind) => [kind, randomUUID()])) as unknown as Ids['slides'];
  return {
    userId: randomUUID(),
    presentationId: randomUUID(),
    sessionId: randomUUID(),
    accessCode: ids.accessCode,
    slides,
    optionId: randomUUID(),
    hintId: randomUUID(),
    remoteAccessCode: ids.remoteAccessCode,
    imageId: randomUUID().replaceAll('-', ''),
    audioFile: `${randomUUID().replaceAll('-', '')}.wav`,
    questionId: randomUUID(),
    folderId: randomUUID(),
    collaboratorId: randomUUID(),
    collaboratorEmail: ids.collaboratorEmail,
    themeId: randomUUID(),
  };
}

/** The body with each id of the world named by its role, so answers about different ids compare. */
function withPlaceholders(body: unknown, ids: Ids): unknown {
  let json = JSON.stringify(body ?? null);
  const named: [string, string][] = [
    ['userId', ids.userId],
    ['presentationId', ids.presentationId],
    ['sessionId', ids.sessionId],
    ['optionId', ids.optionId],
    ['hintId', ids.hintId],
    ['imageId', ids.imageId],
    ['questionId', ids.questionId],
    ['folderId', ids.folderId],
    ['collaboratorId', ids.collaboratorId],
    ['themeId', ids.themeId],
    ...Object.entries(ids.slides).map(([kind, id]): [string, string] => [`slide:${kind}`, id]),
  ];
  for (const [name, id] of named) json = json.replaceAll(id, `<${name}>`);
  return JSON.parse(json);
}

function refusedAtHandshake(socket: Socket): Promise<boolean> {
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve(false);
    });
    socket.once('connect_error', () => resolve(true));
  });
}
