import type { TFunction } from 'i18next';
import type { NotificationView } from '../../../../contracts/notifications/notifications.js';

/** Roles a notification names: a team's (team-role-changed) or a presentation's (invitations, access requests). */
const ROLE_NAMES = (kind: NotificationView['kind']) => (kind === 'team-role-changed' ? 'team.roles' : 'sharing.roles');

/**
 * A notification's text: its kind's sentence filled in with the names the server sent, the role id it sends
 * (`editor`) shown as the role's name in the reader's language ("Editor"); an unknown role stays as sent.
 */
export function describeNotification(t: TFunction, notification: NotificationView): string {
  const translate = t as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string;
  const { role } = notification.params;
  const params = typeof role === 'string' ? { ...notification.params, role: translate(`${ROLE_NAMES(notification.kind)}.${role}`, { defaultValue: role }) } : notification.params;
  return translate(`notifications.kinds.${notification.kind}`, params);
}
