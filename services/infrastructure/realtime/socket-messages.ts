import { Injectable, Logger, Optional } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { toErrorBody } from '../http/error-body.factory.js';
import { cleanTexts } from '../http/text-hygiene.js';
import type { RateLimit } from '../rate-limits/rate-limit.js';
import { RateLimits } from '../rate-limits/rate-limits.js';
import { SOCKET_MESSAGE_LIMIT_MESSAGE, SOCKET_MESSAGE_LIMITS } from '../rate-limits/socket-message-limits.js';

/** What a message's handler gets: the socket it came on and its payload; what it returns answers the ack. */
export type SocketMessageHandler = (socket: Socket, payload: unknown) => unknown;

/**
 * The handlers of every client-to-server socket message, by event name, called for every socket by one
 * listener shared by all of them. Gateways register their handlers here once (onModuleInit), because Nest's
 * @SubscribeMessage binds each handler afresh for every socket, objects every full collection must trace
 * (test/load/NOTES.md).
 *
 * A handler's result (or what its promise resolves to) answers the message's ack when the client asked
 * for one. Handlers turn their own failures into acks (socket-ack.ts); one that throws anyway is a bug,
 * logged, and the socket stays usable.
 */
@Injectable()
export class SocketMessages {
  private readonly logger = new Logger(SocketMessages.name);
  private readonly handlers = new Map<string, SocketMessageHandler>();
  /** Made once: dispatch runs for every answer, and a failure captures nothing of the message. */
  private readonly fail = (error: unknown): void => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));

  /**
   * The listener every socket gets (socket.io's onAny): socket.io calls it with the socket as `this`, so
   * the one function serves them all.
   */
  readonly listener: (this: Socket, event: string, ...args: unknown[]) => void;

  /** Per-socket budgets of the messages that have one (socket-message-limits.ts). */
  private readonly limits = new Map<string, RateLimit>();

  constructor(@Optional() rateLimits?: RateLimits) {
    for (const [event, name] of Object.entries(SOCKET_MESSAGE_LIMITS)) {
      if (rateLimits) this.limits.set(event, rateLimits.local(name, SOCKET_MESSAGE_LIMIT_MESSAGE));
    }
    const dispatch = (socket: Socket, event: string, args: unknown[]) => this.dispatch(socket, event, args);
    this.listener = function (this: Socket, event: string, ...args: unknown[]): void {
      dispatch(this, event, args);
    };
  }

  /** Every client-to-server event some gateway handles: the socket event table the authorisation matrix and the fuzz suite cover. */
  events(): string[] {
    return [...this.handlers.keys()];
  }

  on(event: string, handler: SocketMessageHandler): void {
    if (this.handlers.has(event)) throw new Error(`The socket message "${event}" already has a handler`);
    this.handlers.set(event, handler);
  }

  private dispatch(socket: Socket, event: string, args: unknown[]): void {
    const handler = this.handlers.get(event);
    if (!handler) return;
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (reply: unknown) => void) : undefined;
    // As Nest passed it: the one argument as it is, several as an array.
    const payload = args.length === 1 ? args[0] : args.length === 0 ? undefined : args;
    const limit = this.limits.get(event);
    if (!limit) return this.run(handler, socket, payload, ack);
    limit.take(socket.id).then(
      () => this.run(handler, socket, payload, ack),
      (refusal: unknown) => ack?.({ ok: false, error: toErrorBody(refusal) }),
    );
  }

  private run(handler: SocketMessageHandler, socket: Socket, payload: unknown, ack: ((reply: unknown) => void) | undefined): void {
    let clean: unknown;
    try {
      clean = cleanTexts(payload);
    } catch (refusal) {
      ack?.({ ok: false, error: toErrorBody(refusal) });
      return;
    }
    try {
      void Promise.resolve(handler(socket, clean)).then((reply) => {
        if (ack && reply !== undefined) ack(reply);
      }, this.fail);
    } catch (error) {
      this.fail(error);
    }
  }
}
