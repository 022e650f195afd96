import type { OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import type { Subscription } from 'rxjs';
import type { Server, Socket } from 'socket.io';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { NOTIFICATION_SOCKET_EVENT, type NewNotificationMessage, type NotificationEvent } from '../../../contracts/notifications/notifications.js';
import { socketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';

/** Each signed-in presenter's sockets share one room, whatever node wrote the notification. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Spec doc 1 §7 "Real-time": `new-notification` (type notification) to the recipient's sockets as it is recorded. */
@WebSocketGateway()
export class NotificationsGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private subscription?: Subscription;

  constructor(private readonly feed: LiveEventFeed) {}

  async handleConnection(socket: Socket): Promise<void> {
    const { actor } = socketIdentity(socket);
    if (actor.kind === 'user' || actor.kind === 'guest') await socket.join(userRoom(actor.id));
  }

  afterInit(server: Server): void {
    this.subscription = this.feed.batches$.subscribe((batch: readonly RecordedEvent[]) => {
      for (const event of batch) {
        if (event.type !== 'NotificationReceived') continue;
        const { data } = event as RecordedEvent & Extract<NotificationEvent, { type: 'NotificationReceived' }>;
        const { notificationId, kind, params, link, createdForTeam, createdAt } = data;
        const message: NewNotificationMessage = {
          action: 'new-notification',
          type: 'notification',
          notification: { id: notificationId, kind, params, link, createdForTeam, read: false, createdAt },
        };
        server.to(userRoom(data.userId)).emit(NOTIFICATION_SOCKET_EVENT, message);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }
}
