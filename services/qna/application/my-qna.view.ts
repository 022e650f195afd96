import type { QnaParticipantEvent } from '../../../contracts/qna/events.js';
import { streamView } from '../../infrastructure/realtime/live-views/stream-view.js';
import { qnaParticipantDecider, type QnaParticipantState } from '../domain/qna-participant.decider.js';

/**
 * Each person's own asking and voting, per `participant-{sessionId}-{audienceId}` stream, as their decider
 * folds it: what a (re)subscribing phone shows as its own votes.
 */
export const myQnaView = streamView<QnaParticipantState>({
  name: 'qna-participant',
  streamPrefix: 'participant-',
  initialState: qnaParticipantDecider.initialState,
  evolve: (state, event) => qnaParticipantDecider.evolve(state, event as unknown as QnaParticipantEvent),
  maxEntries: 20_000,
});
