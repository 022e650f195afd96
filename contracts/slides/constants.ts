/** Limits, defaults and user-facing texts of deck authoring (spec doc 2 §3, §5, §8, §9). */

export const MAX_SLIDES_PER_PRESENTATION = 500;
export const MAX_SLIDE_OPTIONS = 8;
/** Doc 2 §9 gives both 7 and 10 for correct order; the slide picker's 10 is the one presenters meet. */
export const MAX_CORRECT_ORDER_OPTIONS = 10;
/** Doc 2 §9: the spinner wheel holds far more entries than a question. */
export const MAX_SPINNER_WHEEL_OPTIONS = 5000;

export const IDEAS_MIN_VOTES = 1;
export const IDEAS_MAX_VOTES = 20;
export const IDEAS_DEFAULT_VOTES = 3;
/** Doc 2 §5: other multi-select types allow at least 2 choices. */
export const MIN_LIMIT_CHOICE = 2;

/** Doc 2 §3 default titles. */
export const DEFAULT_QUESTION_TITLE = 'Click to add question';
export const DEFAULT_HEADING_TITLE = 'Click to add heading';
export const DEFAULT_LEADERBOARD_TITLE = 'Leaderboard';
export const DEFAULT_CONTENT_TEXT = 'Click to add content';
/** Texts a slide or canvas block shows until the presenter writes something (doc 3 §5). */
export const PLACEHOLDER_TEXTS: readonly string[] = [
  DEFAULT_QUESTION_TITLE,
  DEFAULT_HEADING_TITLE,
  DEFAULT_CONTENT_TEXT,
  'Click to add text',
  'Click to add subheading',
  'Click to add caption',
];

/** Doc 2 §3 "Blank slide style". */
export const BLANK_SLIDE_STYLE = { textColour: '#313131', baseColour: '#ffffff', visibility: 20 } as const;

/** Doc 2 §5 option defaults. */
export const DEFAULT_EMPTY_OPTION_COUNT = 3;
export const VOICE_QUESTION_OPTION_TITLES: readonly string[] = ['Your name', 'Your sitting area'];

/** Doc 2 §5 categorise: a new slide starts with two empty categories. */
export const DEFAULT_CATEGORY_COUNT = 2;
/** The spec keeps category options "within a maximum length" without giving it. */
export const CATEGORY_OPTION_MAX_LENGTH = 100;
export const MAX_CATEGORIES = 8;
export const MAX_CATEGORY_OPTIONS = 20;

/** Doc 2 §9 spinner wheel. */
export const SPINNER_MIN_DURATION_SECONDS = 5;
export const SPINNER_MAX_DURATION_SECONDS = 1200;
export const SPINNER_DEFAULT_DURATION_SECONDS = 10;
export const SPINNER_DEFAULT_SPINS = 7;

/**
 * The spec gives no quiz timer; a live quiz needs one. 5 s to 20 min, 30 s by default.
 */
export const QUIZ_MIN_TIME_LIMIT_SECONDS = 5;
export const QUIZ_MAX_TIME_LIMIT_SECONDS = 1200;
export const QUIZ_DEFAULT_TIME_LIMIT_SECONDS = 30;

/** Lengths the spec leaves open, bounded so one slide stays a small document. */
export const SLIDE_TITLE_MAX_LENGTH = 1000;
export const RICH_TEXT_MAX_LENGTH = 20_000;
export const OPTION_TITLE_MAX_LENGTH = 500;
export const URL_MAX_LENGTH = 2048;
export const MAX_CANVAS_BLOCKS = 100;
export const MAX_HINTS_PER_SLIDE = 10;
export const MAX_TYPE_ANSWERS = 20;

/** Doc 2 §8 and §5: the spec's own messages. */
export const MESSAGES = {
  tooManyOptions: 'There are already too many options. Please remove some to make room for new ones.',
  slideLimitReached: 'Presentation has reached slide limit number.',
  addSlideFailed: 'Cannot add this slide to current presentation. Please try again',
  slideAdded: 'Slide added successfully',
  presentationNotFound: 'Presentation not found',
  slideNotFound: 'Slide not found',
  optionNotFound: 'Slide option not found',
  hintNotFound: 'Hint not found',
  notOwner: 'Only the owner of this presentation can edit it',
  invalidEmbedSrc: 'Please enter a valid link',
  noOptionsForType: 'This slide type has no options',
  noHintsForType: 'Hints are only available on quiz slides',
  noEmbedForType: 'This slide type cannot embed a link',
  tooManyHints: 'This slide already has the maximum number of hints',
  tooManyParticipantFields: 'There are already too many participant fields.',
} as const;

/** Doc 2 §7: the embed form shows its error under this key. */
export const EMBED_SRC_ERROR_PATH = 'errors.embedSrc';
