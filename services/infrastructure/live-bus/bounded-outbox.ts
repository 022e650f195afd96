/** What waits to be sent, and whether messages have been refused since the outbox last emptied. */
export interface OutboxHealth {
  readonly queued: number;
  readonly queuedBytes: number;
  /** Messages refused because the outbox was full, since the process started. */
  readonly refused: number;
  /** True from a refusal until the outbox has emptied again (the broker is back and has caught up). */
  readonly overflowing: boolean;
}

export interface OutboxLimits {
  readonly maxMessages: number;
  readonly maxBytes: number;
}

/**
 * Messages waiting for the broker, in the order they were accepted, up to a number of messages and of bytes:
 * during a broker outage the live bus refuses what does not fit instead of growing without bound (live updates
 * are a feed; the log holds the state).
 */
export class BoundedOutbox<T extends { readonly bytes: number }> {
  private readonly items: T[] = [];
  private bytes = 0;
  private refused = 0;
  private overflowing = false;

  constructor(private readonly limits: OutboxLimits) {}

  get length(): number {
    return this.items.length;
  }

  /** False, keeping nothing, when the item does not fit. */
  push(item: T): boolean {
    if (this.items.length + 1 > this.limits.maxMessages || this.bytes + item.bytes > this.limits.maxBytes) {
      this.refused += 1;
      this.overflowing = true;
      return false;
    }
    this.items.push(item);
    this.bytes += item.bytes;
    return true;
  }

  /** The oldest items, at most `maxCount` of them and, beyond the first, at most `maxBytes` together. */
  take(maxCount: number, maxBytes: number): T[] {
    let count = 0;
    let bytes = 0;
    while (count < this.items.length && count < maxCount) {
      const next = this.items[count]!;
      if (count > 0 && bytes + next.bytes > maxBytes) break;
      bytes += next.bytes;
      count += 1;
    }
    this.bytes -= bytes;
    const taken = this.items.splice(0, count);
    if (this.items.length === 0) this.overflowing = false;
    return taken;
  }

  /** Everything, e.g. to reject it at close. */
  takeAll(): T[] {
    this.bytes = 0;
    this.overflowing = false;
    return this.items.splice(0);
  }

  health(): OutboxHealth {
    return { queued: this.items.length, queuedBytes: this.bytes, refused: this.refused, overflowing: this.overflowing };
  }
}
