import type { QuestionStatus } from '../../contracts/qna/question.js';

/**
 * One question of one session, a document of its own: a vote changes one small document, not a list of
 * thousands (2,000 questions and 50,000 votes a minute).
 */
export type QnaQuestionDocument = {
  readonly id: string;
  readonly kind: 'question';
  readonly sessionId: string;
  readonly presentationId: string;
  readonly questionId: string;
  /** Who asked: stays on the server (screens get the name, or none). */
  readonly audienceId: string;
  readonly name: string | null;
  readonly text: string;
  readonly slideId: string | null;
  readonly createdAt: string;
  readonly status: QuestionStatus;
  readonly pinned: boolean;
  readonly answered: boolean;
  readonly answeredTimestamp: string | null;
  readonly voteCount: number;
  /** Global position of the last event folded in; lets a live fold resume from a stored document. */
  readonly lastPosition: number;
  [key: string]: unknown;
};

/** The session's own Q&A state: which question the presenter put on screen. */
export type QnaSessionDocument = {
  readonly id: string;
  readonly kind: 'session';
  readonly sessionId: string;
  readonly highlightedQuestionId: string | null;
  readonly lastPosition: number;
  [key: string]: unknown;
};

export type QnaDocument = QnaQuestionDocument | QnaSessionDocument;

export const qnaQuestionDocumentId = (sessionId: string, questionId: string) => `${sessionId}:${questionId}`;
