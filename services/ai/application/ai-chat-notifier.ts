import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { AI_CHAT_SOCKET_EVENT, type AiChatResponse } from '../../../contracts/ai/chat.js';
import { userRoom } from '../../infrastructure/realtime/user-room.js';

/** Spec doc 3 §7 presentation:chat:response, to every socket of the user who asked (their room, joined on connect). */
@Injectable()
export class AiChatNotifier {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
  }

  send(userId: string, response: AiChatResponse): void {
    this.server?.to(userRoom(userId)).emit(AI_CHAT_SOCKET_EVENT, response);
  }
}
