import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../../contracts/live/constants.js';
import type { ParticipantEvent } from '../../../../contracts/live/events.js';
import { foldLiveResults } from '../../../../projections/live-results/fold-live-results.js';
import type { LiveResultsDocument } from '../../../../projections/live-results/live-results.document.js';
import { liveResultsProjection, toLiveResultsEvent } from '../../../../projections/live-results/live-results.projection.js';
import type { ReactionCounts } from '../../../../contracts/live/results.js';
import { emptyReactionCounts, foldReaction, liveReactionsProjection, type LiveReactionsDocument } from '../../../../projections/live-results/reactions.projection.js';
import type { LiveEntry, LiveView } from '../../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from './session.view.js';

/** A session's results. The entry's own container, changed in place: a copy per answer would only be garbage. */
export interface SessionResults {
  /** Per slide; each document is a new object when it changes (presented results are cached per document). */
  readonly slides: Map<string, LiveResultsDocument>;
  reactions: LiveReactionsDocument | null;
}

/** Results come with their session (and its deck): what a broadcast of them needs. */
export type ResultsEntry = LiveEntry<SessionResults, SessionEntry>;

const FOLDED = new Set(['AnswerSubmitted', 'WordCloudWordRemoved', 'WordCloudWordsGrouped', 'AnswerApproved', 'AnswerRejected', 'ReactionSent', 'SessionStopped']);

/**
 * Live results per session, with the same pure folds the persisted read models use (the projection
 * runner flushes those in batches): loaded from the read models, then folded from the feed. Nothing is
 * recomputed by scanning events.
 */
export const resultsView: LiveView<SessionResults, SessionEntry> = {
  name: 'results',
  maxEntries: 1_000,
  keyOf: (event) => (FOLDED.has(event.type) ? (event.data as { sessionId: string }).sessionId : null),
  load: async (sessionId, source) => {
    const documents = await source.documents<LiveResultsDocument>(liveResultsProjection.name, { where: { sessionId } });
    return {
      slides: new Map(documents.map((document) => [document.slideId, document])),
      reactions: await source.document<LiveReactionsDocument>(liveReactionsProjection.name, sessionId),
    };
  },
  evolve: foldSessionResults,
  context: { view: sessionView, keyOf: (sessionId) => sessionStreamId(sessionId) },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};

/** A copy of the session's reaction counts, to send. */
export function reactionCounts(results: SessionResults): ReactionCounts {
  return { ...(results.reactions?.counts ?? emptyReactionCounts()) };
}

/** Each document skips what it already holds: a read model can be ahead of the feed. */
function foldSessionResults(results: SessionResults, event: RecordedEvent): SessionResults {
  if (event.type === 'SessionStopped') return results;
  if (event.type === 'ReactionSent') {
    if (results.reactions && event.position <= results.reactions.lastPosition) return results;
    results.reactions = foldReaction(results.reactions, (event as unknown as Extract<ParticipantEvent, { type: 'ReactionSent' }>).data, event.position);
    return results;
  }
  const { slideId } = event.data as { slideId: string };
  const current = results.slides.get(slideId) ?? null;
  if (current && event.position <= current.lastPosition) return results;
  const next = foldLiveResults(current, toLiveResultsEvent(event));
  if (next) results.slides.set(slideId, next);
  return results;
}
