import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { ImportNotifier } from '../application/import-notifier.js';

/** Gives the notifier the server; it adds no handler to a connection. */
@WebSocketGateway()
export class ImportsGateway implements OnGatewayInit {
  constructor(private readonly notifier: ImportNotifier) {}

  afterInit(server: Server): void {
    this.notifier.attach(server);
  }
}
