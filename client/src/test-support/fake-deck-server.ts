import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type {
  DeckCommandAck,
  DeckCommandRequest,
  DeckEditorsMessage,
  DeckEventsMessage,
  DeckSubscribeAck,
  DeckSubscribeRequest,
} from '../../../contracts/realtime/deck-sync.js';
import { DomainError } from '../../../services/shared-kernel/domain/domain-errors.js';
import { deckDecider } from '../../../services/slides/domain/deck-decider.js';
import { deckStateOf } from '../../../services/slides/domain/deck-state.js';
import type { SocketState } from '../sync/connection.js';
import { foldDeck } from '../sync/fold.js';
import { TransportError, type DeckTransport } from '../sync/transport.js';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const PRESENTATION_ID = '6f1c2f4e-1d2b-4c3a-9e8f-0a1b2c3d4e5f';
export const OWNER = 'user-1';

export function recorded(event: DeckEvent | { type: string; data: unknown }, revision: number, commandId = `cmd-${revision}`): RecordedEvent {
  return {
    ...event,
    id: `event-${revision}`,
    streamId: `presentation-${PRESENTATION_ID}`,
    revision,
    position: 1000 + revision,
    metadata: {
      actor: { kind: 'user', id: OWNER },
      commandId,
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, revision)).toISOString(),
      schemaVersion: 1,
    },
  };
}

export const createdEvent = () =>
  recorded(
    {
      type: 'PresentationCreated',
      data: {
        presentationId: PRESENTATION_ID,
        ownerId: OWNER,
        name: 'Team offsite',
        language: 'en',
        fontFamily: 'Plus Jakarta Sans',
        accessCode: '123456',
        uniqueAccessCode: 'abcdefghij',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
    0,
    'create',
  );

type Decide = (deck: DeckDocument, command: DeckCommand) => DeckEvent[] | ErrorBody;

/**
 * A stand-in for the deck-sync gateway: one stream, commands decided by `decide` (by default the deck decider, as
 * the owner, with server-chosen ids), acks and room broadcasts, and controls for what a real network does:
 * holding answers, dropping connections, refusing commands, other editors' edits.
 */
export class FakeDeckServer {
  readonly events: RecordedEvent[] = [createdEvent()];
  readonly received: DeckCommandRequest[] = [];
  readonly subscriptions: DeckSubscribeRequest[] = [];
  private readonly transports = new Set<FakeTransport>();
  private readonly seen = new Map<string, RecordedEvent[]>();
  private nextId = 1;
  private held: (() => void)[] = [];
  holdAcks = false;
  /** Broadcasts reach the sender before its ack (true) or after (false). */
  pushBeforeAck = false;
  decide: Decide = (deck, command) => {
    const context = { actor: { kind: 'user' as const, id: OWNER }, newId: () => `srv-${this.nextId++}`, now: new Date(Date.UTC(2026, 0, 2)).toISOString() };
    try {
      return [...deckDecider.decide(command, deckStateOf(deck), context)];
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { statusCode: error.statusCode, code: error.code, message: error.message };
    }
  };

  get deck(): DeckDocument {
    return foldDeck(null, this.events)!;
  }

  get revision(): number {
    return this.events.length - 1;
  }

  /** A client's socket; `offline` ones never manage to connect. */
  connect(options: { offline?: boolean } = {}): FakeTransport {
    const transport = new FakeTransport(this, options.offline ?? false);
    this.transports.add(transport);
    return transport;
  }

  detach(transport: FakeTransport): void {
    this.transports.delete(transport);
  }

  /** Another editor's change, appended and broadcast. */
  remote(command: DeckCommand, commandId = `remote-${this.nextId++}`): RecordedEvent[] {
    const decided = this.decide(this.deck, command);
    if (!Array.isArray(decided)) throw new Error(decided.message);
    return this.append(decided, commandId);
  }

  /** Sends every held ack (in order). */
  releaseAcks(): void {
    const held = this.held;
    this.held = [];
    for (const release of held) release();
  }

  subscribe(request: DeckSubscribeRequest): DeckSubscribeAck {
    this.subscriptions.push(request);
    const after = request.afterRevision ?? -1;
    return { ok: true, revision: this.revision, events: this.events.filter((event) => event.revision > after) };
  }

  handle(request: DeckCommandRequest, reply: (ack: DeckCommandAck) => void): void {
    this.received.push(request);
    const duplicate = this.seen.get(request.mutationId);
    if (duplicate) {
      reply({ ok: true, revision: this.revision, events: duplicate, duplicate: true });
      return;
    }
    if (request.expectedRevision !== undefined && request.expectedRevision !== this.revision) {
      reply({ ok: false, error: { statusCode: 409, code: 'conflict', message: 'The deck changed since revision ' + request.expectedRevision } });
      return;
    }
    const decided = this.decide(this.deck, request.command as DeckCommand);
    if (!Array.isArray(decided)) {
      reply({ ok: false, error: decided });
      return;
    }
    const events = this.append(decided, request.mutationId, !this.pushBeforeAck);
    this.seen.set(request.mutationId, events);
    const send = () => {
      reply({ ok: true, revision: this.revision, events, duplicate: false });
      if (!this.pushBeforeAck) this.broadcast(events);
    };
    if (this.holdAcks) this.held.push(send);
    else send();
  }

  private append(decided: readonly DeckEvent[], commandId: string, deferBroadcast = false): RecordedEvent[] {
    const events = decided.map((event, index) => recorded(event, this.revision + 1 + index, commandId));
    this.events.push(...events);
    if (!deferBroadcast && events.length > 0) this.broadcast(events);
    return events;
  }

  private broadcast(events: RecordedEvent[]): void {
    if (events.length === 0) return;
    for (const transport of this.transports) transport.deliver({ presentationId: PRESENTATION_ID, events });
  }
}

let fakeConnections = 0;

export class FakeTransport implements DeckTransport {
  state: SocketState = 'connecting';
  opened = false;
  private readonly eventListeners = new Set<(message: DeckEventsMessage) => void>();
  private readonly editorsListeners = new Set<(message: DeckEditorsMessage) => void>();
  readonly connectionId = `fake-connection-${++fakeConnections}`;
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  private readonly unauthorizedListeners = new Set<() => void>();
  /** Replies that arrive after the connection dropped are lost, as on a real socket. */
  private generation = 0;

  /** The next command is lost on the way (it never reaches the server, and no answer comes). */
  loseNextRequest = false;

  constructor(
    private readonly server: FakeDeckServer,
    private readonly offline: boolean,
  ) {}

  open(): void {
    this.opened = true;
    if (!this.offline) this.setState('connected');
  }

  close(): void {
    this.server.detach(this);
  }

  drop(): void {
    this.generation++;
    this.setState('reconnecting');
  }

  reconnect(): void {
    this.setState('connected');
  }

  refuseToken(): void {
    for (const listener of this.unauthorizedListeners) listener();
  }

  async subscribe(request: DeckSubscribeRequest): Promise<DeckSubscribeAck> {
    if (this.state !== 'connected') throw new TransportError('not connected');
    await Promise.resolve();
    return this.server.subscribe(request);
  }

  unsubscribe(): void {}

  sendCommand(request: DeckCommandRequest): Promise<DeckCommandAck> {
    if (this.state !== 'connected') return Promise.reject(new TransportError('not connected'));
    const generation = this.generation;
    if (this.loseNextRequest) {
      this.loseNextRequest = false;
      return new Promise((_resolve, reject) => {
        this.stateListeners.add(() => reject(new TransportError('connection lost')));
      });
    }
    return new Promise((resolve, reject) => {
      this.server.handle(clone(request), (ack) => {
        if (generation !== this.generation) reject(new TransportError('connection lost'));
        else resolve(clone(ack));
      });
      if (generation !== this.generation) reject(new TransportError('connection lost'));
    });
  }

  deliver(message: DeckEventsMessage): void {
    if (this.state !== 'connected') return;
    for (const listener of this.eventListeners) listener(clone(message));
  }

  onEvents(listener: (message: DeckEventsMessage) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** The server's list of the room's editors, as the real server sends it when someone joins or leaves. */
  deliverEditors(message: DeckEditorsMessage): void {
    for (const listener of this.editorsListeners) listener(clone(message));
  }

  onEditors(listener: (message: DeckEditorsMessage) => void): () => void {
    this.editorsListeners.add(listener);
    return () => this.editorsListeners.delete(listener);
  }

  onStateChange(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onUnauthorized(listener: () => void): () => void {
    this.unauthorizedListeners.add(listener);
    return () => this.unauthorizedListeners.delete(listener);
  }

  private setState(state: SocketState): void {
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
