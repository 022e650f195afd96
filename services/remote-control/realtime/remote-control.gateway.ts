import { type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { REMOTE_SOCKET_EVENTS, type RemoteControlEvent, type RemoteControlMessage } from '../../../contracts/remote/remote-control.js';
import { presenterRoom } from '../../live/realtime/live-rooms.js';
import { RemoteControlService } from '../application/remote-control.service.js';

/** Each remote press to the presenter's screens (their presenter room), where it takes effect. */
@WebSocketGateway()
export class RemoteControlGateway implements OnGatewayInit, OnModuleDestroy {
  private unfollow?: () => void;

  constructor(private readonly remote: RemoteControlService) {}

  afterInit(server: Server): void {
    this.unfollow = this.remote.onChange((_entry, recorded) => {
      const event = recorded as unknown as RemoteControlEvent;
      if (event.type !== 'RemoteControlChanged') return;
      const { presentationId, key, value } = event.data;
      server.to(presenterRoom(presentationId)).emit(REMOTE_SOCKET_EVENTS.control, { presentationId, key, value } satisfies RemoteControlMessage);
    });
  }

  onModuleDestroy(): void {
    this.unfollow?.();
  }
}
