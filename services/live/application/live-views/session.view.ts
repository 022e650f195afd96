import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import type { AudienceMember, SessionEvent } from '../../../../contracts/live/events.js';
import type { LiveEntry, LiveView } from '../../../infrastructure/realtime/live-views/live-view.js';
import { streamView } from '../../../infrastructure/realtime/live-views/stream-view.js';
import { evolveQuizRun, initialQuizRun, type QuizRunState } from '../../domain/quiz-run.js';
import { sessionDecider, type SessionState } from '../../domain/session.decider.js';
import { deckView, type DeckEntry } from './deck.view.js';

export interface SessionView {
  readonly state: SessionState;
  /** Everyone admitted, by audience id. Owned by the entry and only added to, so versions share it. */
  readonly members: Map<string, AudienceMember>;
  /** The quiz side of the session (stage, asked questions), folded from the same stream. */
  readonly quiz: QuizRunState;
}

/** A session's entry comes with its deck's (context), so whoever reacts to it has both at hand. */
export type SessionEntry = LiveEntry<SessionView, DeckEntry>;

/** A stopped session's entries stay in memory this long (results screens, GET), then are read again if asked for. */
export const KEEP_AFTER_STOP_MS = 10 * 60_000;

export const sessionEnded = (event: RecordedEvent): boolean => event.type === 'SessionStopped';

/** What each session looks like, per `session-{sessionId}` stream; every session from its first event on. */
export const sessionView: LiveView<SessionView, DeckEntry> = {
  ...streamView<SessionView>({
    name: 'session',
    streamPrefix: 'session-',
    initialState: { state: sessionDecider.initialState, members: new Map(), quiz: initialQuizRun },
    evolve: evolveSessionView,
    maxEntries: 10_000,
  }),
  context: { view: deckView, keyOf: (_sessionStreamId, view) => (view.state.status === 'none' ? null : view.state.presentationId) },
  loadOnEvent: true,
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};

function evolveSessionView(view: SessionView, event: RecordedEvent): SessionView {
  const sessionEvent = event as unknown as SessionEvent;
  // A new map for the first event keeps the initial value untouched for other streams.
  const members = event.revision === 0 ? new Map<string, AudienceMember>() : view.members;
  if (sessionEvent.type === 'AudienceAdmitted') {
    const { audienceId, name, emoji, fields, teamId } = sessionEvent.data;
    members.set(audienceId, { audienceId, name, emoji, fields, ...(teamId !== undefined && { teamId }) });
  }
  return { state: sessionDecider.evolve(view.state, sessionEvent), members, quiz: evolveQuizRun(view.quiz, event) };
}
