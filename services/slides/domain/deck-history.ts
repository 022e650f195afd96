import type { Actor, RecordedEvent } from '../../../contracts/events/envelope.js';

/** The events one command wrote to a deck's stream, in order. */
export interface DeckChange {
  readonly fromRevision: number;
  readonly revision: number;
  readonly occurredAt: string;
  readonly actor: Actor;
  readonly events: readonly { revision: number; type: string }[];
}

/** A stream's events as changes, oldest first: a run of events with one commandId is one change. */
export function changesOf(events: readonly RecordedEvent[]): DeckChange[] {
  const changes: DeckChange[] = [];
  let commandId: string | null = null;
  for (const event of events) {
    const item = { revision: event.revision, type: event.type };
    const last = changes.at(-1);
    if (last && event.metadata.commandId === commandId) {
      changes[changes.length - 1] = { ...last, revision: event.revision, events: [...last.events, item] };
    } else {
      changes.push({ fromRevision: event.revision, revision: event.revision, occurredAt: event.metadata.occurredAt, actor: event.metadata.actor, events: [item] });
    }
    commandId = event.metadata.commandId;
  }
  return changes;
}

/** Newest first, one page (1-based). */
export function historyPage<T>(changes: readonly T[], page: number, pageSize: number): T[] {
  const newestFirst = [...changes].reverse();
  return newestFirst.slice((page - 1) * pageSize, page * pageSize);
}
