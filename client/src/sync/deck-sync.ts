import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { DeckEditor, DeckEditorsMessage, DeckEventsMessage } from '../../../contracts/realtime/deck-sync.js';
import { displayedConnection, type ConnectionQuality, type SocketState } from './connection.js';
import { foldStoredDeck } from './fold.js';
import type { DeckLocalStore, StoredMutation } from './local-store.js';
import { newId } from './new-id.js';
import { PatchLog, type EntryOrigin, type MutationRecord, type PatchEntry, type Settlement } from './patch-log.js';
import { TransportError, type DeckTransport } from './transport.js';
import { rebaseInverse } from './rebase-inverse.js';
import { isUndoable, UndoHistory } from './undo-history.js';

/** Spec doc 2 §8: the one message for an undo or redo that could not be replayed. */
export const UNDO_FAILED_MESSAGE_KEY = 'editor.history.failed';

/** A 409 (stale expected revision) is caught up on and resent; after this many in a row the command is refused. */
const MAX_CONFLICT_RETRIES = 5;
/** A command that got no answer on a live connection is tried again after this pause. */
const RESEND_DELAY_MS = 1000;

const NO_EDITORS: readonly DeckEditor[] = [];

export type DeckStatus = 'loading' | 'ready' | 'failed' | 'gone';

export interface DeckSyncSnapshot {
  readonly status: DeckStatus;
  /** The deck with this browser's pending actions applied (null until it is known). */
  readonly deck: DeckDocument | null;
  /** Why opening failed (status 'failed'). */
  readonly error: ErrorBody | null;
  readonly connection: ConnectionQuality;
  /** Actions not yet confirmed by the server. */
  readonly pendingCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** The other connections editing this deck now (another person, or this person in another window). */
  readonly otherEditors: readonly DeckEditor[];
}

/**
 * Something to tell the presenter: an action the server accepted or refused (in its own words), or the undo/redo
 * failure of spec doc 2 §4.
 */
export type DeckNotice =
  | { readonly kind: 'accepted'; readonly command: DeckCommand }
  | { readonly kind: 'rejected'; readonly command: DeckCommand; readonly message: string }
  | { readonly kind: 'undoFailed' };

export interface DeckSyncOptions {
  readonly presentationId: string;
  readonly transport: DeckTransport;
  readonly store: DeckLocalStore;
  readonly clock?: () => number;
  readonly newMutationId?: () => string;
  /** The connection's token was refused (spec doc 1 §4: the logged-out modal). */
  readonly onUnauthorized?: () => void;
  readonly isOnline?: () => boolean;
  /** Timers, replaceable in specs. */
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * One open deck: its local event log (DeckLocalStore), the patch log of pending actions over it, the socket that
 * confirms them, and the undo/redo history. React reads it through subscribe()/snapshot().
 */
export class DeckSync {
  private log = new PatchLog(null, -1);
  private readonly history: UndoHistory;
  private status: DeckStatus = 'loading';
  private error: ErrorBody | null = null;
  private socketState: SocketState;
  private online: boolean;
  private apiUnstable = false;
  private presenting = false;
  /** The send attempt on the wire (a resend after a reconnect is a new attempt of the same mutation). */
  private inFlight: number | null = null;
  private attempts = 0;
  private catchingUp: Promise<void> | null = null;
  private sequence = 0;
  private closed = false;
  private current: DeckSyncSnapshot;
  /** Undo/redo entries -> the history record they came from (put back if they fail). */
  private readonly replayOf = new Map<string, MutationRecord>();
  /** This browser's settled mutations -> the revision of their last event: later events by others rebase their undo. */
  private readonly settledAt = new Map<string, number>();
  private otherEditors: readonly DeckEditor[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(notice: DeckNotice) => void>();
  private readonly eventListeners = new Set<(events: readonly RecordedEvent[]) => void>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly clock: () => number;
  private readonly newMutationId: () => string;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;

  constructor(private readonly options: DeckSyncOptions) {
    this.clock = options.clock ?? (() => Date.now());
    this.history = new UndoHistory(this.clock);
    this.newMutationId = options.newMutationId ?? newId;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.socketState = options.transport.state;
    this.online = options.isOnline?.() ?? true;
    this.current = this.computeSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): DeckSyncSnapshot => this.current;

  onNotice(listener: (notice: DeckNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  /** The server's events as the log takes them in: for views that follow facts of the stream the deck does not fold. */
  onEvents(listener: (events: readonly RecordedEvent[]) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Folds the local log (the deck shows at once if it was opened here before), then connects and catches up. */
  async open(): Promise<void> {
    const { transport, store, presentationId } = this.options;
    const stored = await store.load(presentationId).catch((error: unknown) => {
      console.warn('The local copy of this deck could not be read', error);
      return { events: [], pending: [] as StoredMutation[] };
    });
    if (this.closed) return;
    const contiguous = stored.events.every((event, index) => event.revision === index);
    const deck = contiguous ? foldStoredDeck(stored.events) : null;
    if (!contiguous) await store.clearDeck(presentationId).catch(() => undefined);
    this.log = new PatchLog(deck, deck ? stored.events.length - 1 : -1);
    for (const mutation of stored.pending) {
      this.log.apply(mutation.command, mutation.mutationId, mutation.origin);
      this.sequence = Math.max(this.sequence, mutation.sequence + 1);
    }
    if (deck) this.status = 'ready';
    this.changed();

    this.unsubscribers.push(
      transport.onEvents((message) => this.onEventsMessage(message)),
      transport.onEditors((message) => this.onEditorsMessage(message)),
      transport.onStateChange((state) => this.onSocketState(state)),
      transport.onUnauthorized(() => this.options.onUnauthorized?.()),
    );
    transport.open();
    this.socketState = transport.state;
    if (transport.state === 'connected') void this.catchUpAndFlush();
    this.changed();
  }

  close(): void {
    this.closed = true;
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    if (this.options.transport.state === 'connected') this.options.transport.unsubscribe(this.options.presentationId);
    this.options.transport.close();
    this.listeners.clear();
    this.noticeListeners.clear();
  }

  /** navigator online/offline (spec doc 1 §4: offline sets the user connection to error, online to good). */
  setOnline(online: boolean): void {
    this.online = online;
    this.changed();
  }

  /** Spec doc 2 §4: undo/redo are blocked while presenting. */
  setPresenting(presenting: boolean): void {
    this.presenting = presenting;
    this.changed();
  }

  /** The real id of something this browser created, once the server has named it. */
  resolveId(id: string): string {
    return this.log.resolveId(id);
  }

  /** A user action: shown at once, queued, sent in order; recorded for undo unless the spec says otherwise. */
  dispatch(command: DeckCommand): string {
    const undoable = isUndoable(command, this.log.state);
    const entry = this.add(command, 'action');
    if (undoable) this.history.record(entry);
    this.changed();
    void this.flush();
    return entry.mutationId;
  }

  /** Spec doc 2 §4: runs only when not blocked (presenting, saving, empty history). */
  undo(): boolean {
    if (!this.canReplay() || !this.history.canUndo) return false;
    const record = this.history.takeForUndo()!;
    const inverse = record.inverse && this.log.resolve(record.inverse);
    if (!inverse) {
      // Other editors have since changed or removed all it would put back: it is dropped, saying so.
      this.notify({ kind: 'undoFailed' });
      this.changed();
      return false;
    }
    const entry = this.add(inverse, 'undo');
    this.replayOf.set(entry.mutationId, record);
    this.history.pushUndone(entry);
    this.changed();
    void this.flush();
    return true;
  }

  redo(): boolean {
    if (!this.canReplay() || !this.history.canRedo) return false;
    const record = this.history.takeForRedo()!;
    const command = record.inverse && this.log.resolve(record.inverse);
    if (!command) {
      this.notify({ kind: 'undoFailed' });
      this.changed();
      return false;
    }
    const entry = this.add(command, 'redo');
    this.replayOf.set(entry.mutationId, record);
    this.history.pushRedone(entry);
    this.changed();
    void this.flush();
    return true;
  }

  private canReplay(): boolean {
    return this.status === 'ready' && !this.presenting && this.log.pending.length === 0;
  }

  private add(command: DeckCommand, origin: EntryOrigin): PatchEntry {
    const entry = this.log.apply(command, this.newMutationId(), origin);
    const stored: StoredMutation = { mutationId: entry.mutationId, command: entry.command, origin, sequence: this.sequence++ };
    this.options.store.putPending(this.options.presentationId, stored).catch((error: unknown) => {
      console.warn('An unsent change could not be kept on this device', error);
    });
    return entry;
  }

  private onSocketState(state: SocketState): void {
    this.socketState = state;
    if (state === 'connected') {
      void this.catchUpAndFlush();
    } else if (this.inFlight !== null) {
      // Its answer is lost with the connection: send it again (same mutationId) once reconnected.
      this.inFlight = null;
      const head = this.log.pending[0];
      if (head?.status === 'sent') this.log.markQueued(head.mutationId);
    }
    this.changed();
  }

  private onEventsMessage(message: DeckEventsMessage): void {
    if (message.presentationId !== this.options.presentationId) return;
    this.takeEvents(message.events, this.log.receive(message.events));
  }

  private onEditorsMessage(message: DeckEditorsMessage): void {
    if (message.presentationId !== this.options.presentationId) return;
    const own = this.options.transport.connectionId;
    this.otherEditors = message.editors.filter((editor) => editor.connectionId !== own);
    this.changed();
  }

  /** On (re)connect: join the room, take every event after the local log's last revision, then send the queue. */
  private async catchUpAndFlush(): Promise<void> {
    await this.catchUp();
    await this.flush();
  }

  private catchUp(): Promise<void> {
    this.catchingUp ??= this.doCatchUp().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async doCatchUp(): Promise<void> {
    const { transport, presentationId, store } = this.options;
    let ack;
    try {
      ack = await transport.subscribe({ presentationId, afterRevision: this.log.revision });
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return; // the next (re)connect tries again
    }
    if (this.closed) return;
    if (!ack.ok) {
      if (this.status === 'loading' || ack.error.statusCode === 404 || ack.error.statusCode === 403) {
        this.status = 'failed';
        this.error = ack.error;
        this.changed();
      }
      return;
    }
    if (ack.revision < this.log.revision) {
      // The server's stream is shorter than the local copy (its data was reset): start again from its log.
      await store.clearDeck(presentationId).catch(() => undefined);
      const pending = this.log.pending.map((entry) => ({ command: entry.command, mutationId: entry.mutationId, origin: entry.origin }));
      this.log = new PatchLog(null, -1);
      for (const entry of pending) this.log.apply(entry.command, entry.mutationId, entry.origin);
      return this.doCatchUp();
    }
    this.takeEvents(ack.events, this.log.receive(ack.events));
    if (this.status === 'loading' && this.log.confirmed) this.status = 'ready';
    this.changed();
  }

  private async flush(): Promise<void> {
    const { transport, presentationId } = this.options;
    if (this.inFlight !== null || this.closed || transport.state !== 'connected' || this.catchingUp) return;
    const entry = this.log.nextToSend();
    if (!entry) return;
    const attempt = ++this.attempts;
    this.inFlight = attempt;
    this.log.markSent(entry.mutationId);
    let ack;
    try {
      ack = await transport.sendCommand({
        presentationId,
        mutationId: entry.mutationId,
        expectedRevision: this.log.revision,
        command: entry.command as { type: string; data: Record<string, unknown> },
      });
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      if (this.inFlight !== attempt) return;
      this.inFlight = null;
      this.log.markQueued(entry.mutationId);
      if (transport.state === 'connected') {
        // Connected but no answer in time: the server is struggling (spec doc 1 §4 "unstable").
        this.apiUnstable = true;
        this.changed();
        this.setTimer(() => void this.flush(), RESEND_DELAY_MS);
      }
      return;
    }
    if (this.closed) return;
    // An answer to an attempt that was given up on (the connection dropped) still settles an accepted command.
    const current = this.inFlight === attempt;
    if (current) this.inFlight = null;
    if (ack.ok) {
      this.apiUnstable = false;
      const result = this.log.acknowledge(entry.mutationId, ack.events);
      this.takeEvents(ack.events, result);
    } else if (!current) {
      return;
    } else if (ack.error.statusCode === 409 && entry.conflicts < MAX_CONFLICT_RETRIES) {
      // Someone else changed the deck first: take their events, rebase, and send the same mutation again.
      entry.conflicts++;
      this.log.markQueued(entry.mutationId);
      await this.catchUp();
    } else {
      if (ack.error.statusCode >= 500) this.apiUnstable = true;
      const settlement = this.log.reject(entry.mutationId, ack.error);
      if (settlement) this.settle(settlement);
      this.keepPendingResolved();
    }
    this.changed();
    if (current) await this.flush();
  }

  private takeEvents(events: readonly RecordedEvent[], result: ReturnType<PatchLog['receive']>): void {
    const { store, presentationId } = this.options;
    if (result.applied.length > 0) {
      store.appendEvents(presentationId, result.applied).catch((error: unknown) => {
        console.warn('Events could not be kept on this device', error);
      });
    }
    for (const settlement of result.settled) this.settle(settlement);
    if (result.settled.length > 0) this.keepPendingResolved();
    this.rebaseHistory(result.applied);
    if (this.log.confirmed === null && this.log.revision >= 0) {
      // The presentation was deleted for good.
      this.status = 'gone';
    }
    if (result.gap && events.length > 0) void this.catchUpAndFlush();
    if (result.applied.length > 0) for (const listener of this.eventListeners) listener(result.applied);
    this.changed();
  }

  /**
   * Pending commands may name things created by earlier ones; once the server has named those, the stored copies
   * are rewritten with the real ids, so a reload (which forgets the mapping) still sends the right ones.
   */
  private keepPendingResolved(): void {
    const { store, presentationId } = this.options;
    this.log.pending.forEach((entry, index) => {
      const stored: StoredMutation = { mutationId: entry.mutationId, command: entry.command, origin: entry.origin, sequence: this.sequence + index };
      store.putPending(presentationId, stored).catch(() => undefined);
    });
    this.sequence += this.log.pending.length;
  }

  /** Undo walks only this browser's actions: each one's inverse is carried over what the others did after it. */
  private rebaseHistory(applied: readonly RecordedEvent[]): void {
    // Own events settled their entries just before this, so what is left is the other editors'.
    const others = applied.filter((event) => !this.settledAt.has(event.metadata.commandId));
    if (others.length === 0) return;
    this.history.rebase((record) => {
      const settledAt = this.settledAt.get(record.mutationId);
      if (settledAt === undefined || !record.inverse) return undefined;
      const later = others.filter((event) => event.revision > settledAt);
      return later.length ? rebaseInverse(record.inverse, later as unknown as DeckEvent[]) : undefined;
    });
  }

  private settle(settlement: Settlement): void {
    const { entry } = settlement;
    if (settlement.kind === 'accepted') {
      this.settledAt.set(entry.mutationId, settlement.events.at(-1)?.revision ?? this.log.revision);
    }
    this.options.store.removePending(this.options.presentationId, entry.mutationId).catch(() => undefined);
    const replayed = this.replayOf.get(entry.mutationId);
    this.replayOf.delete(entry.mutationId);
    if (settlement.kind === 'accepted') {
      // An action that changed nothing has nothing to undo.
      if (entry.origin === 'action' && entry.inverse === null) this.history.remove(entry);
      if (entry.origin === 'action') this.notify({ kind: 'accepted', command: entry.command });
      return;
    }
    this.history.remove(entry);
    if (entry.origin === 'action') {
      this.notify({ kind: 'rejected', command: entry.command, message: settlement.error.message });
      return;
    }
    // Spec doc 2 §4: a replay that fails puts the entry back and says so.
    if (replayed) {
      if (entry.origin === 'undo') this.history.restorePast(replayed);
      else this.history.restoreFuture(replayed);
    }
    this.notify({ kind: 'undoFailed' });
  }

  private notify(notice: DeckNotice): void {
    for (const listener of this.noticeListeners) listener(notice);
  }

  private computeSnapshot(): DeckSyncSnapshot {
    const replayable = this.status === 'ready' && !this.presenting && this.log.pending.length === 0;
    return {
      status: this.status,
      deck: this.log.state,
      error: this.error,
      connection: displayedConnection({ online: this.online, socket: this.socketState, apiUnstable: this.apiUnstable }),
      pendingCount: this.log.pending.length,
      canUndo: replayable && this.history.canUndo,
      canRedo: replayable && this.history.canRedo,
      // Nobody is known to be here while this connection is not.
      otherEditors: this.socketState === 'connected' ? this.otherEditors : NO_EDITORS,
    };
  }

  private changed(): void {
    const next = this.computeSnapshot();
    const previous = this.current;
    const same = (Object.keys(next) as (keyof DeckSyncSnapshot)[]).every((key) => next[key] === previous[key]);
    if (same) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
