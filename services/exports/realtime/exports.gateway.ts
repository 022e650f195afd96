import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { ExportNotifier } from '../application/export-notifier.js';

/** Gives the notifier the server: a user's exports report their progress and end in the user's room (joined on connect). */
@WebSocketGateway()
export class ExportsGateway implements OnGatewayInit {
  constructor(private readonly notifier: ExportNotifier) {}

  afterInit(server: Server): void {
    this.notifier.attach(server);
  }
}
