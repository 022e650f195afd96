import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import type { NotificationEvent } from '../../../contracts/notifications/notifications.js';
import { notificationsDecider } from './notifications.decider.js';

const { given } = givenWhenThen(notificationsDecider);
const actor = { kind: 'user' as const, id: 'u1' };
const received = (notificationId: string): NotificationEvent => ({
  type: 'NotificationReceived',
  data: { userId: 'u1', notificationId, kind: 'collaborator-removed', params: { presentationName: 'Deck' }, link: null, createdForTeam: 0, createdAt: SPEC_NOW },
});

describe('notifications decider', () => {
  it('given three unread, when two are read (and an unknown id), then only those two are marked', () => {
    expect(given([received('a'), received('b'), received('c')]).when({ type: 'ReadNotifications', userId: 'u1', notificationIds: ['a', 'c', 'zz'] }, actor)).toEqual([
      { type: 'NotificationsRead', data: { userId: 'u1', notificationIds: ['a', 'c'], readAt: SPEC_NOW } },
    ]);
  });

  it('given everything read, when all are read again, then nothing is written', () => {
    const read: NotificationEvent = { type: 'NotificationsRead', data: { userId: 'u1', notificationIds: ['a'], readAt: SPEC_NOW } };
    expect(given([received('a'), read]).when({ type: 'ReadNotifications', userId: 'u1', notificationIds: 'all' }, actor)).toEqual([]);
  });
});
