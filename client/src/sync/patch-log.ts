import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { inverseOf } from '../../../services/slides/domain/deck-command-inverse.js';
import { deckStateOf } from '../../../services/slides/domain/deck-state.js';
import { foldDeck } from './fold.js';
import { localIdFactory, matchLocalIds, replaceIds } from './id-map.js';
import { predictEvents } from './predict.js';
import { reconcile } from './reconcile.js';

enablePatches();

/** Why an entry exists: a user's action, or an undo/redo of one (history treats them differently). */
export type EntryOrigin = 'action' | 'undo' | 'redo';

/** What undo/redo history keeps of a mutation; the log updates `command` and `inverse` as the server answers. */
export interface MutationRecord {
  readonly mutationId: string;
  command: DeckCommand;
  /** The command that undoes this one (null: nothing to undo). Recomputed from the server's events on acceptance. */
  inverse: DeckCommand | null;
}

/** One user action on top of the confirmed deck: {mutationId, command, inverse command, patches, inversePatches}. */
export interface PatchEntry extends MutationRecord {
  readonly origin: EntryOrigin;
  patches: Patch[];
  inversePatches: Patch[];
  /** The events the optimistic apply predicted (with stand-in ids for what the server will name). */
  predicted: DeckEvent[];
  /** queued: waiting to be sent (or re-sent); sent: on the wire, waiting for its ack. */
  status: 'queued' | 'sent';
  /** 409 answers so far (stale expected revision): each one is caught up on and the command sent again. */
  conflicts: number;
}

export type Settlement =
  | { readonly kind: 'accepted'; readonly entry: PatchEntry; readonly events: readonly RecordedEvent[] }
  | { readonly kind: 'rejected'; readonly entry: PatchEntry; readonly error: ErrorBody };

export interface ReceiveResult {
  readonly settled: Settlement[];
  /** Events were missing before these (the caller catches up from `revision`). */
  readonly gap: boolean;
  /** Confirmed events that were new. */
  readonly applied: RecordedEvent[];
}

export interface PatchLogOptions {
  readonly now?: () => string;
}

/**
 * The deck as the server confirmed it (a fold of its events), with this browser's pending actions applied on top
 * as immer patches. Pure state: sending, storage and timers belong to DeckSync.
 *
 * - apply: the action shows at once (optimistic), as one entry with its patches and inverse patches;
 * - receive / acknowledge: the server's events become the confirmed deck; an entry whose events arrive (matched by
 *   mutationId = the events' commandId) is settled; the rest are rebased: reverted with their inverse patches,
 *   the events applied, then re-applied on the new state;
 * - reject: the entry is reverted and dropped, the others rebased.
 */
export class PatchLog {
  private confirmedDeck: DeckDocument | null;
  private optimistic: DeckDocument | null;
  private confirmedRevision: number;
  private entries: PatchEntry[] = [];
  private readonly ids = new Map<string, string>();
  private readonly now: () => string;

  constructor(confirmed: DeckDocument | null, revision: number, options: PatchLogOptions = {}) {
    this.confirmedDeck = confirmed;
    this.optimistic = confirmed;
    this.confirmedRevision = revision;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  /** What the editor shows: confirmed deck plus pending actions. */
  get state(): DeckDocument | null {
    return this.optimistic;
  }

  get confirmed(): DeckDocument | null {
    return this.confirmedDeck;
  }

  /** The stream revision of the last confirmed event (-1: none yet). */
  get revision(): number {
    return this.confirmedRevision;
  }

  get pending(): readonly PatchEntry[] {
    return this.entries;
  }

  /** The real id of something created optimistically, once the server has named it (else the id itself). */
  resolveId(id: string): string {
    return this.ids.get(id) ?? id;
  }

  /** A command with every stand-in id the server has since named replaced by the real one. */
  resolve<T>(value: T): T {
    return replaceIds(value, this.ids);
  }

  /** Applies a user action optimistically and queues it. */
  apply(command: DeckCommand, mutationId: string, origin: EntryOrigin = 'action'): PatchEntry {
    const entry: PatchEntry = {
      mutationId,
      origin,
      command: this.resolve(command),
      inverse: null,
      patches: [],
      inversePatches: [],
      predicted: [],
      status: 'queued',
      conflicts: 0,
    };
    this.optimistic = this.applyEntry(this.optimistic, entry);
    this.entries.push(entry);
    return entry;
  }

  /** The next entry to send: the oldest, once nothing is on the wire (commands go one at a time, in order). */
  nextToSend(): PatchEntry | null {
    const head = this.entries[0];
    return head && head.status === 'queued' ? head : null;
  }

  markSent(mutationId: string): void {
    const entry = this.find(mutationId);
    if (entry) entry.status = 'sent';
  }

  /** The send failed without an answer (timeout, disconnect): it goes again with the same mutationId. */
  markQueued(mutationId: string): void {
    const entry = this.find(mutationId);
    if (entry) entry.status = 'queued';
  }

  /** Events of the deck's stream, from any editor (this one included), in revision order. */
  receive(events: readonly RecordedEvent[]): ReceiveResult {
    const ordered = [...events].sort((a, b) => a.revision - b.revision);
    const fresh: RecordedEvent[] = [];
    let expected = this.confirmedRevision + 1;
    let gap = false;
    for (const event of ordered) {
      if (event.revision < expected) continue;
      if (event.revision > expected) {
        gap = true;
        break;
      }
      fresh.push(event);
      expected++;
    }
    if (fresh.length === 0) return { settled: [], gap, applied: [] };

    const settling = new Map<string, { entry: PatchEntry; before: DeckDocument | null; events: RecordedEvent[] }>();
    this.rebase((base) => {
      let deck = base;
      for (const event of fresh) {
        const entry = this.find(event.metadata.commandId);
        if (entry) {
          const found = settling.get(entry.mutationId) ?? { entry, before: deck, events: [] };
          found.events.push(event);
          settling.set(entry.mutationId, found);
        }
        deck = foldDeck(deck, [event]);
      }
      // Learn the server's ids before the remaining entries are re-applied, so they name the real things.
      for (const { entry, events: own } of settling.values()) {
        for (const [local, real] of matchLocalIds(entry.predicted, own)) this.ids.set(local, real);
      }
      return deck;
    }, () => new Set(settling.keys()));
    this.confirmedRevision = fresh.at(-1)!.revision;

    const settled: Settlement[] = [];
    for (const { entry, before, events: own } of settling.values()) {
      entry.command = this.resolve(entry.command);
      entry.inverse = before ? inverseOf(deckStateOf(before), entry.command, own as unknown as DeckEvent[], before.revision) : null;
      settled.push({ kind: 'accepted', entry, events: own });
    }
    return { settled, gap, applied: fresh };
  }

  /**
   * The ack of a sent command: its events (or none, when the command changed nothing). Events already received
   * through the room are skipped; an entry still pending after them is settled here.
   */
  acknowledge(mutationId: string, events: readonly RecordedEvent[]): ReceiveResult {
    const result = this.receive(events);
    const entry = this.find(mutationId);
    if (!entry || result.gap) return result;
    const own = events.filter((event) => event.metadata.commandId === mutationId);
    if (own.length > 0 && own.some((event) => event.revision > this.confirmedRevision)) return result;
    // Nothing of it is left to arrive: a command that changed nothing, or one whose events came in earlier.
    this.drop(entry);
    if (own.length === 0) entry.inverse = null;
    return { ...result, settled: [...result.settled, { kind: 'accepted', entry, events: own }] };
  }

  /** The server refused the command: its optimistic change is undone and the entries after it rebased. */
  reject(mutationId: string, error: ErrorBody): Settlement | null {
    const entry = this.find(mutationId);
    if (!entry) return null;
    this.drop(entry);
    return { kind: 'rejected', entry, error };
  }

  private find(mutationId: string): PatchEntry | undefined {
    return this.entries.find((entry) => entry.mutationId === mutationId);
  }

  private drop(entry: PatchEntry): void {
    this.rebase((base) => base, () => new Set([entry.mutationId]));
  }

  /**
   * Revert every pending entry (inverse patches, newest first), change the confirmed deck, then re-apply the
   * entries that are still pending, oldest first, computing fresh patches against the new state.
   */
  private rebase(
    changeConfirmed: (confirmed: DeckDocument | null) => DeckDocument | null,
    settledIds: () => ReadonlySet<string>,
  ): void {
    let deck = this.optimistic;
    for (const entry of [...this.entries].reverse()) deck = deck ? applyPatches(deck, entry.inversePatches) : deck;
    deck = changeConfirmed(deck);
    this.confirmedDeck = deck;
    const settled = settledIds();
    this.entries = this.entries.filter((entry) => !settled.has(entry.mutationId));
    for (const entry of this.entries) deck = this.applyEntry(deck, entry);
    this.optimistic = deck;
  }

  private applyEntry(deck: DeckDocument | null, entry: PatchEntry): DeckDocument | null {
    if (!deck) {
      entry.patches = [];
      entry.inversePatches = [];
      entry.predicted = [];
      return deck;
    }
    const command = this.resolve(entry.command);
    entry.command = command;
    const predicted = predictEvents(deck, command, { newId: localIdFactory(entry.mutationId), now: this.now() });
    const next = foldPredicted(deck, predicted, this.now());
    const [result, patches, inversePatches] = produceWithPatches(deck, (draft) => {
      reconcile(draft as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>);
    });
    entry.patches = patches;
    entry.inversePatches = inversePatches;
    entry.predicted = predicted;
    entry.inverse = inverseOf(deckStateOf(deck), command, predicted);
    return result;
  }
}

/** Predicted events folded like real ones, but without moving the revision (they are not confirmed). */
function foldPredicted(deck: DeckDocument, events: readonly DeckEvent[], occurredAt: string): DeckDocument {
  const recorded = events.map((event) => ({
    ...event,
    id: 'predicted',
    streamId: `presentation-${deck.id}`,
    revision: deck.revision,
    position: -1,
    metadata: { actor: { kind: 'user' as const, id: deck.userId }, commandId: 'predicted', correlationId: 'predicted', causationId: 'predicted', occurredAt, schemaVersion: 1 },
  }));
  return foldDeck(deck, recorded) ?? deck;
}
