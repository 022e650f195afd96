import './test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGGED_OUT_COUNTDOWN_SECONDS } from './overlays/LoggedOutModal.js';
import { errorReply, fakeFetch, json } from './test-support/fake-fetch.js';
import { memoryStorage, signedInStorage, summary, USER } from './test-support/fixtures.js';
import { renderApp } from './test-support/render-app.js';

const location = () => screen.getByTestId('location').textContent;
const emptyList = json(200, { presentations: [], numberOfPresentationPages: 0 });
const sessionEnded = errorReply(401, 'Your session is no longer valid. Please sign in again.', 'unauthorized');

describe('routes and the guard', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('offers a signed-out visitor at the root the code entry, one click away, and sends Home when signed in', async () => {
    const { fetchImpl } = fakeFetch({});
    renderApp('/', { fetchImpl, storage: memoryStorage() });
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Create your free account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join a presentation' }).getAttribute('href')).toBe('/join');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/pages/login');
    cleanup();

    const signedIn = fakeFetch({ 'GET /api/users/get-profile/': json(200, USER), 'GET /api/presentation': emptyList });
    renderApp('/', { fetchImpl: signedIn.fetchImpl, storage: signedInStorage() });
    expect(location()).toBe('/apps/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
  });

  it('redirects an unknown path to the 404 page', () => {
    const { fetchImpl } = fakeFetch({});
    renderApp('/no/such/page', { fetchImpl, storage: memoryStorage() });

    expect(location()).toBe('/pages/error-404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out visitor to login with the target kept, and back there after signing in', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'POST /api/auth/login': json(200, { token: 'token-9', user: USER }),
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': emptyList,
      'GET /api/folder': json(200, { folders: [] }),
    });
    const { services } = renderApp('/apps/presentations?page=2', { fetchImpl, storage: memoryStorage() });
    expect(location()).toBe('/pages/login?redirect=%2Fapps%2Fpresentations%3Fpage%3D2');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location()).toBe('/apps/presentations?page=2'));
    expect(services.session.token()).toBe('token-9');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'ada@example.com', password: 'correct horse' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('never follows a redirect query to another site', async () => {
    const { fetchImpl } = fakeFetch({
      'POST /api/auth/login': json(200, { token: 'token-9', user: USER }),
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': emptyList,
    });
    renderApp('/pages/login?redirect=//evil.example.com', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/apps/home'));
  });

  it('shows a wrong password as a form error, not as a logged-out session', async () => {
    const { fetchImpl } = fakeFetch({
      'POST /api/auth/login': errorReply(401, 'The email or password is incorrect.', 'unauthorized'),
    });
    renderApp('/pages/login', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const message = await screen.findByText('The email or password is incorrect.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('checks the login form before calling the server', () => {
    const { fetchImpl, calls } = fakeFetch({});
    renderApp('/pages/login', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('registers a presenter and shows server field errors next to their fields', async () => {
    let attempt = 0;
    const { fetchImpl, calls } = fakeFetch({
      'POST /api/users/create-presenter': () =>
        attempt++ === 0
          ? errorReply(409, 'An account with this email already exists', 'conflict', [
              { path: 'email', message: 'An account with this email already exists' },
            ])()
          : { status: 201, body: { token: 'token-2', user: USER } },
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': emptyList,
    });
    renderApp('/pages/register', { fetchImpl, storage: memoryStorage() });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/apps/home'));
    expect(calls[0]!.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'long enough' });
  });
});

describe('global overlays', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('counts down 7 seconds after a 401 and then signs out to the login screen', async () => {
    jest.useFakeTimers();
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': errorReply(401, 'Your session is no longer valid. Please sign in again.', 'unauthorized'),
      'GET /api/presentation': errorReply(401, 'Your session is no longer valid. Please sign in again.', 'unauthorized'),
      'GET /api/folder': errorReply(401, 'Your session is no longer valid. Please sign in again.', 'unauthorized'),
      'POST /api/auth/refresh': sessionEnded,
      'POST /api/users/user-1/logout': sessionEnded,
    });
    const { services } = renderApp('/apps/presentations', { fetchImpl, storage: signedInStorage() });

    const modal = await screen.findByRole('alertdialog', { name: 'It looks like you have been logged out' });
    expect(within(modal).getByText('You will be directed to the Login screen in 7 seconds')).toBeTruthy();
    expect(LOGGED_OUT_COUNTDOWN_SECONDS).toBe(7);

    act(() => jest.advanceTimersByTime(3000));
    expect(within(modal).getByText('You will be directed to the Login screen in 4 seconds')).toBeTruthy();
    expect(services.session.current()).not.toBeNull();

    await act(async () => jest.advanceTimersByTime(4000));
    expect(location()).toBe('/pages/login?from=logout&redirect=%2Fapps%2Fpresentations');
    expect(services.session.current()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('You have been logged out. Log in to continue.')).toBeTruthy();
  });

  it('"Login again" leaves at once', async () => {
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': errorReply(401, 'expired', 'unauthorized'),
      'GET /api/presentation': emptyList,
      'POST /api/auth/refresh': sessionEnded,
      'POST /api/users/user-1/logout': sessionEnded,
    });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Login again' }));
    expect(location()).toBe('/pages/login?from=logout&redirect=%2Fapps%2Fhome');
  });

  it('shows "Cannot connect to server" with Reload when the server does not answer', async () => {
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': () => 'network-error',
      'GET /api/presentation': () => 'network-error',
    });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    const modal = await screen.findByRole('alertdialog', { name: 'Cannot connect to server' });
    expect(within(modal).getByText('Please reload this page to try again.')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('Home', () => {
  afterEach(cleanup);

  it('shows at most 10 recent presentations, newest change first', async () => {
    const many = Array.from({ length: 14 }, (_, index) => summary(`p${index}`, `Deck ${index}`));
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': json(200, { presentations: many, numberOfPresentationPages: 1 }),
    });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    const recent = await screen.findByRole('region', { name: 'Recent presentations' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(10));
    expect(calls.find((call) => call.url.startsWith('/api/presentation'))!.url).toBe(
      '/api/presentation?page=1&sortColumn=updatedAt&sortOrder=desc',
    );
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
  });

  it('creates a presentation and opens it in the editor with the new flag', async () => {
    const { fetchImpl } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': emptyList,
      'POST /api/presentation': json(201, summary('new-1', 'My new presentation', { slideCount: 0 })),
    });
    renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: /New blank presentation/ }));
    await waitFor(() => expect(location()).toBe('/presentation/new-1?new=true'));
  });
});

describe('guests trying the editor (spec doc 1 §2)', () => {
  afterEach(cleanup);

  const GUEST = { ...USER, id: 'guest-1', email: null, firstName: 'Guest', lastName: '', isGuest: true };

  it('makes a guest account and a presentation, and opens it in the editor', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'POST /api/users/create-guest': json(201, { token: 'guest-token', user: GUEST }),
      'POST /api/presentation': json(201, summary('guest-deck', 'Untitled presentation', { userId: 'guest-1', slideCount: 0 })),
    });
    const { services } = renderApp('/pages/register', { fetchImpl, storage: memoryStorage() });
    fireEvent.click(screen.getByRole('button', { name: 'Try the editor' }));
    await waitFor(() => expect(location()).toBe('/presentation/guest-deck?new=true'));
    expect(services.session.current()?.user.isGuest).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url}`).slice(0, 2)).toEqual(['POST /api/users/create-guest', 'POST /api/presentation']);
    expect(calls[1]!.headers.Authorization).toBe('Bearer guest-token');
  });

  it('sends a guest from the other presenter screens to register, where they may sign up or go on trying', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'POST /api/presentation': json(201, summary('guest-deck-2', 'Untitled presentation', { userId: 'guest-1', slideCount: 0 })),
    });
    renderApp('/apps/home', { fetchImpl, storage: memoryStorage({ 'liveslides.session': JSON.stringify({ token: 'guest-token', user: GUEST }) }) });
    expect(location()).toBe('/pages/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try the editor' }));
    await waitFor(() => expect(location()).toBe('/presentation/guest-deck-2?new=true'));
    // The guest keeps their account: no second guest is made.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/presentation']);
  });
});

describe('sessions that end (issue 20)', () => {
  afterEach(cleanup);

  /** Answers with `ok` for the renewed token and 401 for the expired one. */
  const forToken = (ok: () => { status: number; body?: unknown }) => (call: { headers: Record<string, string> }) =>
    call.headers.Authorization === 'Bearer token-2' ? ok() : sessionEnded();

  it('renews a refused access token from the session cookie once and retries, without the logged-out modal', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': forToken(json(200, USER)),
      'GET /api/presentation': forToken(emptyList),
      // The top bar's unread notifications (issue 24).
      'GET /api/notifications/count-unread': forToken(json(200, { count: 0 })),
      // Home's ways to start and admin-picked templates (issue 28; no template library here: 404).
      'GET /api/onboarding-feature-based-options': forToken(json(200, { options: [] })),
      'GET /api/notifications': forToken(json(200, { pages: 0, count: 0, page: 1, result: [] })),
      'GET /api/templates/admin-picked': forToken(errorReply(404, 'Cannot GET /api/templates/admin-picked', 'not_found')),
      // Home's private feedbacks (issue 28).
      'GET /api/private-feedbacks': forToken(json(200, { feedbacks: [] })),
      'POST /api/auth/refresh': json(200, { token: 'token-2', user: USER }),
    });
    const { services } = renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/presentation' || call.url.startsWith('/api/presentation?')).at(-1)?.headers.Authorization).toBe('Bearer token-2'));
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(services.session.token()).toBe('token-2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('logs the sign-in out on the server when the user signs out', async () => {
    const { fetchImpl, calls } = fakeFetch({
      'GET /api/users/get-profile/': json(200, USER),
      'GET /api/presentation': emptyList,
      'POST /api/users/user-1/logout': () => ({ status: 204 }),
    });
    const { services } = renderApp('/apps/home', { fetchImpl, storage: signedInStorage() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/users/user-1/logout')).toBe(true));
    expect(calls.find((call) => call.url === '/api/users/user-1/logout')!.headers.Authorization).toBe('Bearer token-1');
    expect(services.session.current()).toBeNull();
  });
});
