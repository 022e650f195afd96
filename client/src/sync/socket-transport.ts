import { io, type Socket } from 'socket.io-client';
import {
  DECK_SOCKET_EVENTS,
  type DeckCommandAck,
  type DeckCommandRequest,
  type DeckEditorsMessage,
  type DeckEventsMessage,
  type DeckSubscribeAck,
  type DeckSubscribeRequest,
} from '../../../contracts/realtime/deck-sync.js';
import { MAX_RECONNECT_ATTEMPTS_BEFORE_DISCONNECTED, type SocketState } from './connection.js';
import { TransportError, type DeckTransport } from './transport.js';

/** How long a command or subscribe may wait for its ack before it counts as lost (and is sent again). */
export const ACK_TIMEOUT_MS = 10_000;
export const HANDSHAKE_TIMEOUT_MS = 8_000;

/** socket.io to the app's own server, authenticated with the presenter's bearer token. */
export class SocketTransport implements DeckTransport {
  private socket: Socket | null = null;
  private current: SocketState = 'connecting';
  private readonly eventListeners = new Set<(message: DeckEventsMessage) => void>();
  private readonly editorsListeners = new Set<(message: DeckEditorsMessage) => void>();
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  private readonly unauthorizedListeners = new Set<() => void>();

  constructor(
    private readonly token: () => Promise<string | null>,
    private readonly url?: string,
  ) {}

  get state(): SocketState {
    return this.current;
  }

  get connectionId(): string | null {
    return this.socket?.id ?? null;
  }

  open(): void {
    if (this.socket) return;
    const options = {
      // Asked at every (re)connect: a renewed access token is what the handshake gets.
      auth: (callback: (data: object) => void) => void this.token().then((token) => callback({ token })),
      transports: ['websocket', 'polling'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
      // A handshake that never completes (a proxy that accepts and then says nothing) is retried after this long,
      // rather than socket.io's 20 s.
      timeout: HANDSHAKE_TIMEOUT_MS,
    };
    const socket = this.url ? io(this.url, options) : io(options);
    this.socket = socket;
    socket.on('connect', () => this.setState('connected'));
    socket.on('disconnect', (reason) => {
      // The server closing the connection on purpose ends automatic reconnection; ask again.
      if (reason === 'io server disconnect') socket.connect();
      this.setState('reconnecting');
    });
    socket.on('connect_error', (error: Error & { data?: { statusCode?: number } }) => {
      if (error.data?.statusCode === 401) {
        for (const listener of this.unauthorizedListeners) listener();
        socket.disconnect();
      }
    });
    socket.io.on('reconnect_attempt', (attempt) => {
      this.setState(attempt > MAX_RECONNECT_ATTEMPTS_BEFORE_DISCONNECTED ? 'disconnected' : 'reconnecting');
    });
    socket.on(DECK_SOCKET_EVENTS.events, (message: DeckEventsMessage) => {
      for (const listener of this.eventListeners) listener(message);
    });
    socket.on(DECK_SOCKET_EVENTS.editors, (message: DeckEditorsMessage) => {
      for (const listener of this.editorsListeners) listener(message);
    });
  }

  close(): void {
    this.socket?.removeAllListeners();
    this.socket?.io.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }

  subscribe(request: DeckSubscribeRequest): Promise<DeckSubscribeAck> {
    return this.request<DeckSubscribeAck>(DECK_SOCKET_EVENTS.subscribe, request);
  }

  unsubscribe(presentationId: string): void {
    this.socket?.emit(DECK_SOCKET_EVENTS.unsubscribe, { presentationId });
  }

  sendCommand(request: DeckCommandRequest): Promise<DeckCommandAck> {
    return this.request<DeckCommandAck>(DECK_SOCKET_EVENTS.command, request);
  }

  onEvents(listener: (message: DeckEventsMessage) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
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

  private async request<T>(event: string, payload: object): Promise<T> {
    const socket = this.socket;
    if (!socket?.connected) throw new TransportError(`Not connected: ${event} not sent`);
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as T;
    } catch (error) {
      throw new TransportError(`${event}: no answer`, { cause: error });
    }
  }

  private setState(state: SocketState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
