import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { SessionEventLine } from '../../../contracts/replay/session-events-ndjson.js';

/** Lines per chunk written: one write per line would be a syscall per event. */
const LINES_PER_CHUNK = 500;

/** The NDJSON download: the session's, its admissions' and its participants' events (not the deck's), in chunks of lines. */
export function* sessionEventLines(events: readonly RecordedEvent[]): Generator<string> {
  let chunk = '';
  let lines = 0;
  for (const event of events) {
    if (event.streamId.startsWith('presentation-')) continue;
    chunk += `${JSON.stringify(toLine(event))}\n`;
    if (++lines % LINES_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

function toLine(event: RecordedEvent): SessionEventLine {
  return {
    position: event.position,
    stream: event.streamId,
    revision: event.revision,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    actor: event.metadata.actor,
    schemaVersion: event.metadata.schemaVersion,
    data: event.data as Record<string, unknown>,
  };
}
