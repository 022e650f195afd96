import { describe, expect, it } from '@jest/globals';
import type { NotificationView } from '../../../../contracts/notifications/notifications.js';
import i18n from '../../i18n/index.js';
import { describeNotification } from './describe-notification.js';

function notification(kind: NotificationView['kind'], params: Record<string, string>): NotificationView {
  return { id: 'n1', kind, params, link: null, read: false, createdAt: '2026-01-01T00:00:00.000Z' } as unknown as NotificationView;
}

describe('a notification’s text', () => {
  it('names a presentation role, not its id', () => {
    expect(describeNotification(i18n.t, notification('collaborator-invited', { inviterName: 'Ada', presentationName: 'Offsite', role: 'editor' }))).toBe('Ada invited you to “Offsite” (role: Editor).');
  });

  it('names a team role from the team’s role names', () => {
    expect(describeNotification(i18n.t, notification('team-role-changed', { teamName: 'Crew', role: 'member' }))).toBe('Your new role in the team Crew: Member.');
  });

  it('keeps a role it has no name for as sent', () => {
    expect(describeNotification(i18n.t, notification('access-requested', { email: 'a@b.c', presentationName: 'Offsite', role: 'guest' }))).toBe('a@b.c asks for access to “Offsite” (role: guest).');
  });
});
