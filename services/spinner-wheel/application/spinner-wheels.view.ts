import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { SPINNER_WHEEL_EVENT_TYPES } from '../../../contracts/spinner-wheel/events.js';
import type { LiveEntry, LiveView } from '../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from '../../live/application/live-views/session.view.js';
import { evolveWheels, type Wheels } from '../domain/wheel.js';

/** A session's wheels come with the session (and its deck): what drawing them needs. */
export type WheelsEntry = LiveEntry<Wheels, SessionEntry>;

const FOLDED = new Set<string>([...SPINNER_WHEEL_EVENT_TYPES, 'SessionStopped']);
const NO_WHEELS: Wheels = new Map();

const foldWheels = (wheels: Wheels, event: RecordedEvent): Wheels => evolveWheels(wheels, event);

/**
 * The spinner wheels of each session, per `session-{sessionId}` stream, with the decider's own fold: loaded by
 * folding the stream when a wheel is shown or used, then following it.
 */
export const spinnerWheelsView: LiveView<Wheels, SessionEntry> = {
  name: 'spinner-wheels',
  maxEntries: 1_000,
  keyOf: (event) => (FOLDED.has(event.type) ? event.streamId : null),
  load: async (streamId, source) => (await source.stream(streamId)).reduce(foldWheels, NO_WHEELS),
  evolve: foldWheels,
  context: { view: sessionView, keyOf: (streamId) => streamId },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};
