import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { NotificationContent, NotificationEvent } from '../../../contracts/notifications/notifications.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

/** One person's notifications stream: which of theirs are still unread. */
export interface NotificationsState {
  readonly unread: readonly string[];
}

export type NotificationsCommand =
  | { readonly type: 'Notify'; readonly userId: string; readonly notificationId: string; readonly content: NotificationContent }
  | { readonly type: 'ReadNotifications'; readonly userId: string; readonly notificationIds: readonly string[] | 'all' };

export const notificationsDecider: Decider<NotificationsState, NotificationsCommand, NotificationEvent> = {
  initialState: { unread: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationReceived':
        return { unread: [...state.unread, event.data.notificationId] };
      case 'NotificationsRead': {
        const read = new Set(event.data.notificationIds);
        return { unread: state.unread.filter((id) => !read.has(id)) };
      }
      default:
        return state;
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Notify':
        return [{ type: 'NotificationReceived', data: { ...command.content, userId: command.userId, notificationId: command.notificationId, createdAt: now } }];
      case 'ReadNotifications': {
        // Ids that are not the person's, or already read, are left alone: marking read is idempotent.
        const wanted = command.notificationIds === 'all' ? null : new Set(command.notificationIds);
        const notificationIds = state.unread.filter((id) => wanted === null || wanted.has(id));
        return notificationIds.length === 0 ? [] : [{ type: 'NotificationsRead', data: { userId: command.userId, notificationIds, readAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
