import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { IMPORT_STATUS_SOCKET_EVENT, type ImportStatusPayload } from '../../../contracts/imports/document-import.js';
import { userRoom } from '../../infrastructure/realtime/user-room.js';

/** An import's stages go to every socket of the user who imports (their room, joined on connect). */
@Injectable()
export class ImportNotifier {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
  }

  status(userId: string, payload: ImportStatusPayload): void {
    this.server?.to(userRoom(userId)).emit(IMPORT_STATUS_SOCKET_EVENT, payload);
  }
}
