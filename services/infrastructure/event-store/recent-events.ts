import type { RecordedEvent } from '../../../contracts/events/envelope.js';

export interface StoredRow {
  readonly position: number;
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

/**
 * The events this store committed last, as one gap-free run of positions. Every subscriber (the live feed,
 * each projection) reads the head of the log right after each commit; here they get the same parsed event
 * instead of each reading the rows and parsing the JSON again. Events are facts and are never changed, so
 * sharing one object between readers is safe as long as readers treat events as read-only, as they must.
 * Positions written by another process break the run: then it starts again, and reads outside it go to
 * the file. An event is kept until every reader has read it (release) or the capacity pushes it out.
 *
 * The run lives in a ring of slots allocated once (slot = position % capacity): a slot is only overwritten
 * or emptied, so no stale copy in the old generation keeps finished events alive (test/load/NOTES.md).
 */
export class RecentEvents {
  /** Position p sits in slot p % capacity: the row until a reader asks for it, then the parsed event. */
  private readonly slots: (StoredRow | RecordedEvent | null)[];
  private readonly parsed: Uint8Array;
  /** The oldest position kept, and the position after the newest (equal when nothing is kept). */
  private first = 0;
  private end = 0;
  /** Whether the run has begun: its end is known even when every entry has been let go. */
  private started = false;

  constructor(private readonly capacity: number) {
    this.slots = new Array<StoredRow | RecordedEvent | null>(capacity).fill(null);
    this.parsed = new Uint8Array(capacity);
  }

  add(rows: readonly StoredRow[]): void {
    if (rows.length === 0) return;
    if (this.started && rows[0]!.position !== this.end) this.clear();
    if (!this.started) {
      this.first = this.end = rows[0]!.position;
      this.started = true;
    }
    for (const row of rows) {
      if (this.end - this.first === this.capacity) this.dropUpTo(this.first);
      const slot = this.end % this.capacity;
      this.slots[slot] = row;
      this.parsed[slot] = 0;
      this.end += 1;
    }
  }

  /** Up to `limit` events after `afterPosition`, or null when the run does not hold the next one. */
  read(afterPosition: number, limit: number): RecordedEvent[] | null {
    const from = afterPosition + 1;
    if (from < this.first || from >= this.end) return null;
    const to = Math.min(this.end, from + limit);
    const events: RecordedEvent[] = [];
    for (let position = from; position < to; position++) {
      const slot = position % this.capacity;
      if (!this.parsed[slot]) {
        const row = this.slots[slot] as StoredRow;
        this.slots[slot] = {
          id: row.id,
          streamId: row.streamId,
          revision: row.revision,
          position: row.position,
          type: row.type,
          data: JSON.parse(row.data) as unknown,
          metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
        };
        this.parsed[slot] = 1;
      }
      events.push(this.slots[slot] as RecordedEvent);
    }
    return events;
  }

  /**
   * Every reader has read up to `position`: the events up to it are let go now rather than when the
   * capacity pushes them out. Kept only while they are needed, they die young (minor garbage collection)
   * instead of living on into the old generation.
   */
  release(position: number): void {
    this.dropUpTo(Math.min(position, this.end - 1));
  }

  /** Empties the slots from the oldest kept position up to `position`, inclusive. */
  private dropUpTo(position: number): void {
    for (; this.first <= position; this.first++) this.slots[this.first % this.capacity] = null;
  }

  /** True when `position` is the last event added (a reader there has read everything kept). */
  endsAt(position: number): boolean {
    return this.started && position === this.end - 1;
  }

  clear(): void {
    this.dropUpTo(this.end - 1);
    this.started = false;
  }
}
