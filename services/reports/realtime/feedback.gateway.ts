import { type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { privateFeedbackRequestSchema } from '../../../contracts/reports/requests.js';
import { REPORT_SOCKET_EVENTS } from '../../../contracts/reports/socket-protocol.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { acknowledge, parsePayload, type Ack } from '../../infrastructure/realtime/socket-ack.js';
import { SocketMessages } from '../../infrastructure/realtime/socket-messages.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { PrivateFeedbackService } from '../application/private-feedback.service.js';

/** The audience's private feedback, on the live socket beside the live gateway. */
@WebSocketGateway()
export class FeedbackGateway implements OnModuleInit {
  constructor(
    private readonly feedback: PrivateFeedbackService,
    private readonly messages: SocketMessages,
  ) {}

  onModuleInit(): void {
    this.messages.on(REPORT_SOCKET_EVENTS.feedbackSubmit, (socket, payload) => this.submit(socket, payload));
  }

  submit(socket: Socket, payload: unknown): Promise<Ack<{ duplicate: boolean }>> {
    return acknowledge(async () => {
      const { actor, sessionId } = socketIdentity(socket);
      if (!sessionId) throw new Forbidden('Join the session first.');
      return this.feedback.give(actor, sessionId, parsePayload(privateFeedbackRequestSchema, payload));
    });
  }
}
