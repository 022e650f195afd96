import type { QnaQuestion, QnaSettings } from './question.js';

/** Q&A on the live socket (same connection and auth as contracts/live/socket-protocol.ts). */
export const QNA_SOCKET_EVENTS = {
  // audience -> server (acked, rate limited per socket)
  ask: 'qna:ask',
  upvote: 'qna:upvote',
  // presenter -> server (acked)
  moderate: 'qna:moderate',
  // either -> server (acked): start or stop following the list; subscribing answers with the list
  subscribe: 'qna:subscribe',
  unsubscribe: 'qna:unsubscribe',
  // server -> audience socket on connect and to the audience room when the switches change
  settings: 'qna:settings',
  // server -> subscribed phones (throttled): the list a phone shows
  list: 'qna:list',
  // server -> one audience member: their own questions as they change
  mine: 'qna:mine',
  // server -> presenter room (throttled, at most 10/s): every question that changed
  updated: 'qna:updated',
} as const;

/** What the counting rules give (doc 2 §4): the questions that count, and the one on screen. */
export interface QnaSummary {
  /** Questions that count: answered ones count as approved; with moderation on only approved, non-dismissed ones; without it every non-dismissed one. */
  counted: number;
  /** Waiting for approval (moderation on). */
  pending: number;
  answered: number;
  dismissed: number;
  /** The latest unanswered question that counts. */
  currentQuestionId: string | null;
  /** The question the presenter put on screen, if any (it takes the current question's place). */
  highlightedQuestionId: string | null;
}

/** The presenter's list: every question, each change as it happens (throttled), and the summary. */
export interface PresenterQnaState {
  sessionId: string;
  settings: QnaSettings;
  questions: QnaQuestion[];
  summary: QnaSummary;
}

export interface PresenterQnaUpdate {
  sessionId: string;
  /** Questions that changed since the last update, as they are now. */
  questions: QnaQuestion[];
  summary: QnaSummary;
}

/**
 * What a phone shows: up to AUDIENCE_QUESTION_WINDOW questions by votes and as many by time (the pinned and
 * the highlighted ones always), out of `visible` questions it may see; its own come with 'qna:mine'.
 */
export interface AudienceQnaList {
  sessionId: string;
  settings: QnaSettings;
  questions: QnaQuestion[];
  visible: number;
  currentQuestionId: string | null;
  highlightedQuestionId: string | null;
}

/** One audience member's own questions as they are now (dismissed ones are gone for them too). */
export interface MyQnaState {
  sessionId: string;
  questions: QnaQuestion[];
}

/** The answer to a phone's 'qna:subscribe': the list, its own questions and the questions its vote is on. */
export interface AudienceQnaSnapshot {
  list: AudienceQnaList;
  mine: MyQnaState;
  upvoted: string[];
}

export interface QnaSettingsPayload {
  sessionId: string;
  settings: QnaSettings;
  /** Whether the deck has Q&A at all (a Q&A slide, or Q&A on every slide). */
  available: boolean;
}
