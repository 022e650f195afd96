import type { OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Subscription } from 'rxjs';
import type { Server } from 'socket.io';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { NOTIFICATION_SOCKET_EVENT, type NewNotificationMessage, type NotificationEvent } from '../../../contracts/notifications/notifications.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';
import { userRoom } from '../../infrastructure/realtime/user-room.js';

/** Spec doc 1 §7 "Real-time": `new-notification` (type notification) to the recipient's user room as it is recorded, whatever node wrote it. */
@WebSocketGateway()
export class NotificationsGateway implements OnGatewayInit, OnModuleDestroy {
  private subscription?: Subscription;

  constructor(private readonly feed: LiveEventFeed) {}

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
