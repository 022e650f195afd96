import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationView } from '../../../../contracts/notifications/notifications.js';
import { fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const note = (id: string, read = false): NotificationView => ({
  id,
  kind: 'access-requested',
  params: { email: `${id}@example.com`, presentationName: 'Offsite', role: 'editor' },
  link: '/apps/shared-presentations',
  createdForTeam: 0,
  read,
  createdAt: '2026-01-02T10:00:00.000Z',
});

describe('Notifications in the top bar', () => {
  afterEach(cleanup);

  it('shows the unread count, lists a page, loads the next, and opening one marks it read and follows its link', async () => {
    const first = Array.from({ length: 40 }, (_, index) => note(`n${index}`));
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': json(200, { presentations: [], numberOfPresentationPages: 0 }),
      'GET /api/notifications/count-unread': json(200, { count: 41 }),
      'GET /api/notifications': (call) => ({ status: 200, body: call.url.endsWith('page=2') ? { pages: 2, count: 41, page: 2, result: [note('last', true)] } : { pages: 2, count: 41, page: 1, result: first } }),
      'POST /api/notifications/read-notification': json(200, { count: 40 }),
      'GET /api/shared-presentations': json(200, { presentations: [] }),
    });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 41 unread' }));
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(40);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(41));
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: /n0@example.com asks for access to “Offsite” \(role: Editor\)/ }));
    await screen.findByRole('heading', { level: 1, name: 'Shared with me' });
    expect(calls.find((call) => call.url === '/api/notifications/read-notification')?.body).toEqual({ notificationIds: ['n0'] });
    expect(screen.getByRole('button', { name: 'Notifications, 40 unread' })).toBeTruthy();
  });
});
