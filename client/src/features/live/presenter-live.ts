import type { PlanId } from '../../../../contracts/identity/plans.js';
import type { ReactionCounts, SlideResults } from '../../../../contracts/live/results.js';
import type { AudienceCount, JoinPresenterPayload, PresenterSnapshot } from '../../../../contracts/live/socket-protocol.js';
import type { ConnectLive, LiveConnection, TokenSource } from './live-socket.js';
import { emptyReactions } from './reactions.js';
import i18n from '../../i18n/index.js';
import { errorMessage } from '../errors/error-message.js';

export interface SessionFullNotice {
  readonly limit: number;
  /** Known from the live notice; a snapshot after a reload only says how many were refused. */
  readonly plan: PlanId | null;
  readonly refused: number;
}

export interface PresenterLiveState {
  readonly connection: 'connecting' | 'online' | 'reconnecting';
  readonly sessionId: string | null;
  /** The live slide as the server last announced it (another screen of the presenter may move it). */
  readonly serverSlide: { readonly slideId: string; readonly seq: number } | null;
  readonly results: Readonly<Record<string, SlideResults>>;
  readonly audience: AudienceCount;
  readonly reactions: ReactionCounts;
  /** The plan named by the last session-full notice. */
  readonly fullPlan: PlanId | null;
  readonly submissionsStopped: Readonly<Record<string, boolean>>;
  readonly ended: boolean;
  /** The server refused the presenter room (not the owner, signed out): the screen says so. */
  readonly joinError: string | null;
  /** The live session's join token, for the QR code's link (null while no session runs). */
  readonly joinToken: string | null;
}

const EMPTY_COUNT: AudienceCount = { online: 0, joined: 0, limit: 0, refused: 0 };

const INITIAL: PresenterLiveState = {
  connection: 'connecting',
  sessionId: null,
  serverSlide: null,
  results: {},
  audience: EMPTY_COUNT,
  reactions: emptyReactions(),
  fullPlan: null,
  submissionsStopped: {},
  ended: false,
  joinError: null,
  joinToken: null,
};

/**
 * The presenter's live view over the presenter room: every slide's results, the audience counts, reactions and the
 * session-full notice. On every (re)connect it joins the room again and takes the snapshot, so nothing missed while
 * disconnected stays missing.
 */
export class PresenterLive {
  private state: PresenterLiveState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;
  private seq = 0;
  private snapshotSessionId: string | null = null;

  constructor(
    private readonly token: TokenSource,
    private readonly presentationId: string,
    private readonly presenter: JoinPresenterPayload['presenter'],
    private readonly connect: ConnectLive,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PresenterLiveState => this.state;

  start(): void {
    if (this.connection) return;
    const connection = this.connect(this.token);
    this.connection = connection;
    connection.onConnection('connect', () => void this.join());
    connection.onConnection('disconnect', (reason) => {
      this.set({ connection: 'reconnecting' });
      if (reason === 'io server disconnect') setTimeout(() => this.connection === connection && connection.connect(), 1000);
    });
    connection.onConnection('connect_error', () => this.set({ connection: 'reconnecting' }));
    connection.on('results:updated', ({ slideId, results }) => this.set({ results: { ...this.state.results, [slideId]: results } }));
    connection.on('audience:count', (audience) => this.set({ audience }));
    connection.on('reactions:updated', (reactions) => this.set({ reactions }));
    connection.on('session:full', (notice) =>
      this.set({
        fullPlan: notice.plan,
        audience: { ...this.state.audience, limit: notice.limit, refused: Math.max(notice.refused ?? 0, this.state.audience.refused + 1) },
      }),
    );
    connection.on('slide:activated', (payload) => {
      if (!('slideId' in payload)) return;
      this.set({
        sessionId: payload.sessionId,
        ended: false,
        serverSlide: { slideId: payload.slideId, seq: ++this.seq },
        submissionsStopped: { ...this.state.submissionsStopped, [payload.slideId]: payload.submissionsStopped },
      });
    });
    connection.on('session:ended', () => this.set({ ended: true, sessionId: null, joinToken: null }));
  }

  stop(): void {
    this.connection?.close();
    this.connection = null;
  }

  /** Takes a fresh snapshot (after this screen started the session, the counts and limit are new). */
  async join(): Promise<void> {
    const connection = this.connection;
    if (!connection?.connected) return;
    try {
      const ack = await connection.request<{ snapshot: PresenterSnapshot }>('join-presenter', {
        room: `${this.presentationId}-presenter`,
        presenter: this.presenter,
      } satisfies JoinPresenterPayload);
      if (!ack.ok) {
        this.set({ joinError: errorMessage(ack.error, i18n), connection: 'online' });
        return;
      }
      this.applySnapshot(ack.snapshot);
    } catch {
      // No ack in time: the next reconnect joins again.
      this.set({ connection: 'reconnecting' });
    }
  }

  applySnapshot(snapshot: PresenterSnapshot): void {
    this.snapshotSessionId = snapshot.sessionId;
    this.set({
      connection: this.connection?.connected ? 'online' : this.state.connection,
      joinError: null,
      sessionId: snapshot.sessionId,
      joinToken: snapshot.joinToken ?? null,
      ended: false,
      results: snapshot.results,
      audience: snapshot.audience,
      reactions: snapshot.reactions,
    });
  }

  /** Whether people are being turned away, and why (the plan's participant limit). */
  static sessionFull(state: PresenterLiveState): SessionFullNotice | null {
    if (state.audience.refused <= 0) return null;
    return { limit: state.audience.limit, plan: state.fullPlan, refused: state.audience.refused };
  }

  /** What this screen changed itself, shown at once and corrected by the server's next word. */
  setStopped(slideId: string, stopped: boolean): void {
    this.set({ submissionsStopped: { ...this.state.submissionsStopped, [slideId]: stopped } });
  }

  removeWordLocally(slideId: string, text: string): void {
    const results = this.state.results[slideId];
    if (results?.kind !== 'words') return;
    this.set({ results: { ...this.state.results, [slideId]: { ...results, words: results.words.filter((word) => word.text !== text) } } });
  }

  /** A held answer the presenter showed or hid leaves the queue at once; the server's next results say where it went. */
  moderatedLocally(slideId: string, answerId: string): void {
    const results = this.state.results[slideId];
    if ((results?.kind !== 'text' && results?.kind !== 'words') || !results.held) return;
    this.set({ results: { ...this.state.results, [slideId]: { ...results, held: results.held.filter((entry) => entry.answerId !== answerId) } } });
  }

  /** Whether the counts, limit and join token on this screen come from a snapshot of this session. */
  hasSnapshotOf(sessionId: string): boolean {
    return this.snapshotSessionId === sessionId;
  }

  sessionStarted(sessionId: string): void {
    if (this.state.sessionId !== sessionId) this.set({ sessionId, ended: false, joinToken: null });
  }

  sessionStopped(): void {
    this.set({ ended: true, sessionId: null, joinToken: null });
  }

  private set(changes: Partial<PresenterLiveState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
