import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { AiChatNotifier } from '../application/ai-chat-notifier.js';

/** Gives the notifier the server: generated slides and the end of a generation go to the asking user's room. */
@WebSocketGateway()
export class AiChatGateway implements OnGatewayInit {
  constructor(private readonly notifier: AiChatNotifier) {}

  afterInit(server: Server): void {
    this.notifier.attach(server);
  }
}
