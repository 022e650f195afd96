import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { ExportNotifier, userRoom } from '../application/export-notifier.js';

/** Puts each signed-in socket in its user's room, for the progress and end of that user's exports. */
@WebSocketGateway()
export class ExportsGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly notifier: ExportNotifier) {}

  afterInit(server: Server): void {
    this.notifier.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { actor } = socketIdentity(socket);
    if (actor.kind === 'user' || actor.kind === 'guest') await socket.join(userRoom(actor.id));
  }
}
