import { Adapter, type BroadcastOptions, type SocketId } from 'socket.io-adapter';

/** Sockets written per call of the in-memory adapter (which encodes the packet once per call). */
export const BROADCAST_CHUNK = 64;
/**
 * How long one turn of the event loop may spend writing a big broadcast (at least one chunk per turn): long
 * enough that a slide change reaches everyone in few turns, short enough that an ack waits little behind it.
 */
const SLICE_BUDGET_MS = 4;

interface QueuedBroadcast {
  readonly packet: unknown;
  readonly flags: BroadcastOptions['flags'];
  readonly ids: readonly SocketId[];
  next: number;
}

/**
 * socket.io's in-memory adapter, except that a broadcast to many sockets is written a slice at a time, one
 * slice per turn of the event loop: chunks of sockets for up to SLICE_BUDGET_MS (each chunk encodes the
 * packet once for all its sockets), because written in one piece it would hold every ack and incoming
 * answer meanwhile (test/load/NOTES.md). Each socket still gets its messages in the order they were
 * emitted: a broadcast that reaches a socket still owed a queued broadcast waits behind it.
 */
export class SlicedBroadcastAdapter extends Adapter {
  /** SLICE_BUDGET_MS; a test sets 0 to see one chunk per turn. */
  static sliceBudgetMs = SLICE_BUDGET_MS;

  private readonly queue: QueuedBroadcast[] = [];
  /** Socket id -> queued broadcasts not yet written to it. */
  private readonly owed = new Map<SocketId, number>();

  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    if (this.queue.length === 0 && this.reachAtMost(opts) <= BROADCAST_CHUNK) {
      super.broadcast(packet, opts);
      return;
    }
    const ids = this.targets(opts);
    if (ids.length <= BROADCAST_CHUNK && !ids.some((id) => this.owed.has(id))) {
      super.broadcast(packet, opts);
      return;
    }
    for (const id of ids) this.owed.set(id, (this.owed.get(id) ?? 0) + 1);
    this.queue.push({ packet, flags: opts.flags, ids, next: 0 });
    // The first slice goes out at once when nothing is waiting; the rest follow turn by turn.
    if (this.queue.length === 1) this.writeSlice();
  }

  /** Writes chunks of the queued broadcasts, in order, for up to the slice budget; the rest waits a turn. */
  private writeSlice(): void {
    if (this.queue.length === 0) return;
    const deadline = performance.now() + SlicedBroadcastAdapter.sliceBudgetMs;
    do {
      const job = this.queue[0]!;
      const chunk = job.ids.slice(job.next, job.next + BROADCAST_CHUNK);
      job.next += chunk.length;
      // Every socket is in a room named by its id, so a chunk is a broadcast to those rooms.
      super.broadcast(job.packet, { rooms: new Set(chunk), except: new Set(), flags: job.flags });
      for (const id of chunk) {
        const left = (this.owed.get(id) ?? 1) - 1;
        if (left > 0) this.owed.set(id, left);
        else this.owed.delete(id);
      }
      if (job.next >= job.ids.length) this.queue.shift();
    } while (this.queue.length > 0 && performance.now() < deadline);
    if (this.queue.length > 0) setImmediate(() => this.writeSlice());
  }

  /** An upper bound of the sockets a broadcast reaches, without listing them. */
  private reachAtMost(opts: BroadcastOptions): number {
    if (opts.rooms.size === 0) return this.sids.size;
    let total = 0;
    for (const room of opts.rooms) total += this.rooms.get(room)?.size ?? 0;
    return total;
  }

  /** The sockets a broadcast reaches, as the in-memory adapter picks them (rooms, or everyone, minus except). */
  private targets(opts: BroadcastOptions): SocketId[] {
    const except = new Set<SocketId>();
    for (const room of opts.except ?? []) for (const id of this.rooms.get(room) ?? []) except.add(id);
    const ids = new Set<SocketId>(opts.rooms.size === 0 ? this.sids.keys() : []);
    for (const room of opts.rooms) for (const id of this.rooms.get(room) ?? []) ids.add(id);
    return [...ids].filter((id) => !except.has(id));
  }
}
