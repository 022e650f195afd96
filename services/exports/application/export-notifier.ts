import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { EXPORT_SOCKET_EVENTS, type ExportProgressPayload, type ReportGeneratedPayload } from '../../../contracts/exports/exports.js';

/** Every signed-in socket joins its user's room, where that user's exports report their progress and end. */
export const userRoom = (userId: string) => `user:${userId}`;

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
