import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_PERSONAL_INFORMATION } from '../../../../contracts/identity/personal-information.js';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage, summary, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';

const NEW_USER: UserView = { ...USER, signInCount: 1, personalInformation: NO_PERSONAL_INFORMATION };
const storageFor = (user: UserView) => memoryStorage({ 'liveslides.session': JSON.stringify({ token: 'token-1', user }) });
const location = () => screen.getByTestId('location').textContent;
const OPTIONS = {
  options: [
    { key: 'quiz', name: 'Quick general knowledge quiz', description: 'Three quiz questions.', slideCount: 4 },
    { key: 'poll', name: 'Team check-in poll', description: 'Ask the room.', slideCount: 3 },
  ],
};
const noTemplateLibrary = errorReply(404, 'Cannot GET /api/templates/admin-picked', 'not_found');

function homeRoutes(user: UserView, extra: Record<string, ReturnType<typeof json>> = {}) {
  return {
    'GET /api/users/get-profile/': json(200, user),
    'GET /api/presentation': json(200, { presentations: [], numberOfPresentationPages: 0 }),
    'GET /api/notifications/count-unread': json(200, { count: 0 }),
    'GET /api/notifications': json(200, { pages: 0, count: 0, page: 1, result: [] }),
    'GET /api/onboarding-feature-based-options': json(200, OPTIONS),
    'GET /api/templates/admin-picked': noTemplateLibrary,
    'GET /api/private-feedbacks': json(200, { feedbacks: [] }),
    ...extra,
  };
}

describe('Home for a new presenter (issue 28)', () => {
  afterEach(cleanup);

  it('says "Welcome" (not "Welcome back") right after registering, asks the onboarding questions and stores the answers', async () => {
    const answered: UserView = { ...NEW_USER, personalInformation: { ...NO_PERSONAL_INFORMATION, useLiveSlidesFor: 'school', userProfession: 'Teacher' } };
    const { fetchImpl, calls } = fakeFetch({ ...homeRoutes(NEW_USER), 'PATCH /api/users/user-1': json(200, answered) });
    const { services } = renderApp('/apps/home', { fetchImpl, storage: storageFor(NEW_USER) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const questions = screen.getByRole('region', { name: 'Tell us a little about yourself' });
    // Nothing picked: the form says what is missing and sends nothing.
    fireEvent.click(within(questions).getByRole('button', { name: 'Continue' }));
    expect(within(questions).getByRole('alert').textContent).toBe('Pick what you will use LiveSlides for.');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    fireEvent.click(within(questions).getByRole('radio', { name: 'School' }));
    fireEvent.change(within(questions).getByRole('textbox', { name: 'Your profession (optional)' }), { target: { value: ' Teacher ' } });
    fireEvent.click(within(questions).getByRole('button', { name: 'Continue' }));

    expect((await screen.findByText('Thanks! Pick how you would like to start below.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region', { name: 'Tell us a little about yourself' })).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ personalInformation: { useLiveSlidesFor: 'school', userProfession: 'Teacher' } });
    expect(services.session.current()?.user.personalInformation.useLiveSlidesFor).toBe('school');
  });

  it('stores a skipped onboarding so the questions are not asked again', async () => {
    const skipped: UserView = { ...NEW_USER, personalInformation: { ...NEW_USER.personalInformation, skipUserScreening: true } };
    const { fetchImpl, calls } = fakeFetch({ ...homeRoutes(NEW_USER), 'PATCH /api/users/user-1': json(200, skipped) });
    renderApp('/apps/home', { fetchImpl, storage: storageFor(NEW_USER) });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tell us a little about yourself' })).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ personalInformation: { skipUserScreening: true } });
  });

  it('greets a returning presenter back and asks nothing', async () => {
    const { fetchImpl } = fakeFetch(homeRoutes(USER));
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tell us a little about yourself' })).toBeNull();
  });

  it('creates a ready feature deck and opens it in the editor', async () => {
    const { fetchImpl, calls } = fakeFetch({
      ...homeRoutes(USER),
      'POST /api/presentation/create-featured-based-onboarding-presentation': json(201, summary('poll-deck', 'Team check-in poll', { slideCount: 3 })),
    });
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    const starts = await screen.findByRole('region', { name: 'Or start with a ready activity' });
    expect(within(starts).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Quick general knowledge quizThree quiz questions.4 slides',
      'Team check-in pollAsk the room.3 slides',
    ]);
    fireEvent.click(within(starts).getByRole('button', { name: /Team check-in poll/ }));
    await waitFor(() => expect(location()).toBe('/presentation/poll-deck'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ key: 'poll' });
  });

  it('links Templates to the template library', async () => {
    const { fetchImpl } = fakeFetch(homeRoutes(USER));
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    const link = await screen.findByRole('link', { name: /Browse ready-made decks/ });
    expect(link.getAttribute('href')).toBe('/apps/template-library');
  });

  it('hides the admin-picked section where the server answers 404, and lists up to 10 picks where it has them', async () => {
    const { fetchImpl } = fakeFetch(homeRoutes(USER));
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    await screen.findByRole('region', { name: 'Or start with a ready activity' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Picked for you' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();

    const picks = Array.from({ length: 12 }, (_, index) => ({ id: `t${index}`, name: `Template ${index}`, shareCode: `code${index}`, slideCount: 5, copyCount: 0 }));
    const withPicks = fakeFetch(homeRoutes(USER, { 'GET /api/templates/admin-picked': json(200, picks) }));
    renderApp('/apps/home', { fetchImpl: withPicks.fetchImpl, storage: storageFor(USER) });
    const section = await screen.findByRole('region', { name: 'Picked for you' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]!.getAttribute('href')).toBe('/template/code0');
  });

  it('lists the latest notifications, linking where they lead', async () => {
    const notification = (id: string, read: boolean) => ({
      id,
      kind: 'team-member-joined',
      params: { memberName: `Member ${id}`, teamName: 'Analysts' },
      link: '/apps/team/members',
      createdForTeam: 0,
      read,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const result = Array.from({ length: 7 }, (_, index) => notification(`n${index}`, index > 0));
    const { fetchImpl } = fakeFetch(homeRoutes(USER, { 'GET /api/notifications': json(200, { pages: 1, count: 7, page: 1, result }) }));
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    const section = await screen.findByRole('region', { name: 'Latest notifications' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([0, 1, 2, 3, 4].map((index) => `Member n${index} joined the team Analysts.`));
    expect(links[0]!.getAttribute('href')).toBe('/apps/team/members');
    expect(within(section).getAllByRole('listitem')[0]!.textContent).toMatch(/^Unread: /);
  });

  it('shows up to 4 of the private feedbacks the server sent, each with its rating, comment and deck', async () => {
    const feedbacks = Array.from({ length: 6 }, (_, index) => ({
      presentationId: `deck-${index}`,
      presentationName: `Deck ${index}`,
      rating: 3 + (index % 3),
      comment: index === 5 ? '' : `Comment ${index}`,
      givenAt: `2026-11-2${index}T10:00:00.000Z`,
    }));
    const { fetchImpl } = fakeFetch(homeRoutes(USER, { 'GET /api/private-feedbacks': json(200, { feedbacks }) }));
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    const section = await screen.findByRole('region', { name: 'What your audience said' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const item of items) {
      const deck = within(item).getByRole('link');
      const sent = feedbacks.find((feedback) => feedback.presentationName === deck.textContent)!;
      expect(deck.getAttribute('href')).toBe(`/apps/report/${sent.presentationId}`);
      expect(item.textContent).toContain(`Rated ${sent.rating} out of 5`);
      if (sent.comment) expect(item.textContent).toContain(sent.comment);
    }
  });
});
