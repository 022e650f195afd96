/** Spec doc 2 §3 / §9 and doc 3 §9: live running constants. */
export const REACTIONS = ['like', 'heart', 'laugh', 'wow', 'sad'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** At most 10 result updates per second per slide; word clouds once a second (doc 2 §9). */
export const RESULTS_BROADCAST_INTERVAL_MS = 100;
export const WORD_CLOUD_BROADCAST_INTERVAL_MS = 1_000;

/** Word cloud words: trimmed, lower-cased, cut to 25 characters; 500 shown; sizes 16 to 90 (doc 2 §5). */
export const WORD_MAX_LENGTH = 25;
export const WORDS_SHOWN = 500;
export const WORD_SIZE_MIN = 16;
export const WORD_SIZE_MAX = 90;

export const OPEN_ENDED_MAX_LENGTH = 1_000;
export const DEFAULT_EMOJI = '🙂';

export const SESSION_FULL_MESSAGE = 'This session is full. The presenter’s plan allows no more participants.';
export const ALREADY_ANSWERED_MESSAGE = 'You have already answered this question.';
/** Spec doc 2 §2: a word cloud answer is one or two words. */
export const WORDS_PER_ENTRY_MESSAGE = 'Each answer can be one or two words.';
/** Spec doc 2 §3 privateMode: the presenter has turned off the audience's part. */
export const PRIVATE_MODE_MESSAGE = 'This presentation is private right now. The presenter has turned off joining and answering.';
export const NOT_LIVE_MESSAGE = 'This presentation is not live right now. Ask the presenter to start presenting.';
export const SUBMISSIONS_CLOSED_MESSAGE = 'Submissions are closed for this question.';
export const NOT_ACTIVE_SLIDE_MESSAGE = 'This question is no longer on screen.';
export const WORD_REMOVAL_NOT_ALLOWED_MESSAGE = 'Words cannot be removed while smart grouping is on.';

export const sessionStreamId = (sessionId: string) => `session-${sessionId}`;
/** One per presentation: which live session runs, so two "present" clicks can never start two sessions. */
export const presentingStreamId = (presentationId: string) => `presenting-${presentationId}`;
/** Each audience member writes only to their own stream: thousands answering never contend (DESIGN.md hot path). */
export const participantStreamId = (sessionId: string, audienceId: string) => `participant-${sessionId}-${audienceId}`;
/** Where one node admits people to a session, against the seats it leased (SeatsLeased on the session stream). */
export const admissionStreamId = (sessionId: string, nodeId: string) => `admissions-${sessionId}-${nodeId}`;
export const ADMISSION_STREAM_PREFIX = 'admissions-';
