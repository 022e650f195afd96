import { Logger, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect, type OnGatewayInit } from '@nestjs/websockets';
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { CHAT_SOCKET_EVENTS, chatRoomRequestSchema, sendChatMessageSchema, type ChatSettingsPayload, type ChatSnapshot } from '../../../contracts/chat/messages.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { ChatService } from '../application/chat.service.js';
import { ChatBroadcaster } from './chat-broadcaster.js';
import { ChatPresence } from './chat-presence.js';
import { chatRoom } from './chat-rooms.js';

/** Chat messages on the live socket (contracts/chat/messages.ts), beside the live gateway. */
@WebSocketGateway()
export class ChatGateway implements OnModuleInit, OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(ChatGateway.name);

  constructor(
    private readonly chat: ChatService,
    private readonly presence: ChatPresence,
    private readonly broadcaster: ChatBroadcaster,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(CHAT_SOCKET_EVENTS.subscribe, (socket, payload) => this.subscribe(socket, payload));
    this.messages.on(CHAT_SOCKET_EVENTS.unsubscribe, (socket, payload) => this.unsubscribe(socket, payload));
    this.messages.on(CHAT_SOCKET_EVENTS.send, (socket, payload) => this.send(socket, payload));
    this.messages.on(CHAT_SOCKET_EVENTS.clear, (socket, payload) => this.clear(socket, payload));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  /** A phone learns at once whether the chat is there (and comes back as "has joined" after it left). */
  async handleConnection(socket: Socket): Promise<void> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind !== 'audience' || !sessionId) return;
    this.presence.connected(actor, sessionId);
    try {
      if (await this.chat.chatAvailable(sessionId)) socket.emit(CHAT_SOCKET_EVENTS.settings, { sessionId, available: true } satisfies ChatSettingsPayload);
    } catch (error) {
      this.logger.warn(`No chat settings for audience ${actor.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  handleDisconnect(socket: Socket): void {
    const { actor, sessionId } = socketIdentity(socket) ?? {};
    if (actor?.kind === 'audience' && sessionId) this.presence.disconnected(actor, sessionId);
  }

  /** Doc 2 §4: subscribing loads the stored messages and listens for new ones. */
  subscribe(socket: Socket, payload: unknown): Promise<Ack<{ snapshot: ChatSnapshot }>> {
    return acknowledge(async () => {
      const sessionId = await this.sessionOf(socket, parsePayload(chatRoomRequestSchema, payload).presentationId);
      await socket.join(chatRoom(sessionId));
      return { snapshot: await this.chat.snapshot(sessionId) };
    });
  }

  /** Doc 2 §4: unsubscribing stops. */
  unsubscribe(socket: Socket, payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      parsePayload(chatRoomRequestSchema, payload);
      for (const room of socket.rooms) if (room.startsWith(chatRoom(''))) await socket.leave(room);
      return {};
    });
  }

  send(socket: Socket, payload: unknown): Promise<Ack<{ duplicate: boolean }>> {
    return acknowledge(async () => {
      const request = parsePayload(sendChatMessageSchema, payload);
      const { actor, sessionId } = socketIdentity(socket);
      if (actor.kind === 'audience' && sessionId) return this.chat.sendFromAudience(actor, sessionId, request);
      return this.chat.sendFromPresenter(this.presenter(socket), request);
    });
  }

  clear(socket: Socket, payload: unknown): Promise<Ack<object>> {
    return acknowledge(async () => {
      const { presentationId } = parsePayload(chatRoomRequestSchema, payload);
      await this.chat.clear(this.presenter(socket), presentationId, randomUUID());
      return {};
    });
  }

  private async sessionOf(socket: Socket, presentationId: string | undefined): Promise<string> {
    const { actor, sessionId } = socketIdentity(socket);
    if (actor.kind === 'audience' && sessionId) return sessionId;
    return this.chat.presenterSession(this.presenter(socket), presentationId);
  }

  private presenter(socket: Socket) {
    const { actor } = socketIdentity(socket);
    if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only the presenter does this.');
    return actor;
  }
}
