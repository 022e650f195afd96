import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { EXPORT_SOCKET_EVENTS, type ExportProgressPayload, type ReportGeneratedPayload } from '../../../contracts/exports/exports.js';
import { userRoom } from '../../infrastructure/realtime/user-room.js';

@Injectable()
export class ExportNotifier {
  private server?: Server;

  attach(server: Server): void {
    this.server = server;
  }

  progress(userId: string, payload: ExportProgressPayload): void {
    this.server?.to(userRoom(userId)).emit(EXPORT_SOCKET_EVENTS.progress, payload);
  }

  generated(userId: string, payload: ReportGeneratedPayload): void {
    this.server?.to(userRoom(userId)).emit(EXPORT_SOCKET_EVENTS.generated, payload);
  }
}
