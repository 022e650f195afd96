import type { Socket } from 'socket.io-client';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { DeckCommandAck, DeckEventsMessage, DeckSubscribeAck } from '../../../contracts/realtime/deck-sync.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';
import { replayInMemory } from '../../../projections/projection.js';
import { connect, emitWithAck } from './live-clients.js';

/**
 * An editor's side of the deck socket protocol, as the client keeps it: a local log of the presentation's
 * events by revision (from the subscribe catch-up, the room and its own acks, in whatever order they arrive),
 * folded with the shared deck projection up to the last contiguous revision.
 */
export class DeckSyncClient {
  readonly socket: Socket;
  private readonly log = new Map<number, RecordedEvent>();
  private contiguous = -1;
  private readonly waiters = new Set<() => void>();
  /** When each revision first reached this client (ms, performance.now()). */
  readonly arrivedAt = new Map<number, number>();

  constructor(
    baseUrl: string,
    token: string,
    readonly presentationId: string,
  ) {
    this.socket = connect(baseUrl, token);
    this.socket.on('deck:events', (message: DeckEventsMessage) => {
      if (message.presentationId === this.presentationId) this.receive(message.events);
    });
  }

  /** The last revision this client holds with nothing missing before it. */
  get revision(): number {
    return this.contiguous;
  }

  get events(): RecordedEvent[] {
    return [...this.log.values()].sort((a, b) => a.revision - b.revision);
  }

  /** Joins the room and fetches what is missing after the local log. */
  async catchUp(): Promise<DeckSubscribeAck> {
    const ack = await emitWithAck<DeckSubscribeAck>(this.socket, 'deck:subscribe', {
      presentationId: this.presentationId,
      afterRevision: this.contiguous,
    });
    if (ack.ok) this.receive(ack.events);
    return ack;
  }

  /** Sends a command expecting the local revision (or the one given; null sends none). */
  async send(command: DeckCommand, mutationId: string, expectedRevision: number | null = this.contiguous): Promise<DeckCommandAck> {
    const ack = await emitWithAck<DeckCommandAck>(this.socket, 'deck:command', {
      presentationId: this.presentationId,
      mutationId,
      ...(expectedRevision === null ? {} : { expectedRevision }),
      command,
    });
    if (ack.ok) this.receive(ack.events);
    return ack;
  }

  receive(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      if (event.revision <= this.contiguous || this.log.has(event.revision)) continue;
      this.log.set(event.revision, event);
      this.arrivedAt.set(event.revision, performance.now());
    }
    while (this.log.has(this.contiguous + 1)) this.contiguous += 1;
    for (const wake of [...this.waiters]) wake();
  }

  /** The deck folded from the local log (what the editor shows before any pending change). */
  deck(): DeckDocument {
    const upTo = this.events.filter((event) => event.revision <= this.contiguous);
    const deck = replayInMemory(deckProjection, upTo).get(this.presentationId);
    if (!deck) throw new Error('The local log holds no deck yet');
    return deck;
  }

  /** Once the local log holds every revision up to `revision`, however long that takes (a hang meets the test's timeout). */
  waitForRevision(revision: number): Promise<void> {
    if (this.contiguous >= revision) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (this.contiguous < revision) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}
