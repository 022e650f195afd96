import { Logger, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect, type OnGatewayInit } from '@nestjs/websockets';
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import { submitAnswerSchema } from '../../../contracts/live/answers.js';
import { REACTIONS } from '../../../contracts/live/constants.js';
import { LIVE_SOCKET_EVENTS, type PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { AnswerService } from '../application/answer.service.js';
import { LiveControlService } from '../application/live-control.service.js';
import { AudienceSnapshots } from './audience-snapshots.js';
import { LiveBroadcaster } from './live-broadcaster.js';
import { LivePresence } from './live-presence.js';
import { audienceRoom, presenterRoom } from './live-rooms.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';

export const reactionSchema = z.strictObject({ reaction: z.enum(REACTIONS), reactionId: z.string().uuid().optional() });
export const joinPresenterSchema = z.object({
  room: z.string().regex(/^[0-9a-f-]{36}(-[0-9a-f-]{1,64})?-presenter$/, { message: 'room must be "{presentationId}-presenter"' }),
  presenter: z.object({ id: z.string(), name: z.string() }).passthrough(),
});
export const leaveSchema = z.object({ room: z.string() });

/** Audience and presenter sockets of live sessions (contracts/live/socket-protocol.ts). */
@WebSocketGateway()
export class LiveGateway implements OnModuleInit, OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(LiveGateway.name);

  constructor(
    private readonly answers: AnswerService,
    private readonly control: LiveControlService,
    private readonly snapshots: AudienceSnapshots,
    private readonly broadcaster: LiveBroadcaster,
    private readonly presence: LivePresence,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(LIVE_SOCKET_EVENTS.answerSubmit, (socket, payload) => this.submitAnswer(socket, payload));
    this.messages.on(LIVE_SOCKET_EVENTS.reactionSend, (socket, payload) => this.sendReaction(socket, payload));
    this.messages.on(LIVE_SOCKET_EVENTS.joinPresenter, (socket, payload) => this.joinPresenter(socket, payload));
    this.messages.on(LIVE_SOCKET_EVENTS.leave, (socket, payload) => this.leave(socket, payload));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    await socket.join(audienceRoom(sessionId));
    this.presence.connected(sessionId);
    try {
      // An AudienceSnapshot, as JSON already (AudienceSnapshots.audience).
      socket.emit(LIVE_SOCKET_EVENTS.sessionState, await this.snapshots.audience(sessionId, actor.id));
    } catch (error) {
      this.logger.warn(`No snapshot for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
      socket.disconnect(true);
    }
  }

  handleDisconnect(socket: Socket): void {
    const { actor, sessionId } = socketIdentity(socket) ?? {};
    if (actor?.kind === 'audience' && sessionId) this.presence.disconnected(sessionId);
  }

  /** 'answer:submit': the hot path, thousands a second (SocketMessages calls it without Nest's per-message pipeline). */
  submitAnswer(socket: Socket, payload: unknown): Promise<Ack<{ duplicate: boolean }>> {
    return acknowledge(async () => {
      const { actor, sessionId } = socketIdentity(socket);
      if (!sessionId) throw new Forbidden('Join the session first.');
      return this.answers.submit({ actor, sessionId }, parsePayload(submitAnswerSchema, payload));
    });
  }

  sendReaction(socket: Socket, payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      const { actor, sessionId } = socketIdentity(socket);
      if (!sessionId) throw new Forbidden('Join the session first.');
      const { reaction, reactionId } = parsePayload(reactionSchema, payload);
      await this.answers.react({ actor, sessionId }, reactionId ?? randomUUID(), reaction);
      return {};
    });
  }

  /** Spec doc 2 §7: room `{presentationId}-presenter` (optionally with a slide id before -presenter). */
  joinPresenter(socket: Socket, payload: unknown): Promise<Ack<{ snapshot: PresenterSnapshot }>> {
    return acknowledge(async () => {
      const { actor } = socketIdentity(socket);
      if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only presenters join the presenter room.');
      const { room } = parsePayload(joinPresenterSchema, payload);
      const presentationId = room.slice(0, 36);
      await this.control.ownedDeck(actor, presentationId);
      await socket.join(presenterRoom(presentationId));
      return { snapshot: await this.snapshots.presenter(presentationId) };
    });
  }

  async leave(socket: Socket, payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      const { room } = parsePayload(leaveSchema, payload);
      await socket.leave(presenterRoom(room.slice(0, 36)));
      return {};
    });
  }
}
