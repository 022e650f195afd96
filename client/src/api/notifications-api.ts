import type { NotificationsPage } from '../../../contracts/notifications/notifications.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 1 §7 "Notifications and others". */
export interface NotificationsApi {
  page(page: number): Promise<NotificationsPage>;
  countUnread(): Promise<number>;
  read(notificationIds: readonly string[] | 'all'): Promise<number>;
}

export function createNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    page: (page) => http.get(`/api/notifications?page=${page}`),
    countUnread: async () => (await http.get<{ count: number }>('/api/notifications/count-unread')).count,
    read: async (notificationIds) =>
      (await http.request<{ count: number }>('POST', '/api/notifications/read-notification', { body: notificationIds === 'all' ? { all: true } : { notificationIds } })).data.count,
  };
}
