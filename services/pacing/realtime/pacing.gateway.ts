import { type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { PACING_SOCKET_EVENTS, pacingGoSchema, type PacedSlide } from '../../../contracts/live/pacing.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { PacingService } from '../application/pacing.service.js';
import { PacingBroadcaster } from './pacing-broadcaster.js';

/** pacing:go on the live socket (contracts/live/pacing.ts). */
@WebSocketGateway()
export class PacingGateway implements OnModuleInit, OnGatewayInit {
  constructor(
    private readonly pacing: PacingService,
    private readonly broadcaster: PacingBroadcaster,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(PACING_SOCKET_EVENTS.go, (socket, payload) => this.go(socket, payload));
  }

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
  }

  go(socket: Socket, payload: unknown): Promise<Ack<PacedSlide>> {
    return acknowledge(async () => {
      const { actor, sessionId } = socketIdentity(socket);
      if (!sessionId) throw new Forbidden('Join the session first.');
      return this.pacing.go({ actor, sessionId }, parsePayload(pacingGoSchema, payload).to);
    });
  }
}
