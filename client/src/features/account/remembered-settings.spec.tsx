import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/index.js';
import { DEFAULT_PRESENTATION_ATTRIBUTES } from '../../../../contracts/deck/attributes.js';
import { DEFAULT_PARTICIPANT_INFO } from '../../../../contracts/deck/participant-info.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../../../contracts/deck/settings.js';
import type { UserView } from '../../../../contracts/identity/user-view.js';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage, summary, USER } from '../../test-support/fixtures.js';
import { renderApp } from '../../test-support/render-app.js';
import { renderSettingsPanel } from '../../test-support/render-settings-panel.js';
import { deckDocument } from '../live/deck-fixture.js';

const REMEMBERED: UserView['rememberSettings'] = {
  language: 'de',
  showEmojiAvatar: false,
  participantFields: [
    { fieldType: 'system', name: 'email' },
    { fieldType: 'custom', name: 'Team' },
  ],
};
const REMEMBERING_USER: UserView = { ...USER, rememberSettings: REMEMBERED };
const storageFor = (user: UserView) => memoryStorage({ 'liveslides.session': JSON.stringify({ token: 'token-1', user }) });
const homeRoutes = {
  'GET /api/notifications/count-unread': json(200, { count: 0 }),
  'GET /api/presentation': json(200, { presentations: [], numberOfPresentationPages: 0 }),
  'GET /api/onboarding-feature-based-options': json(200, { options: [] }),
  'GET /api/notifications': json(200, { pages: 0, count: 0, page: 1, result: [] }),
  'GET /api/templates/admin-picked': errorReply(404, 'Cannot GET', 'not_found'),
};

describe('remembered settings (issue 28)', () => {
  afterEach(cleanup);

  it("remembers the deck's emoji-avatar switch, participant fields and presentation language from the editor's participant info", async () => {
    const deck = deckDocument([], {
      settings: { ...DEFAULT_PRESENTATION_SETTINGS, presentingLanguage: 'fr' },
      attributes: { ...DEFAULT_PRESENTATION_ATTRIBUTES, showEmojiAvatar: false },
      participantInfo: {
        ...DEFAULT_PARTICIPANT_INFO,
        fields: [
          { id: 'f1', fieldType: 'system', name: 'name', required: true, hidden: false },
          { id: 'f2', fieldType: 'custom', name: 'Team', required: false, hidden: true },
        ],
      },
    });
    const stored = { language: 'fr', showEmojiAvatar: false, participantFields: [{ fieldType: 'system', name: 'name' }, { fieldType: 'custom', name: 'Team' }] };
    const { fetchImpl, calls } = fakeFetch({ 'PUT /api/users/update-settings': json(200, { ...USER, rememberSettings: stored }) });
    renderSettingsPanel(deck, fetchImpl);
    fireEvent.click(screen.getByRole('button', { name: 'Remember these for my new presentations' }));
    expect(await screen.findByText('Your new presentations will start with these settings.')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([['PUT', '/api/users/update-settings', { rememberSettings: stored }]]);
  });

  it('shows the remembered settings in My Account and forgets them', async () => {
    const { fetchImpl, calls } = fakeFetch({
      ...homeRoutes,
      'GET /api/users/get-profile/': json(200, REMEMBERING_USER),
      'PUT /api/users/update-settings': json(200, { ...USER, rememberSettings: {} }),
    });
    renderApp('/apps/user-profile', { fetchImpl, storage: storageFor(REMEMBERING_USER) });
    const section = await screen.findByRole('region', { name: 'Settings for new presentations' });
    expect(within(section).getByText('Language of the presentation: Deutsch')).toBeTruthy();
    expect(within(section).getByText('Emoji avatars: off')).toBeTruthy();
    expect(within(section).getByText('Participant fields: Email, Team')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Forget these settings' }));
    expect(await within(section).findByText(/Nothing is remembered yet/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ rememberSettings: {} }]);
  });

  it('puts the remembered settings onto a new presentation as deck changes, each field not required and not hidden', async () => {
    const { fetchImpl, calls } = fakeFetch({
      ...homeRoutes,
      'GET /api/users/get-profile/': json(200, REMEMBERING_USER),
      'POST /api/presentation': json(201, summary('new-1', 'My new presentation', { slideCount: 0 })),
      'PATCH /api/presentation-attribute/new-1': json(200, {}),
      'PATCH /api/presentation/new-1/participant-info': json(200, {}),
      'PATCH /api/presentation/new-1/settings': json(200, {}),
    });
    renderApp('/apps/home', { fetchImpl, storage: storageFor(REMEMBERING_USER) });
    fireEvent.click(await screen.findByRole('button', { name: /New blank presentation/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/presentation/new-1?new=true'));
    const after = calls.slice(calls.findIndex((call) => call.method === 'POST' && call.url === '/api/presentation') + 1).filter((call) => call.method === 'PATCH');
    expect(after.map((call) => [call.url, call.body])).toEqual([
      ['/api/presentation-attribute/new-1', { showEmojiAvatar: false }],
      [
        '/api/presentation/new-1/participant-info',
        {
          fields: [
            { fieldType: 'system', name: 'email', required: false, hidden: false },
            { fieldType: 'custom', name: 'Team', required: false, hidden: false },
          ],
        },
      ],
      ['/api/presentation/new-1/settings', { presentingLanguage: 'de' }],
    ]);
  });

  it('creates a presentation with nothing more when nothing is remembered', async () => {
    const { fetchImpl, calls } = fakeFetch({
      ...homeRoutes,
      'GET /api/users/get-profile/': json(200, USER),
      'POST /api/presentation': json(201, summary('new-2', 'My new presentation', { slideCount: 0 })),
    });
    renderApp('/apps/home', { fetchImpl, storage: storageFor(USER) });
    fireEvent.click(await screen.findByRole('button', { name: /New blank presentation/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/presentation/new-2?new=true'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
