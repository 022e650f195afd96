import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_USED_MESSAGE } from '../../../../contracts/identity/password-reset.js';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage, signedInStorage } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const location = () => screen.getByTestId('location').textContent;
const TOKEN = `6f1d8c2a-4b7e-5f0a-9c3d-2e5b7a9d1c40.${'a'.repeat(43)}`;

describe('forgot password page', () => {
  afterEach(cleanup);

  it('is reached from the login page and says a link is on its way when mail is sent', async () => {
    const { fetchImpl, calls } = fakeFetch({ 'POST /api/auth/forgot-password': json(202, { delivery: 'smtp' }) });
    renderApp('/pages/login', { fetchImpl, storage: memoryStorage() });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(location()).toBe('/pages/forgot-password');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for ada@example.com, a link to reset its password is on its way/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'ada@example.com' } });
    expect(screen.queryByText(/no email set up/)).toBeNull();
  });

  it('tells honestly that no email was sent when the server has no mail set up', async () => {
    const { fetchImpl } = fakeFetch({ 'POST /api/auth/forgot-password': json(202, { delivery: 'server-log' }) });
    renderApp('/pages/forgot-password', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const notice = await screen.findByText(/This LiveSlides server has no email set up, so no email was sent/);
    expect(notice.textContent).toContain('written to the server log');
  });

  it('checks the email before asking the server', () => {
    const { fetchImpl, calls } = fakeFetch({});
    renderApp('/pages/forgot-password', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sets a new password from the link, signs this browser out and goes to log in', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'POST /api/auth/reset-password/check': json(200, { email: 'ada@example.com', expiresAt: '2026-03-01T10:00:00.000Z' }),
      'POST /api/auth/reset-password': () => ({ status: 204 }),
    });
    const { services } = renderApp(`/pages/forgot-password?token=${TOKEN}`, { fetchImpl, storage: signedInStorage() });
    expect(await screen.findByText(/Choose a new password for ada@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toBe('/pages/login?from=password-reset'));
    expect(screen.getByText(/Your password was changed and you were signed out everywhere/)).toBeTruthy();
    expect(services.session.current()).toBeNull();
    expect(calls.find((call) => call.url === '/api/auth/reset-password')).toMatchObject({ body: { token: TOKEN, newPassword: 'a brand new passphrase' } });
  });

  it.each([
    ['used', RESET_LINK_USED_MESSAGE],
    ['expired', RESET_LINK_EXPIRED_MESSAGE],
  ])('says a %s link cannot be used, before any password is typed, and offers a new one', async (_label, message) => {
    const { fetchImpl } = fakeFetch({ 'POST /api/auth/reset-password/check': errorReply(422, message, 'business_rule') });
    renderApp(`/pages/forgot-password?token=${TOKEN}`, { fetchImpl, storage: memoryStorage() });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/pages/forgot-password');
  });
});
