import type { AnswerValue } from '../../../../contracts/live/answers.js';
import type { Reaction } from '../../../../contracts/live/constants.js';
import type { ReactionCounts, SlideResults } from '../../../../contracts/live/results.js';
import type { AudienceSlide, AudienceSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { REPORT_SOCKET_EVENTS } from '../../../../contracts/reports/socket-protocol.js';
import { isUnauthorized, type ConnectLive, type LiveConnection } from '../live/live-socket.js';
import { newAnswerId } from './answer-id.js';
import i18n from '../../i18n/index.js';
import { errorMessage } from '../errors/error-message.js';

export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface MyAnswer {
  readonly answerId: string;
  readonly slideId: string;
  readonly value: AnswerValue;
}

export interface PendingAnswer extends MyAnswer {
  /** Each send is an attempt; a late ack of an older attempt is still a confirmation, never a second answer. */
  readonly attempt: number;
}

export interface AudienceState {
  readonly connection: ConnectionState;
  /** The token no longer admits anyone (another server secret, a forged or old token): join again. */
  readonly rejected: boolean;
  readonly snapshot: {
    readonly sessionId: string;
    readonly presentationName: string;
    readonly me: AudienceSnapshot['me'];
    readonly reactionsEnabled: boolean;
    readonly audiencePacing: boolean;
    readonly presentationAudio: AudienceSnapshot['presentationAudio'];
  } | null;
  readonly status: 'live' | 'ended' | null;
  readonly activeSlide: AudienceSlide | null;
  readonly results: SlideResults | null;
  readonly myAnswers: readonly MyAnswer[];
  readonly pending: readonly PendingAnswer[];
  /** The last refusal of an answer to the slide it was for (the server's message). */
  readonly answerError: { readonly slideId: string; readonly message: string } | null;
  readonly reactions: ReactionCounts | null;
}

const INITIAL: AudienceState = {
  connection: 'connecting',
  rejected: false,
  snapshot: null,
  status: null,
  activeSlide: null,
  results: null,
  myAnswers: [],
  pending: [],
  answerError: null,
  reactions: null,
};

/** How long to wait before re-sending an answer whose ack did not come while still connected. */
const RESEND_DELAY_MS = 2_000;

/** A reaction tapped but not yet acknowledged: sent again with the same id (the server counts an id once). */
interface PendingReaction {
  readonly reactionId: string;
  readonly reaction: Reaction;
}

/** The server's refusal of a message over the socket's budget (socket-message-limits.ts): wait as it says, send again. */
function retryAfterMs(error: { code: string; details?: unknown }): number | null {
  if (error.code !== 'rate_limited') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESEND_DELAY_MS;
}

interface Options {
  readonly connect: ConnectLive;
  readonly newId?: () => string;
  readonly online?: () => boolean;
  readonly schedule?: (callback: () => void, ms: number) => unknown;
}

/**
 * One audience member's live session over its socket. Answers are kept until the server acknowledges them (after
 * the durable write) and re-sent with the same answer id after a reconnect, so nothing is lost and nothing counts
 * twice; the snapshot sent on every (re)connect is the truth about what was stored.
 */
export class AudienceSession {
  private state: AudienceState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;
  /** Whether the server sent its snapshot on the current connection: one that closes before that has no session for us. */
  private snapshotOnThisConnection = false;
  private readonly newId: () => string;
  private readonly schedule: (callback: () => void, ms: number) => unknown;
  /** Reactions in tap order; the first is on its way (or waiting to be re-sent) until the server acknowledges it. */
  private reactions: PendingReaction[] = [];
  private reactionInFlight = false;
  private reactionRetryScheduled = false;

  constructor(
    private readonly token: string,
    private readonly options: Options,
  ) {
    this.newId = options.newId ?? (() => newAnswerId());
    this.schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): AudienceState => this.state;

  start(): void {
    if (this.connection) return;
    const connection = this.options.connect(this.token);
    this.connection = connection;
    connection.onConnection('connect', () => {
      this.snapshotOnThisConnection = false;
      this.set({ connection: 'online', rejected: false });
    });
    connection.onConnection('disconnect', (reason) => {
      if (this.connection !== connection) return;
      if (reason === 'io server disconnect' && !this.snapshotOnThisConnection) {
        // The server admitted the token but knows no session for it (services/live/realtime/live.gateway.ts).
        this.set({ rejected: true, connection: 'reconnecting' });
        connection.close();
        return;
      }
      this.set({ connection: this.isOffline() ? 'offline' : 'reconnecting' });
      // socket.io retries by itself except when the server closed the socket.
      if (reason === 'io server disconnect') this.schedule(() => this.connection === connection && connection.connect(), RESEND_DELAY_MS);
    });
    connection.onConnection('connect_error', (error) => {
      if (isUnauthorized(error)) {
        this.set({ rejected: true, connection: 'reconnecting' });
        connection.close();
        return;
      }
      this.set({ connection: this.isOffline() ? 'offline' : 'reconnecting' });
    });
    connection.on('session:state', (snapshot) => this.onSnapshot(snapshot));
    connection.on('slide:activated', (payload) => {
      if (!('slide' in payload)) return;
      this.set({ activeSlide: payload.slide, results: payload.results, status: 'live' });
    });
    connection.on('results:updated', ({ slideId, results }) => {
      if (this.state.activeSlide?.id === slideId) this.set({ results });
    });
    connection.on('reactions:updated', (reactions) => this.set({ reactions }));
    connection.on('session:ended', () => this.set({ status: 'ended', activeSlide: null, results: null }));
  }

  stop(): void {
    this.connection?.close();
    this.connection = null;
  }

  /** The browser went offline or came back: say so at once instead of waiting for the socket's timeout. */
  networkChanged(): void {
    if (this.isOffline()) this.set({ connection: 'offline' });
    else if (this.state.connection === 'offline') this.set({ connection: this.connection?.connected ? 'online' : 'reconnecting' });
  }

  /** Sends an answer; resolves when the server has stored it (or refused it, with its message). */
  submit(slideId: string, value: AnswerValue): void {
    const pending: PendingAnswer = { answerId: this.newId(), slideId, value, attempt: 0 };
    this.set({ pending: [...this.state.pending, pending], answerError: null });
    this.send(pending.answerId);
  }

  /**
   * Queues a reaction; none is dropped: each is sent in tap order with its own id until the server acknowledges it,
   * after a reconnect too, and one over the socket's documented budget waits as long as the refusal says.
   */
  react(reaction: Reaction): void {
    this.reactions.push({ reactionId: this.newId(), reaction });
    this.sendReactions();
  }

  /** Reactions tapped and not yet acknowledged. */
  unsentReactions(): number {
    return this.reactions.length;
  }

  private sendReactions(): void {
    const connection = this.connection;
    const next = this.reactions[0];
    if (!connection || !next || this.reactionInFlight || this.reactionRetryScheduled || !connection.connected) return;
    this.reactionInFlight = true;
    const done = () => {
      this.reactionInFlight = false;
    };
    connection
      .request('reaction:send', { reaction: next.reaction, reactionId: next.reactionId })
      .then((ack) => {
        done();
        const wait = ack.ok ? null : retryAfterMs(ack.error);
        if (wait !== null) return this.retryReactionsIn(wait);
        // Counted, or refused for good (reactions turned off, the session ended): either way it is settled.
        this.reactions = this.reactions.filter((reaction) => reaction.reactionId !== next.reactionId);
        this.sendReactions();
      })
      .catch(() => {
        done();
        // No ack in time: the same id again while connected; after a reconnect the next snapshot sends it.
        this.retryReactionsIn(RESEND_DELAY_MS);
      });
  }

  private retryReactionsIn(ms: number): void {
    this.reactionRetryScheduled = true;
    this.schedule(() => {
      this.reactionRetryScheduled = false;
      this.sendReactions();
    }, ms);
  }

  /** The private rating of the talk at the end (one per session); resolves with the server's message on a refusal. */
  async giveFeedback(rating: number, comment: string): Promise<{ ok: true } | { ok: false; message: string | null }> {
    if (!this.connection?.connected) return { ok: false, message: null };
    try {
      const ack = await this.connection.request(REPORT_SOCKET_EVENTS.feedbackSubmit, { rating, comment });
      return ack.ok ? { ok: true } : { ok: false, message: errorMessage(ack.error, i18n) };
    } catch {
      return { ok: false, message: null };
    }
  }

  private onSnapshot(snapshot: AudienceSnapshot): void {
    this.snapshotOnThisConnection = true;
    const stored = new Set(snapshot.myAnswers.map((answer) => answer.answerId));
    const pending = this.state.pending.filter((answer) => !stored.has(answer.answerId));
    this.set({
      connection: 'online',
      snapshot: {
        sessionId: snapshot.sessionId,
        presentationName: snapshot.presentationName,
        me: snapshot.me,
        reactionsEnabled: snapshot.reactionsEnabled,
        audiencePacing: snapshot.audiencePacing,
        presentationAudio: snapshot.presentationAudio,
      },
      status: snapshot.status,
      activeSlide: snapshot.activeSlide,
      results: snapshot.results,
      myAnswers: snapshot.myAnswers,
      pending,
    });
    // Whatever the snapshot does not hold yet was never stored, or its ack was lost: send it again, same id.
    for (const answer of pending) this.send(answer.answerId);
    this.sendReactions();
  }

  private send(answerId: string): void {
    const connection = this.connection;
    const answer = this.state.pending.find((candidate) => candidate.answerId === answerId);
    if (!connection || !answer) return;
    if (!connection.connected) return; // Sent again from the next snapshot.
    const attempt = answer.attempt + 1;
    this.updatePending(answerId, { attempt });
    connection
      .request('answer:submit', { answerId, slideId: answer.slideId, value: answer.value })
      .then((ack) => {
        const still = this.state.pending.find((candidate) => candidate.answerId === answerId);
        if (!still) return;
        if (ack.ok) {
          this.set({
            pending: this.state.pending.filter((candidate) => candidate.answerId !== answerId),
            myAnswers: [...this.state.myAnswers, { answerId, slideId: still.slideId, value: still.value }],
          });
          return;
        }
        this.set({
          pending: this.state.pending.filter((candidate) => candidate.answerId !== answerId),
          answerError: { slideId: still.slideId, message: errorMessage(ack.error, i18n) },
        });
      })
      .catch(() => {
        // No ack in time: try again while connected; after a reconnect the snapshot decides.
        this.schedule(() => {
          const still = this.state.pending.find((candidate) => candidate.answerId === answerId);
          if (still && still.attempt === attempt && this.connection?.connected) this.send(answerId);
        }, RESEND_DELAY_MS);
      });
  }

  private updatePending(answerId: string, changes: Partial<PendingAnswer>): void {
    this.set({ pending: this.state.pending.map((answer) => (answer.answerId === answerId ? { ...answer, ...changes } : answer)) });
  }

  private isOffline(): boolean {
    return this.options.online ? !this.options.online() : typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  private set(changes: Partial<AudienceState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
