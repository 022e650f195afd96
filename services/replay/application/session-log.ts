import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { admissionStreamId, participantStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';

/**
 * Everything a session's replay folds: its own stream, the admission stream of each node that leased seats,
 * each participant's stream and its deck's stream, in log order.
 */
export interface SessionLog {
  readonly sessionId: string;
  readonly presentationId: string;
  /** Oldest first, by global position. */
  readonly events: readonly RecordedEvent[];
  /** Whether the session had stopped when the log was read: a stopped session's log never grows. */
  readonly stopped: boolean;
}

/** A session's log, or null when there is no such session. Participants are the ones the session admitted. */
export async function readSessionLog(eventStore: EventStore, sessionId: string): Promise<SessionLog | null> {
  const sessionEvents = await eventStore.readStream(sessionStreamId(sessionId));
  const started = sessionEvents[0] as (RecordedEvent & SessionEvent) | undefined;
  if (!started || started.type !== 'SessionStarted') return null;
  const { presentationId } = started.data;
  const nodeIds = new Set(sessionEvents.flatMap((event) => (event.type === 'SeatsLeased' ? [(event.data as { nodeId: string }).nodeId] : [])));
  const parts: RecordedEvent[][] = [sessionEvents];
  for (const nodeId of nodeIds) parts.push(await eventStore.readStream(admissionStreamId(sessionId, nodeId)));
  const audienceIds = parts.flat().flatMap((event) => (event.type === 'AudienceAdmitted' ? [(event.data as { audienceId: string }).audienceId] : []));
  for (const audienceId of audienceIds) parts.push(await eventStore.readStream(participantStreamId(sessionId, audienceId)));
  // Stopped unless a later SessionResumed continued it.
  const stopped = sessionEvents.findLast((event) => event.type === 'SessionStopped' || event.type === 'SessionResumed')?.type === 'SessionStopped';
  const last = parts.reduce((max, events) => Math.max(max, events.at(-1)?.position ?? 0), 0);
  // The deck as it stood at each moment: its events up to the session's last one.
  parts.push((await eventStore.readStream(presentationStreamId(presentationId))).filter((event) => event.position <= last));
  return { sessionId, presentationId, events: mergeByPosition(parts), stopped };
}

function mergeByPosition(parts: readonly RecordedEvent[][]): RecordedEvent[] {
  const merged = parts.flat();
  merged.sort((a, b) => a.position - b.position);
  return merged;
}
