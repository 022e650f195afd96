import type { LiveAck } from '../../../../contracts/live/socket-protocol.js';
import type { LiveConnection, LiveServerEvents } from './live-socket.js';

type Handler = (payload: never) => void;

export interface SentRequest {
  readonly event: string;
  readonly payload: unknown;
  /** Answer the request; without an answer the request times out when `timeOut()` is called. */
  reply(ack: LiveAck<object>): void;
  timeOut(): void;
}

/** A socket for specs: the spec plays the server (push events, answer requests, drop and restore the connection). */
export class FakeLiveConnection implements LiveConnection {
  connected = false;
  closed = false;
  readonly sent: SentRequest[] = [];
  private readonly handlers = new Map<string, Handler[]>();

  on<E extends keyof LiveServerEvents>(event: E, handler: (payload: LiveServerEvents[E]) => void): void {
    this.add(event, handler as Handler);
  }

  onConnection(event: string, handler: (...args: never[]) => void): void {
    this.add(event, handler as Handler);
  }

  request<T extends object>(event: string, payload: unknown): Promise<LiveAck<T>> {
    return new Promise((resolve, reject) => {
      this.sent.push({
        event,
        payload,
        reply: (ack) => resolve(ack as LiveAck<T>),
        timeOut: () => reject(new Error('operation has timed out')),
      });
    });
  }

  connect(): void {
    this.serverConnects();
  }

  close(): void {
    this.closed = true;
    this.connected = false;
  }

  serverConnects(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrops(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  refuse(error: { message: string; data?: unknown }): void {
    this.fire('connect_error', error);
  }

  push<E extends keyof LiveServerEvents>(event: E, payload: LiveServerEvents[E]): void {
    this.fire(event, payload);
  }

  requests(event: string): SentRequest[] {
    return this.sent.filter((request) => request.event === event);
  }

  private add(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  private fire(event: string, payload?: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) (handler as (payload: unknown) => void)(payload);
  }
}
