import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { NOTIFICATION_EVENT_TYPES, type NotificationEvent, type NotificationView } from '../../contracts/notifications/notifications.js';
import type { Projection } from '../projection.js';

/** One notification, found by its recipient; `forTeam` lets a list leave out team ones for non-admins. */
export type NotificationDocument = NotificationView & {
  readonly userId: string;
  readonly forTeam: boolean;
  /** The log position it was recorded at: newest first, even within one millisecond. */
  readonly position: number;
  [key: string]: unknown;
};

export const notificationsProjection: Projection<NotificationDocument> = {
  name: 'notifications',
  version: 1,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  documentIds: (event) => {
    const known = event as RecordedEvent & NotificationEvent;
    return known.type === 'NotificationReceived' ? [known.data.notificationId] : known.data.notificationIds;
  },
  apply: (document, event) => {
    const known = event as RecordedEvent & NotificationEvent;
    switch (known.type) {
      case 'NotificationReceived': {
        const { notificationId, userId, kind, params, link, createdForTeam, createdAt } = known.data;
        return { id: notificationId, userId, kind, params, link, createdForTeam, forTeam: createdForTeam !== 0, read: false, createdAt, position: known.position };
      }
      case 'NotificationsRead':
        return document && { ...document, read: true };
      default:
        return document;
    }
  },
};
