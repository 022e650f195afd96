import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { deckView } from '../../live/application/live-views/deck.view.js';
import { resultsView, type SessionResults } from '../../live/application/live-views/results.view.js';
import { initialSessionView, sessionView, type SessionView } from '../../live/application/live-views/session.view.js';
import { leaderboardView } from '../../quiz/application/leaderboard.view.js';

/**
 * A session as the live views held it after some event: the deck, the session (live slide, members, quiz),
 * its results and its leaderboard, each folded by the live view's own `evolve`: replay has no fold of its own.
 */
export interface ReplayState {
  readonly deck: DeckDocument | null;
  readonly session: SessionView;
  readonly results: SessionResults;
  readonly leaderboard: LeaderboardDocument | null;
}

export function initialReplayState(): ReplayState {
  return {
    deck: null,
    session: initialSessionView(),
    results: { slides: new Map(), reactions: null },
    leaderboard: null,
  };
}

/**
 * The next state. The session view adds members to its map and the results view changes its container in
 * place, as they do live; `detachReplayState` gives a copy that later folds leave alone.
 */
export function foldReplay(state: ReplayState, event: RecordedEvent, sessionId: string, presentationId: string): ReplayState {
  const deck = deckView.keyOf(event) === presentationId ? deckView.evolve(state.deck, event) : state.deck;
  const session = sessionView.keyOf(event) === sessionStreamId(sessionId) ? sessionView.evolve(state.session, event) : state.session;
  const results = resultsView.keyOf(event) === sessionId ? resultsView.evolve(state.results, event) : state.results;
  const leaderboard = leaderboardView.keyOf(event) === sessionId ? leaderboardView.evolve(state.leaderboard, event) : state.leaderboard;
  return { deck, session, results, leaderboard };
}

/** A copy of the parts the folds change in place (the rest are immutable documents, shared). */
export function detachReplayState(state: ReplayState): ReplayState {
  return {
    deck: state.deck,
    session: {
      ...state.session,
      members: new Map(state.session.members),
      admissionTeams: new Map([...state.session.admissionTeams].map(([stream, teams]) => [stream, { ...teams }])),
      revisions: new Map(state.session.revisions),
    },
    results: { slides: new Map(state.results.slides), reactions: state.results.reactions },
    leaderboard: state.leaderboard,
  };
}
