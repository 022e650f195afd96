import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import type { AudienceMember, SessionEvent } from '../../../../contracts/live/events.js';
import type { LiveEntry, LiveView } from '../../../infrastructure/realtime/live-views/live-view.js';
import { ADMISSION_STREAM_PREFIX, admissionStreamId, sessionStreamId } from '../../../../contracts/live/constants.js';
import { evolveQuizRun, initialQuizRun, type QuizRunState } from '../../domain/quiz-run.js';
import { sessionDecider, type SessionState } from '../../domain/session.decider.js';
import { deckView, type DeckEntry } from './deck.view.js';

export interface SessionView {
  readonly state: SessionState;
  /** Everyone admitted, by audience id. Owned by the entry and only added to, so versions share it. */
  readonly members: Map<string, AudienceMember>;
  /** The quiz side of the session (stage, asked questions), folded from the same stream. */
  readonly quiz: QuizRunState;
  /** Per admission stream: members per team admitted there (what each node's teams count). Owned like members. */
  readonly admissionTeams: Map<string, Record<string, number>>;
  /** Per stream folded (the session's and each node's admissions): the last revision folded. Owned like members. */
  readonly revisions: Map<string, number>;
}

/** A session's entry comes with its deck's (context), so whoever reacts to it has both at hand. */
export type SessionEntry = LiveEntry<SessionView, DeckEntry>;

/** A stopped session's entries stay in memory this long (results screens, GET), then are read again if asked for. */
export const KEEP_AFTER_STOP_MS = 10 * 60_000;

export const sessionEnded = (event: RecordedEvent): boolean => event.type === 'SessionStopped';

const SESSION_STREAM_PREFIX = 'session-';

/**
 * What each session looks like: its `session-{sessionId}` stream with the admissions every node wrote to its
 * `admissions-{sessionId}-{nodeId}` stream (the nodes the session stream's leases name); every session from
 * its first event on.
 */
export const sessionView: LiveView<SessionView, DeckEntry> = {
  name: 'session',
  maxEntries: 10_000,
  keyOf: (event) => {
    if (event.streamId.startsWith(SESSION_STREAM_PREFIX)) return event.streamId;
    if (event.streamId.startsWith(ADMISSION_STREAM_PREFIX)) return sessionStreamId((event.data as { sessionId: string }).sessionId);
    return null;
  },
  load: async (streamId, source) => {
    let view = (await source.streamOfMany(streamId)).reduce(evolveSessionView, initialSessionView());
    const { state } = view;
    if (state.status === 'none') return view;
    for (const nodeId of Object.keys(state.seatsLeased)) {
      view = (await source.streamOfMany(admissionStreamId(state.sessionId, nodeId))).reduce(evolveSessionView, view);
    }
    return view;
  },
  evolve: evolveSessionView,
  context: { view: deckView, keyOf: (_sessionStreamId, view) => (view.state.status === 'none' ? null : view.state.presentationId) },
  loadOnEvent: true,
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};

/** Team sizes of the session less those of one admission stream: what other nodes admitted. */
export function teamSizesElsewhere(view: SessionView, admissionStream: string): Record<string, number> {
  const own = view.admissionTeams.get(admissionStream) ?? {};
  const state = view.state;
  if (state.status === 'none') return {};
  return Object.fromEntries(Object.entries(state.teamSizes).map(([teamId, size]) => [teamId, size - (own[teamId] ?? 0)]));
}

export function initialSessionView(): SessionView {
  return { state: sessionDecider.initialState, members: new Map(), quiz: initialQuizRun, admissionTeams: new Map(), revisions: new Map() };
}

function evolveSessionView(view: SessionView, event: RecordedEvent): SessionView {
  // A load's reads and the feed may both bring an event: each stream's is folded once.
  if (event.revision <= (view.revisions.get(event.streamId) ?? -1)) return view;
  view.revisions.set(event.streamId, event.revision);
  const sessionEvent = event as unknown as SessionEvent;
  if (sessionEvent.type === 'AudienceAdmitted') {
    const { audienceId, name, emoji, fields, teamId } = sessionEvent.data;
    view.members.set(audienceId, { audienceId, name, emoji, fields, ...(teamId !== undefined && { teamId }) });
    if (teamId !== undefined && event.streamId.startsWith(ADMISSION_STREAM_PREFIX)) {
      const teams = view.admissionTeams.get(event.streamId) ?? {};
      teams[teamId] = (teams[teamId] ?? 0) + 1;
      view.admissionTeams.set(event.streamId, teams);
    }
  }
  return { ...view, state: sessionDecider.evolve(view.state, sessionEvent), quiz: evolveQuizRun(view.quiz, event) };
}
