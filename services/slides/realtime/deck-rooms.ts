import type { RecordedEvent } from '../../../contracts/events/envelope.js';

const PRESENTATION_STREAM_PREFIX = 'presentation-';

/** The socket.io room of a deck's editors. */
export const deckRoom = (presentationId: string) => `deck:${presentationId}`;

/**
 * A batch of the log split into runs per presentation stream, in log order: each run becomes one
 * 'deck:events' message to that deck's room. Events of other streams are left out.
 */
export function deckEventRuns(batch: readonly RecordedEvent[]): { presentationId: string; events: RecordedEvent[] }[] {
  const runs: { presentationId: string; events: RecordedEvent[] }[] = [];
  for (const event of batch) {
    if (!event.streamId.startsWith(PRESENTATION_STREAM_PREFIX)) continue;
    const presentationId = event.streamId.slice(PRESENTATION_STREAM_PREFIX.length);
    const last = runs.at(-1);
    if (last?.presentationId === presentationId) last.events.push(event);
    else runs.push({ presentationId, events: [event] });
  }
  return runs;
}
