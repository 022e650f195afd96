import { z } from 'zod';

/** Spec doc 1 §9: notifications come 40 to a page. */
export const NOTIFICATIONS_PAGE_SIZE = 40;
/** One read-notification call marks at most this many by id (or every unread one with `all`). */
export const MAX_NOTIFICATIONS_READ_AT_ONCE = 100;

/** What happened, each with its own text in the client's resources. */
export const NOTIFICATION_KINDS = [
  'collaborator-invited',
  'collaborator-claimed',
  'collaborator-removed',
  'access-requested',
  'team-invitation',
  'team-member-joined',
  'team-invitation-declined',
  'team-member-left',
  'team-member-removed',
  'team-role-changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Names filled into the kind's text (a presentation's, a team's, a person's), never markup. */
export type NotificationParams = Readonly<Record<string, string>>;

export interface NotificationContent {
  readonly kind: NotificationKind;
  readonly params: NotificationParams;
  /** A path inside the app the notification opens, or null. */
  readonly link: string | null;
  /** Spec doc 1 §3: 0 for the individual, else the team it was created for (shown only to the team's owners and admins). */
  readonly createdForTeam: string | 0;
}

export type NotificationEvent =
  | { type: 'NotificationReceived'; data: NotificationContent & { userId: string; notificationId: string; createdAt: string } }
  | { type: 'NotificationsRead'; data: { userId: string; notificationIds: string[]; readAt: string } };

export const NOTIFICATION_EVENT_TYPES: readonly NotificationEvent['type'][] = ['NotificationReceived', 'NotificationsRead'];
export const notificationStreamId = (userId: string) => `notifications-${userId}`;

export interface NotificationView extends NotificationContent {
  readonly id: string;
  readonly read: boolean;
  readonly createdAt: string;
}

/** Spec doc 1 §3: pages, count and result. */
export interface NotificationsPage {
  readonly pages: number;
  readonly count: number;
  readonly page: number;
  readonly result: readonly NotificationView[];
}

export const listNotificationsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    numberOfUsersPerPage: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict();
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const readNotificationRequestSchema = z.union([
  z.object({ notificationIds: z.array(z.string().uuid()).min(1).max(MAX_NOTIFICATIONS_READ_AT_ONCE) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type ReadNotificationRequest = z.infer<typeof readNotificationRequestSchema>;

/** Spec doc 1 §7 "Real-time": what the user's sockets get. */
export const NOTIFICATION_SOCKET_EVENT = 'new-notification';
export interface NewNotificationMessage {
  readonly action: 'new-notification';
  readonly type: 'notification';
  readonly notification: NotificationView;
}
