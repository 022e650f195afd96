import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../../i18n/index.js';
import { OFFICIAL_THEMES, officialThemeLook } from '../../../../../contracts/themes/official-themes.js';
import type { ThemeView } from '../../../../../contracts/themes/views.js';
import { AppServicesProvider, createAppServices } from '../../../app-services.js';
import { MemoryDeckStore } from '../../../sync/local-store.js';
import { FakeDeckServer, PRESENTATION_ID } from '../../../test-support/fake-deck-server.js';
import { fakeFetch, json, type FakeCall } from '../../../test-support/fake-fetch.js';
import { signedInStorage } from '../../../test-support/fixtures.js';
import { ToastProvider } from '../../../toasts/toasts.js';
import { EditorPage } from '../EditorPage.js';

const presentationId = PRESENTATION_ID;

/** The editor on its design tab, with the caller's saved themes and team as the routes say. */
async function openDesign(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const server = new FakeDeckServer();
  const fetch = fakeFetch({
    [`GET /api/presentation/${presentationId}/permissions`]: json(200, { presentationId, canEdit: true, canPresent: true, canRename: true, canShare: true }),
    'GET /api/presentation-themes': json(200, { themes: [] }),
    'GET /api/presentation-themes/share-by-team': json(200, { themes: [] }),
    'GET /api/users/account': json(200, { account: null }),
    ...routes,
  });
  const services = createAppServices({ fetchImpl: fetch.fetchImpl, storage: signedInStorage(), deckStore: new MemoryDeckStore(), deckTransport: () => server.connect() });
  render(
    <AppServicesProvider services={services}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/presentation/${presentationId}`]}>
          <Routes>
            <Route path="/presentation/:id" element={<EditorPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </AppServicesProvider>,
  );
  await screen.findByRole('textbox', { name: 'Presentation name' });
  fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
  return { server, calls: fetch.calls };
}

const officialList = () => screen.getByRole('list', { name: 'Themes' });
const lastCommand = (server: FakeDeckServer) => server.received.at(-1)!.command;

describe('Design tab themes (issue 28)', () => {
  afterEach(() => cleanup());

  it('applies each of the 12 official themes whole (colours, palette, background, font), and none warns about contrast', async () => {
    const { server } = await openDesign();
    const cards = within(officialList()).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(OFFICIAL_THEMES.map((theme) => `Aa${theme.themeName}`));
    for (const theme of OFFICIAL_THEMES) {
      fireEvent.click(within(officialList()).getByRole('button', { name: new RegExp(theme.themeName) }));
      await waitFor(() => expect(lastCommand(server)).toEqual({ type: 'ApplyPresentationTheme', data: { presentationId, theme: officialThemeLook(theme) } }));
      await waitFor(() => expect(within(officialList()).getByRole('button', { name: new RegExp(theme.themeName) }).getAttribute('aria-pressed')).toBe('true'));
      expect(screen.queryByTestId('contrast-warning')).toBeNull();
    }
  });

  it('warns when light text is put on a light background, and stops when it reads again', async () => {
    const { server } = await openDesign();
    fireEvent.click(within(officialList()).getByRole('button', { name: /Day/ }));
    await waitFor(() => expect(lastCommand(server).type).toBe('ApplyPresentationTheme'));
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
    // A pale yellow from the 2025 palette on Day's white base: the design is now the deck's own, no longer "Day".
    fireEvent.click(within(screen.getByRole('list', { name: 'Text colour palette' })).getByRole('button', { name: 'Use #F2C14E' }));
    await waitFor(() => expect(screen.getByTestId('contrast-warning').textContent).toMatch(/hard to read.*1\.\d:1/));
    expect(lastCommand(server)).toMatchObject({ type: 'ApplyPresentationTheme', data: { theme: { textColour: '#F2C14E', baseColour: '#FFFFFF', themeId: null, themeName: null, fontFamily: 'Plus Jakarta Sans' } } });
    fireEvent.click(within(screen.getByRole('list', { name: 'Background colour palette' })).getByRole('button', { name: 'Use #1E1E24' }));
    await waitFor(() => expect(screen.queryByTestId('contrast-warning')).toBeNull());
  });

  it('saves the current design as a personal theme and lists it; sharing is offered only to someone in a team', async () => {
    const saved: ThemeView = { ...officialThemeLook(OFFICIAL_THEMES[2]!), id: 'th-1', themeId: 'th-1', themeName: 'Our night', isOfficial: false, isShareWithTeam: false, isMine: true };
    let mine: ThemeView[] = [];
    const { server, calls } = await openDesign({
      'GET /api/presentation-themes': () => ({ status: 200, body: { themes: mine } }),
      'POST /api/presentation-themes': () => {
        mine = [saved];
        return { status: 201, body: saved };
      },
      'GET /api/users/account': json(200, { account: { id: 'team-1', name: 'Crew' } }),
      'PATCH /api/presentation-themes/th-1': (call: FakeCall) => ({ status: 200, body: { ...saved, isShareWithTeam: (call.body as { isShareWithTeam: boolean }).isShareWithTeam } }),
    });
    fireEvent.click(within(officialList()).getByRole('button', { name: /Night/ }));
    await waitFor(() => expect(lastCommand(server).type).toBe('ApplyPresentationTheme'));
    expect(await screen.findByText('Save the current design to use it again in your other presentations.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save current design as a theme' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as a theme' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Theme name' }), { target: { value: 'Our night' } });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Theme name' }).closest('form')!);
    const myThemes = await screen.findByRole('list', { name: 'My themes' });
    expect(within(myThemes).getByRole('button', { name: 'Our night' })).toBeTruthy();
    const night = officialThemeLook(OFFICIAL_THEMES[2]!);
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      themeName: 'Our night',
      colorPalette: night.colorPalette,
      textColour: night.textColour,
      baseColour: night.baseColour,
      visibility: night.visibility,
      backgroundImage: night.backgroundImage,
      fontFamily: 'Inter',
    });
    fireEvent.click(within(myThemes).getByRole('button', { name: /Share with team/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && (call.body as { isShareWithTeam: boolean }).isShareWithTeam)).toBe(true));
  });

  it('offers no sharing to someone outside a team', async () => {
    const saved: ThemeView = { ...officialThemeLook(OFFICIAL_THEMES[0]!), id: 'th-2', themeId: 'th-2', themeName: 'Mine', isOfficial: false, isShareWithTeam: false, isMine: true };
    await openDesign({ 'GET /api/presentation-themes': json(200, { themes: [saved] }) });
    const myThemes = await screen.findByRole('list', { name: 'My themes' });
    expect(within(myThemes).getByRole('button', { name: 'Delete the theme Mine' })).toBeTruthy();
    expect(within(myThemes).queryByRole('button', { name: /Share with team/ })).toBeNull();
  });
});
