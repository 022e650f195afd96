import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import { LIVE_BUS, LiveBusTopics, type LiveBus, type LiveBusMessage } from '../../infrastructure/live-bus/live-bus.port.js';
import { TopicFollower } from '../../infrastructure/live-bus/topic-follower.js';

/**
 * How often a node re-sends its counts even when nothing changed, and when silent nodes are forgotten: a node
 * that died stops counting within about three heartbeats (one that stops says so at once).
 */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_MS = 2.5 * HEARTBEAT_MS;
/** Changes are reported at most this often, so a reconnect storm is a few messages, not thousands. */
const REPORT_INTERVAL_MS = 250;

interface NodeReport {
  readonly counts: Record<string, number>;
  readonly receivedAt: number;
}

/**
 * Audience sockets connected per session, over every node: each node counts its own sockets and
 * reports them on the LiveBus (keyed by node, so a later report replaces an earlier one); the total is
 * the sum of the latest reports of the nodes still alive.
 */
@Injectable()
export class LivePresence implements OnModuleInit, OnModuleDestroy {
  private readonly local = new Map<string, number>();
  private readonly nodes = new Map<string, NodeReport>();
  /** Nodes heard from that then fell silent: what a reclaim of their leased seats may go on. */
  private readonly silent = new Set<string>();
  private readonly changes = new Subject<string>();
  private readonly dirty = new Set<string>();
  private follower?: TopicFollower;
  private reportTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  readonly changes$: Observable<string> = this.changes.asObservable();

  constructor(@Inject(LIVE_BUS) private readonly bus: LiveBus) {}

  onModuleInit(): void {
    this.follower = new TopicFollower(this.bus, LiveBusTopics.presence, (message) => this.receive(message));
    this.heartbeat = setInterval(() => {
      this.forgetSilentNodes();
      void this.report();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** A stopping node reports its sessions at zero, so the others stop counting its sockets now, not when it goes silent. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.heartbeat);
    clearTimeout(this.reportTimer);
    for (const sessionId of this.local.keys()) this.dirty.add(sessionId);
    this.local.clear();
    await this.report();
    this.follower?.stop();
    this.changes.complete();
  }

  connected(sessionId: string): void {
    this.local.set(sessionId, (this.local.get(sessionId) ?? 0) + 1);
    this.changed(sessionId);
  }

  disconnected(sessionId: string): void {
    const count = (this.local.get(sessionId) ?? 1) - 1;
    if (count <= 0) this.local.delete(sessionId);
    else this.local.set(sessionId, count);
    this.changed(sessionId);
  }

  /** Audience sockets of the session on this node alone. */
  localCount(sessionId: string): number {
    return this.local.get(sessionId) ?? 0;
  }

  online(sessionId: string): number {
    let total = this.local.get(sessionId) ?? 0;
    for (const [nodeId, report] of this.nodes) if (nodeId !== this.bus.nodeId) total += report.counts[sessionId] ?? 0;
    return total;
  }

  /** True for this node and any node heard from within the last few heartbeats. */
  alive(nodeId: string): boolean {
    return nodeId === this.bus.nodeId || this.nodes.has(nodeId);
  }

  /** True for a node this one heard from and then stopped hearing (a node never heard of is not known to be gone). */
  gone(nodeId: string): boolean {
    return this.silent.has(nodeId) && !this.nodes.has(nodeId);
  }

  private changed(sessionId: string): void {
    this.changes.next(sessionId);
    this.dirty.add(sessionId);
    this.reportTimer ??= setTimeout(() => {
      this.reportTimer = undefined;
      void this.report();
    }, REPORT_INTERVAL_MS);
  }

  private async report(): Promise<void> {
    const counts = Object.fromEntries(this.local);
    // Sessions that dropped to zero here must be reported as zero, or other nodes keep the old count.
    for (const sessionId of this.dirty) counts[sessionId] ??= 0;
    this.dirty.clear();
    try {
      await this.bus.publish(LiveBusTopics.presence, { key: this.bus.nodeId, payload: counts, origin: this.bus.nodeId, sentAt: new Date().toISOString() });
    } catch {
      // The bus is closing or unreachable; the next heartbeat reports again.
    }
  }

  private receive(message: LiveBusMessage): void {
    if (message.origin === this.bus.nodeId) return;
    const counts = message.payload as Record<string, number>;
    const previous = this.nodes.get(message.origin)?.counts ?? {};
    this.nodes.set(message.origin, { counts, receivedAt: Date.now() });
    for (const sessionId of new Set([...Object.keys(counts), ...Object.keys(previous)])) {
      if ((counts[sessionId] ?? 0) !== (previous[sessionId] ?? 0)) this.changes.next(sessionId);
    }
  }

  private forgetSilentNodes(): void {
    const now = Date.now();
    for (const [nodeId, report] of this.nodes) {
      if (now - report.receivedAt <= STALE_AFTER_MS) continue;
      this.nodes.delete(nodeId);
      this.silent.add(nodeId);
      for (const sessionId of Object.keys(report.counts)) this.changes.next(sessionId);
    }
  }
}
