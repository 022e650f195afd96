import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { QnaEvent } from '../../../contracts/qna/events.js';
import { changesQnaSession, foldQnaSession, foldQuestion } from '../../../projections/qna/fold-qna.js';
import type { QnaDocument, QnaQuestionDocument, QnaSessionDocument } from '../../../projections/qna/qna.document.js';
import { QNA_EVENT_TYPES, qnaProjection, toQnaEvent } from '../../../projections/qna/qna.projection.js';
import type { LiveEntry, LiveView } from '../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from '../../live/application/live-views/session.view.js';

/**
 * A session's Q&A in memory: the entry's own container, changed in place (a copy of thousands of questions
 * per vote would only be garbage); each question is a new object when it changes.
 */
export interface SessionQna {
  /** By question id. */
  readonly questions: Map<string, QnaQuestionDocument>;
  /** Each asker's question ids, for their open-question cap and their own list. */
  readonly byAuthor: Map<string, string[]>;
  session: QnaSessionDocument | null;
  /** Counts every change: what is derived from the questions is cached per version. */
  version: number;
}

/** The Q&A comes with its session (and the session's deck): settings and names are at hand. */
export type QnaEntry = LiveEntry<SessionQna, SessionEntry>;

const FOLDED: ReadonlySet<string> = new Set([...QNA_EVENT_TYPES, 'SessionStopped']);

/**
 * Live Q&A per session, with the projection's own folds: loaded from the read model (one document per
 * question), then folded from the feed, skipping what a document already holds.
 */
export const qnaView: LiveView<SessionQna, SessionEntry> = {
  name: 'qna',
  maxEntries: 1_000,
  keyOf: (event) => (FOLDED.has(event.type) ? (event.data as { sessionId: string }).sessionId : null),
  load: async (sessionId, source) => {
    const documents = await source.documents<QnaDocument>(qnaProjection.name, { where: { sessionId } });
    const qna: SessionQna = { questions: new Map(), byAuthor: new Map(), session: null, version: 0 };
    for (const document of documents) {
      if (document.kind === 'session') qna.session = document;
      else addQuestion(qna, document);
    }
    return qna;
  },
  evolve: foldSessionQna,
  context: { view: sessionView, keyOf: (sessionId) => sessionStreamId(sessionId) },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};

function addQuestion(qna: SessionQna, question: QnaQuestionDocument): void {
  qna.questions.set(question.questionId, question);
  const mine = qna.byAuthor.get(question.audienceId);
  if (mine) mine.push(question.questionId);
  else qna.byAuthor.set(question.audienceId, [question.questionId]);
}

function foldSessionQna(qna: SessionQna, event: RecordedEvent): SessionQna {
  if (event.type === 'SessionStopped') return qna;
  const qnaEvent = toQnaEvent(event);
  if (changesQnaSession(event.type)) {
    if (qna.session && event.position <= qna.session.lastPosition) return qna;
    qna.session = foldQnaSession(qna.session, qnaEvent);
    qna.version += 1;
    return qna;
  }
  const questionId = (event.data as QnaEvent['data'] & { questionId: string }).questionId;
  const current = qna.questions.get(questionId) ?? null;
  if (current && event.position <= current.lastPosition) return qna;
  const next = foldQuestion(current, qnaEvent);
  if (!next || next === current) return qna;
  if (current) qna.questions.set(questionId, next);
  else addQuestion(qna, next);
  qna.version += 1;
  return qna;
}
