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
 */
export class RecentEvents {
  /** Rows until a reader asks for them, then the parsed event in their place. */
  private entries: (StoredRow | RecordedEvent | null)[] = [];
  private parsed: boolean[] = [];
  /** Index of the oldest entry still kept (the slots before it are empty until the array shrinks). */
  private start = 0;
  private firstPosition = 0;
  /** Whether the run has begun: its end is known even when every entry has been let go. */
  private started = false;

  constructor(private readonly capacity: number) {}

  add(rows: readonly StoredRow[]): void {
    if (rows.length === 0) return;
    if (this.started && rows[0]!.position !== this.firstPosition + this.entries.length) this.clear();
    if (!this.started) {
      this.firstPosition = rows[0]!.position;
      this.started = true;
    }
    for (const row of rows) {
      this.entries.push(row);
      this.parsed.push(false);
    }
    this.dropFront(this.entries.length - this.capacity);
    this.compact();
  }

  /** Lets go of the entries before index `end` (their slots are emptied at once, the array shrinks later). */
  private dropFront(end: number): void {
    for (; this.start < end; this.start++) this.entries[this.start] = null;
  }

  /** Shrinks the array once the let-go front is as long as what is kept. */
  private compact(): void {
    if (this.start === 0 || this.start < this.entries.length - this.start) return;
    this.entries = this.entries.slice(this.start);
    this.parsed = this.parsed.slice(this.start);
    this.firstPosition += this.start;
    this.start = 0;
  }

  /** Up to `limit` events after `afterPosition`, or null when the run does not hold the next one. */
  read(afterPosition: number, limit: number): RecordedEvent[] | null {
    const first = this.firstPosition + this.start;
    const end = this.firstPosition + this.entries.length;
    if (afterPosition + 1 < first || afterPosition + 1 >= end) return null;
    const from = afterPosition + 1 - this.firstPosition;
    const to = Math.min(this.entries.length, from + limit);
    const events: RecordedEvent[] = [];
    for (let index = from; index < to; index++) {
      if (!this.parsed[index]) {
        const row = this.entries[index] as StoredRow;
        this.entries[index] = {
          id: row.id,
          streamId: row.streamId,
          revision: row.revision,
          position: row.position,
          type: row.type,
          data: JSON.parse(row.data) as unknown,
          metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
        };
        this.parsed[index] = true;
      }
      events.push(this.entries[index] as RecordedEvent);
    }
    return events;
  }

  /**
   * Every reader has read up to `position`: the events up to it are let go now rather than when the
   * capacity pushes them out. Kept only while they are needed, they die young (minor garbage collection)
   * instead of living on into the old generation.
   */
  release(position: number): void {
    this.dropFront(Math.min(position - this.firstPosition + 1, this.entries.length));
    this.compact();
  }

  /** True when `position` is the last event added (a reader there has read everything kept). */
  endsAt(position: number): boolean {
    return this.started && position === this.firstPosition + this.entries.length - 1;
  }

  clear(): void {
    this.entries = [];
    this.parsed = [];
    this.start = 0;
    this.started = false;
  }
}
