/** Q&A (spec doc 2 §3 "Q&A question", §4 "Q&A counting"): limits and the messages the audience reads. */

/** Longest question, in characters after trimming. */
export const QUESTION_MAX_LENGTH = 300;

/**
 * Questions one person may have open (neither answered nor dismissed) at once, unless the server is told
 * otherwise (QNA_OPEN_QUESTIONS_PER_PERSON): enough for anyone with something to ask, too few to flood the list.
 */
export const DEFAULT_OPEN_QUESTIONS_PER_PERSON = 5;

/** The presenter's list is updated at most 10 times a second, as results are (doc 2 §9). */
export const QNA_BROADCAST_INTERVAL_MS = 100;

/** A phone follows at most this many questions per order (Top, Recent), beside its own and the pinned ones. */
export const AUDIENCE_QUESTION_WINDOW = 30;

export const QNA_MESSAGES = {
  notOnQnaSlide: 'Questions can be asked while a Q&A slide is on screen.',
  ownQuestion: 'You cannot upvote your own question.',
  unknownQuestion: 'This question is no longer available.',
  enterQuestion: 'Type your question first.',
  tooManyOpen: (limit: number) =>
    limit === 1
      ? 'You already have a question waiting for an answer. You can ask another once it has been answered or dismissed.'
      : `You already have ${limit} questions waiting for an answer. You can ask another once one of them has been answered or dismissed.`,
} as const;

export type QuestionOrder = 'top' | 'recent';
