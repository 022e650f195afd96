/**
 * Every switch the editor's Settings panel renders, with what it does that someone can see, and the test level
 * that watches it: 'server' rows run in test/api/settings-switches.api.int.spec.ts against the real server,
 * 'screen' rows in client/src/features/editor/settings/settings-switches.spec.tsx on the real screens. The
 * client spec enumerates the switches the panel renders and fails for one without a row here (or a row for
 * one it no longer renders); each spec fails for a row of its level without a check.
 */
type Level = 'server' | 'screen';
type Row = { readonly effect: string; readonly checkedOn: readonly Level[] };

export const SWITCH_EFFECTS = {
  // Participant information
  isAudienceAdmission: { effect: 'a required participant field must be filled in to join', checkedOn: ['server'] },
  showEmojiAvatar: { effect: 'the join page offers the avatar picker', checkedOn: ['server', 'screen'] },
  // How the audience takes part
  isReactionEnabled: { effect: 'phones get the reactions bar and reactions are counted; off, they are refused', checkedOn: ['server', 'screen'] },
  isEnableChat: { effect: 'phones get the chat and may send to it; off, a message is refused', checkedOn: ['server', 'screen'] },
  audiencePacing: { effect: 'an answer to a slide that is not on screen is taken', checkedOn: ['server'] },
  privateMode: { effect: 'nobody can join, answer or react; the join page and the presenter say so', checkedOn: ['server', 'screen'] },
  filteringProfanity: { effect: 'swear words stay out of the word cloud', checkedOn: ['server'] },
  isModerationMode: {
    effect: 'open-ended and word cloud answers show only once the presenter approves them',
    checkedOn: ['server', 'screen'],
  },
  areSlideOptionsShuffling: { effect: 'each phone lists a slide’s options in its own stable order', checkedOn: ['server', 'screen'] },
  // Quiz
  enableQuizCountdown: { effect: 'a question opens with the 5-second countdown; off, at once', checkedOn: ['server'] },
  isEnableQuizMusic: { effect: 'the quiz music plays on the presenting screen (with its mute control)', checkedOn: ['server', 'screen'] },
  manualRevealCorrectAnswers: { effect: 'a question that ends keeps its answers hidden until the presenter reveals them', checkedOn: ['server'] },
  teamPlay: { effect: 'people join a team and the quiz scores teams', checkedOn: ['server'] },
  // Q&A
  qnaAllSlide: { effect: 'phones offer Q&A, and a question is taken, while a slide other than Q&A is on screen', checkedOn: ['server', 'screen'] },
  qnaAnonymous: { effect: 'phones say questions go without a name, and the presenter sees one without it', checkedOn: ['server', 'screen'] },
  qnaAudienceShowAll: { effect: 'a phone lists another person’s question that is not approved yet', checkedOn: ['server'] },
  // Display
  showHyperLink: { effect: 'phones list the slide’s links to open', checkedOn: ['server', 'screen'] },
  hideInstructionBar: { effect: 'the join instructions leave the presenting screen', checkedOn: ['screen'] },
  hideIntroBarDocument: { effect: 'the join instructions leave document slides (PDF, PowerPoint, Google Slides)', checkedOn: ['screen'] },
  enableCopySlideNote: { effect: 'phones show the slide notes with a Copy button', checkedOn: ['server', 'screen'] },
} as const satisfies Record<string, Row>;

export type SwitchKey = keyof typeof SWITCH_EFFECTS;

/** The switches of one level: a spec's checks are a record over exactly these, so a missing check does not compile. */
export type SwitchesCheckedOn<L extends Level> = {
  [K in SwitchKey]: L extends (typeof SWITCH_EFFECTS)[K]['checkedOn'][number] ? K : never;
}[SwitchKey];

export function switchesCheckedOn(level: Level): SwitchKey[] {
  return (Object.keys(SWITCH_EFFECTS) as SwitchKey[]).filter((key) => {
    const row: Row = SWITCH_EFFECTS[key];
    return row.checkedOn.includes(level);
  });
}
