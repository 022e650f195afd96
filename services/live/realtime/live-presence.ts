import { Injectable } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';

/**
 * Audience sockets connected per session. Counts what this node holds; with several nodes the
 * LiveBus carries each node's count so the presenter sees the total.
 */
@Injectable()
export class LivePresence {
  private readonly local = new Map<string, number>();
  /** nodeId -> sessionId -> count, as other nodes last reported. */
  private readonly remote = new Map<string, Map<string, number>>();
  private readonly changes = new Subject<string>();
  readonly changes$: Observable<string> = this.changes.asObservable();

  connected(sessionId: string): void {
    this.local.set(sessionId, (this.local.get(sessionId) ?? 0) + 1);
    this.changes.next(sessionId);
  }

  disconnected(sessionId: string): void {
    const count = (this.local.get(sessionId) ?? 1) - 1;
    if (count <= 0) this.local.delete(sessionId);
    else this.local.set(sessionId, count);
    this.changes.next(sessionId);
  }

  localCounts(): ReadonlyMap<string, number> {
    return this.local;
  }

  /** Another node's counts (replacing what it reported before). */
  remoteCounts(nodeId: string, counts: Record<string, number>): void {
    const previous = this.remote.get(nodeId);
    this.remote.set(nodeId, new Map(Object.entries(counts)));
    for (const sessionId of new Set([...Object.keys(counts), ...(previous?.keys() ?? [])])) this.changes.next(sessionId);
  }

  online(sessionId: string): number {
    let total = this.local.get(sessionId) ?? 0;
    for (const counts of this.remote.values()) total += counts.get(sessionId) ?? 0;
    return total;
  }
}
