import { Agent } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import type { AnswerValue } from '../../../contracts/live/answers.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import type { AudienceSnapshot } from '../../../contracts/live/socket-protocol.js';
import type { LiveApi } from './live-api.js';
import { PacedAttempts } from './paced-attempts.js';
import { now } from './samples.js';

export interface Member {
  readonly index: number;
  readonly audienceId: string;
  readonly token: string;
  readonly localAddress: string;
  socket?: Socket;
  /** Answers the server acknowledged as written (ok and not a duplicate). */
  acked: number;
  /** When the last 'session:state' arrived, and what it said. */
  stateAt: number;
  synced?: SyncedState;
}

/**
 * What the checks read from a member's last 'session:state'. Only this is kept: 10,000 whole snapshots
 * would all be promoted to the old generation of this process, whose collector shares the machine with
 * the server (NOTES.md).
 */
export interface SyncedState {
  readonly status: AudienceSnapshot['status'];
  readonly activeSlideId: string | null;
  readonly answerIds: readonly string[];
}

export interface SwarmListeners {
  sessionState?(member: Member, snapshot: AudienceSnapshot, at: number): void;
  slideActivated?(member: Member, slideId: string, at: number): void;
  resultsUpdated?(member: Member, slideId: string, results: SlideResults | null, at: number): void;
}

export interface AnswerOutcome {
  readonly ok: boolean;
  readonly sentAt: number;
  readonly ackAt: number;
  readonly error?: string;
}

/**
 * N audience members on real socket.io clients over websocket. The connections are spread over several
 * loopback source addresses (one http.Agent each), so one address's ephemeral ports never run out.
 */
export class AudienceSwarm {
  readonly members: Member[] = [];
  listeners: SwarmListeners = {};
  /** Disconnects nobody asked for (the server dropped the socket, or the network did). */
  unexpectedDisconnects = 0;
  connectErrors = 0;
  /** Reconnection attempts after the first of each outage (the back-off: 2 s, 4 s, ... later). */
  reconnectRetries = 0;
  private expectingDisconnects = false;
  /** During a reconnect storm: puts a member's next attempt in the queue after a failed one. */
  private retryFailedAttempt?: (member: Member) => void;
  private readonly agents: Agent[];

  constructor(
    readonly baseUrl: string,
    readonly sourceAddresses: readonly string[],
  ) {
    this.agents = sourceAddresses.map((localAddress) => new Agent({ localAddress, keepAlive: false }));
  }

  /**
   * POST /api/audience/join for `count` people, `concurrency` requests at a time, with the session's join token
   * (as phones that scanned the QR code do: one address, many people).
   */
  async join(api: LiveApi, accessCode: string, count: number, joinToken: string | undefined, concurrency = 64): Promise<void> {
    const start = this.members.length;
    await pool(count, concurrency, async (offset) => {
      const index = start + offset;
      const joined = await api.join(accessCode, `P${index}`, joinToken);
      this.members[index] = {
        index,
        audienceId: joined.audienceId,
        token: joined.token,
        localAddress: this.sourceAddresses[index % this.sourceAddresses.length]!,
        acked: 0,
        stateAt: 0,
      };
    });
  }

  /** Members with no identity, for a bare socket.io server that checks none. */
  addAnonymous(count: number): void {
    for (let index = 0; index < count; index++) {
      const at = this.members.length;
      this.members.push({ index: at, audienceId: `anonymous-${at}`, token: 'none', localAddress: this.sourceAddresses[at % this.sourceAddresses.length]!, acked: 0, stateAt: 0 });
    }
  }

  /** Opens every member's socket, `concurrency` handshakes at a time; resolves when each has its snapshot. */
  async connectAll(concurrency = 256, timeoutMs = 120_000): Promise<void> {
    const deadline = now() + timeoutMs;
    await pool(this.members.length, concurrency, (index) => this.connect(this.members[index]!, Math.max(1, deadline - now())));
  }

  private connect(member: Member, timeoutMs: number): Promise<void> {
    const socket = io(this.baseUrl, {
      auth: { token: member.token },
      transports: ['websocket'],
      forceNew: true,
      // socket.io's own reconnection with its default back-off (1 s +-50 %), as a browser would.
      reconnection: true,
      agent: this.agents[member.index % this.agents.length] as unknown as string,
      localAddress: member.localAddress,
    } as Parameters<typeof io>[1]);
    member.socket = socket;
    socket.on('session:state', (snapshot: AudienceSnapshot) => {
      const at = now();
      member.stateAt = at;
      // The bare socket.io server of the raw limit sends an empty state.
      member.synced = { status: snapshot.status, activeSlideId: snapshot.activeSlide?.id ?? null, answerIds: snapshot.myAnswers?.map((answer) => answer.answerId) ?? [] };
      this.listeners.sessionState?.(member, snapshot, at);
    });
    socket.on('slide:activated', (payload: { slide: { id: string } }) => this.listeners.slideActivated?.(member, payload.slide.id, now()));
    socket.on('results:updated', (payload: { slideId: string; results: SlideResults | null }) =>
      this.listeners.resultsUpdated?.(member, payload.slideId, payload.results, now()),
    );
    socket.on('disconnect', () => {
      if (!this.expectingDisconnects) this.unexpectedDisconnects += 1;
    });
    socket.on('connect_error', () => {
      this.connectErrors += 1;
      this.retryFailedAttempt?.(member);
    });
    socket.io.on('reconnect_attempt', (attempt: number) => {
      if (attempt > 1) this.reconnectRetries += 1;
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`member ${member.index}: no session:state within ${timeoutMs} ms`)), timeoutMs);
      socket.once('session:state', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  connectedCount(): number {
    return this.members.filter((member) => member.socket?.connected).length;
  }

  /** 'answer:submit' with its ack; ok means the server wrote the answer durably. */
  answer(member: Member, answerId: string, slideId: string, value: AnswerValue, timeoutMs = 30_000): Promise<AnswerOutcome> {
    const sentAt = now();
    return new Promise((resolve) => {
      member.socket!.timeout(timeoutMs).emit(
        'answer:submit',
        { answerId, slideId, value },
        (error: Error | null, ack?: { ok: boolean; duplicate?: boolean; error?: { message: string } }) => {
          const ackAt = now();
          if (error) resolve({ ok: false, sentAt, ackAt, error: 'ack timeout' });
          else if (!ack?.ok) resolve({ ok: false, sentAt, ackAt, error: ack?.error?.message ?? 'refused' });
          else {
            if (!ack.duplicate) member.acked += 1;
            resolve({ ok: true, sentAt, ackAt });
          }
        },
      );
    });
  }

  /**
   * Every connection drops at once (the engine closes, as when a network goes away); each client then
   * reconnects as socket.io's reconnection would (first attempt after 1 s +-50 %, a failed one again after
   * 2 s, 4 s, ... at most 5 s) and gets a fresh 'session:state'. The attempts start from one paced queue
   * rather than from socket.io's 10,000 timers (see PacedAttempts). Resolves when every member has a
   * snapshot newer than the drop, or after the timeout.
   */
  async dropAndReconnectAll(random: () => number, timeoutMs = 60_000): Promise<{ droppedAt: number; lastStateAt: number; missing: number }> {
    this.expectingDisconnects = true;
    const attempts = new PacedAttempts();
    const attemptsOf = new Map<Member, number>();
    const attempt = (member: Member) => {
      const made = (attemptsOf.get(member) ?? 0) + 1;
      attemptsOf.set(member, made);
      if (made > 1) this.reconnectRetries += 1;
      attempts.at(now() + reconnectionDelay(made, random), () => member.socket!.connect());
    };
    this.retryFailedAttempt = attempt;
    for (const member of this.members) member.socket!.io.reconnection(false);
    const droppedAt = now();
    for (const member of this.members) member.socket!.io.engine.close();
    for (const member of this.members) attempt(member);
    const deadline = droppedAt + timeoutMs;
    while (now() < deadline && this.members.some((member) => member.stateAt <= droppedAt)) await new Promise((wait) => setTimeout(wait, 20));
    attempts.close();
    this.retryFailedAttempt = undefined;
    for (const member of this.members) member.socket!.io.reconnection(true);
    this.expectingDisconnects = false;
    const missing = this.members.filter((member) => member.stateAt <= droppedAt).length;
    const lastStateAt = Math.max(...this.members.map((member) => member.stateAt));
    return { droppedAt, lastStateAt, missing };
  }

  close(): void {
    this.expectingDisconnects = true;
    for (const member of this.members) member.socket?.disconnect();
    for (const agent of this.agents) agent.destroy();
  }
}

/** socket.io-client's back-off (reconnectionDelay 1 s, factor 2, randomizationFactor 0.5, at most 5 s) for attempt n. */
function reconnectionDelay(attempt: number, random: () => number): number {
  return Math.min(5_000, 1_000 * 2 ** (attempt - 1) * (1 + 0.5 * (2 * random() - 1)));
}

/** Runs `task(0..count-1)` with at most `concurrency` in flight; the first failure rejects. */
export async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) await task(next++);
  });
  await Promise.all(workers);
}

/** Loopback source addresses 127.0.0.1 .. 127.0.0.n. */
export function loopbackSources(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `127.0.0.${index + 1}`);
}
