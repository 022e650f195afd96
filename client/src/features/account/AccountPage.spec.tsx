import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { signedInStorage, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const routes = {
  'GET /api/users/get-profile/': json(200, USER),
  'GET /api/notifications/count-unread': json(200, { count: 0 }),
};

describe('My Account (issue 28)', () => {
  afterEach(cleanup);

  it('is reached from the name in the top bar and saves new names, shown in the top bar at once', async () => {
    const renamed = { ...USER, firstName: 'Augusta', lastName: 'King' };
    const { fetchImpl, calls } = fakeFetch({ ...routes, 'PATCH /api/users/user-1': json(200, renamed), 'GET /api/presentation': json(200, { presentations: [], numberOfPresentationPages: 0 }), 'GET /api/onboarding-feature-based-options': json(200, { options: [] }), 'GET /api/notifications': json(200, { pages: 0, count: 0, page: 1, result: [] }), 'GET /api/templates/admin-picked': errorReply(404, 'Cannot GET', 'not_found') });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('link', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();

    const names = screen.getByRole('region', { name: 'Your name' });
    fireEvent.change(within(names).getByRole('textbox', { name: 'First name' }), { target: { value: ' Augusta ' } });
    fireEvent.change(within(names).getByRole('textbox', { name: 'Last name' }), { target: { value: 'King' } });
    fireEvent.click(within(names).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Augusta King')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ firstName: 'Augusta', lastName: 'King' });
  });

  it('refuses an empty name before sending it', async () => {
    const { fetchImpl, calls } = fakeFetch(routes);
    renderApp('/apps/user-profile', { fetchImpl, storage: signedInStorage() });
    const names = await screen.findByRole('region', { name: 'Your name' });
    fireEvent.change(within(names).getByRole('textbox', { name: 'First name' }), { target: { value: '  ' } });
    fireEvent.click(within(names).getByRole('button', { name: 'Save name' }));
    expect(within(names).getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("changes the password, showing the server's reason next to the field when it refuses", async () => {
    let attempt = 0;
    const { fetchImpl, calls } = fakeFetch({
      ...routes,
      'POST /api/users/user-1/change-password': () => {
        attempt += 1;
        return attempt === 1
          ? errorReply(400, 'The current password is incorrect.', 'validation_failed', [{ path: 'currentPassword', message: 'The current password is incorrect.' }])()
          : { status: 204 };
      },
    });
    renderApp('/apps/user-profile', { fetchImpl, storage: signedInStorage() });
    const password = await screen.findByRole('region', { name: 'Change password' });
    fireEvent.change(within(password).getByLabelText('Current password'), { target: { value: 'wrong one' } });
    fireEvent.change(within(password).getByLabelText('New password'), { target: { value: 'a much longer one' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('The current password is incorrect.')).toBeTruthy();

    fireEvent.change(within(password).getByLabelText('Current password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((within(password).getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { currentPassword: 'wrong one', newPassword: 'a much longer one' },
      { currentPassword: 'correct horse battery', newPassword: 'a much longer one' },
    ]);
  });
});
