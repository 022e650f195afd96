import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../../i18n/index.js';
import type { PresenterSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { fakeFetch, json, type FakeCall } from '../../test-support/fake-fetch.js';
import { signedInStorage } from '../../test-support/fixtures.js';
import { deckDocument, deckSlide } from './deck-fixture.js';
import { FakeLiveConnection } from './fake-live-connection.js';
import { PresentingScreen } from './PresentingScreen.js';

const deck = deckDocument([
  deckSlide('s1', 'poll', 1, { title: 'Favourite colour?', typeChart: 'bars', multipleChoice: false, limitChoice: 2 }, ['Red', 'Blue']),
  deckSlide('s2', 'wordCloud', 2, { title: 'One word for today', entriesPerParticipant: 1 }),
  deckSlide('s3', 'textSlide', 3, { title: 'Thanks!', subheading: 'See you next week' }),
]);

const noSession: PresenterSnapshot = {
  sessionId: null,
  activeSlideId: null,
  results: {},
  audience: { online: 0, joined: 0, limit: 0, refused: 0 },
  reactions: { like: 0, heart: 0, laugh: 0, wow: 0, sad: 0 },
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPresenting(snapshot: PresenterSnapshot = noSession, presented = deck, entry = '/presentation/p1?presenting=true', routes: Parameters<typeof fakeFetch>[0] = {}) {
  const { fetchImpl, calls } = fakeFetch({
    ...routes,
    'GET /api/presentation/p1': json(200, presented),
    'GET /api/live/presentation/p1': json(200, snapshot),
    'PUT /api/presentation/update-next-slide/p1': (call: FakeCall) => ({
      status: 200,
      body: { sessionId: 'session-1', activeSlideId: (call.body as { activeSlide: string }).activeSlide },
    }),
    'PUT /api/live/slide/update/s1': json(200, { slideId: 's1', stopSubmission: true }),
  });
  const services = createAppServices({ fetchImpl, storage: signedInStorage() });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/presentation/:id" element={<PresentingScreen presentationId="p1" connect={() => connection} />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  const moves = () => calls.filter((call) => call.url.includes('update-next-slide')).map((call) => (call.body as { activeSlide: string }).activeSlide);
  return { calls, connection, moves };
}

async function connectAndJoin(connection: FakeLiveConnection, snapshot: PresenterSnapshot) {
  act(() => connection.serverConnects());
  const join = connection.requests('join-presenter').at(-1)!;
  expect(join.payload).toMatchObject({ room: 'p1-presenter', presenter: { id: 'user-1', name: 'Ada Lovelace', email: { email: 'ada@example.com' } } });
  await act(async () => join.reply({ ok: true, snapshot } as never));
}

describe('presenting mode', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('goes live on the first slide and shows how to join: the link, the code and a QR code', async () => {
    const { moves } = renderPresenting();
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s1']));
    const bar = screen.getByRole('note');
    expect(bar.getAttribute('aria-label')).toBe(`Go to ${window.location.host}/join and use the code 123 456`);
    expect(within(bar).getByTestId('join-address').textContent).toBe(`${window.location.host}/join`);
    expect(within(bar).getByTestId('access-code').textContent).toBe('123 456');
    expect(within(bar).getByRole('img', { name: `QR code to join at ${window.location.origin}/123456` }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it("leaves the join bar off a slide that hides it (the slide's hideInstructionBar) and on the others (issue 26)", async () => {
    const hiding = deckDocument([
      deckSlide('s1', 'textSlide', 1, { title: 'Welcome', hideInstructionBar: true }),
      deckSlide('s2', 'poll', 2, { title: 'Favourite colour?' }, ['Red', 'Blue']),
    ]);
    renderPresenting(noSession, hiding);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: /^Go to / })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();
    expect(screen.getByRole('note', { name: /^Go to / })).toBeTruthy();
  });

  it('starts at the slide chosen in the editor, not where the running session last was (issue 26)', async () => {
    const running: PresenterSnapshot = { ...noSession, sessionId: 'session-1', activeSlideId: 's1' };
    const { moves } = renderPresenting(running, deck, '/presentation/p1?presenting=true&slide=s3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks!' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s3']));
    // Used once: the address no longer names it, so a reload resumes where the session is.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/presentation/p1?presenting=true'));
  });

  describe('presenting again after an ended session (issue 26)', () => {
    const ended: PresenterSnapshot = { ...noSession, lastSessionId: 'session-0' };
    const summary = (hasResults: boolean) => ({
      'GET /api/presenting-sessions/snapshots/session-0': json(200, { sessionId: 'session-0', presentationId: 'p1', startedAt: '2026-11-20T10:00:00.000Z', stoppedAt: '2026-11-20T11:00:00.000Z', participants: 3, responses: hasResults ? 3 : 0, reactions: 0, hasResults }),
      'POST /api/slide/clear-slides/': json(200, { clearedSessionId: 'session-0' }),
    });
    const cleared = (calls: FakeCall[]) => calls.filter((call) => call.url.includes('clear-slides')).map((call) => call.body);

    it('asks before anything goes live when the last session has results; "Start new session" clears, then goes live', async () => {
      const { moves, calls } = renderPresenting(ended, deck, undefined, summary(true));
      const dialog = await screen.findByRole('dialog', { name: 'Continue the last session?' });
      expect(dialog.textContent).toContain('the last one stays in the report');
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      expect(moves()).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start new session' }));
      await waitFor(() => expect(moves()).toEqual(['s1']));
      expect(cleared(calls)).toEqual([{ presentationId: 'p1' }]);
      expect(screen.queryByRole('dialog', { name: 'Continue the last session?' })).toBeNull();
    });

    it('"Continue last session" goes live without clearing', async () => {
      const { moves, calls } = renderPresenting(ended, deck, undefined, summary(true));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Continue the last session?' })).getByRole('button', { name: 'Continue last session' }));
      await waitFor(() => expect(moves()).toEqual(['s1']));
      expect(cleared(calls)).toEqual([]);
    });

    it('does not ask when the last session has no results', async () => {
      const { moves } = renderPresenting(ended, deck, undefined, summary(false));
      await waitFor(() => expect(moves()).toEqual(['s1']));
      expect(screen.queryByRole('dialog', { name: 'Continue the last session?' })).toBeNull();
    });
  });

  it('resumes a running session at its live slide when no slide was chosen', async () => {
    const running: PresenterSnapshot = { ...noSession, sessionId: 'session-1', activeSlideId: 's2' };
    const { moves } = renderPresenting(running);
    expect(await screen.findByRole('heading', { level: 1, name: 'One word for today' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s2']));
  });

  it('takes the new session’s snapshot, join token included, even when its slide:activated event beats the HTTP answer', async () => {
    const qrDeck = deckDocument([deckSlide('s1', 'qrcode', 1, { title: 'Bring a friend' })]);
    const connection = new FakeLiveConnection();
    const { fetchImpl } = fakeFetch({
      'GET /api/presentation/p1': json(200, qrDeck),
      'GET /api/live/presentation/p1': json(200, noSession),
      'PUT /api/presentation/update-next-slide/p1': () => {
        act(() => connection.push('slide:activated', { sessionId: 'session-1', slideId: 's1', submissionsStopped: false }));
        return { status: 200, body: { sessionId: 'session-1', activeSlideId: 's1' } };
      },
    });
    render(
      <AppServicesProvider services={createAppServices({ fetchImpl, storage: signedInStorage() })}>
        <MemoryRouter initialEntries={['/presentation/p1?presenting=true']}>
          <Routes>
            <Route path="/presentation/:id" element={<PresentingScreen presentationId="p1" connect={() => connection} />} />
          </Routes>
        </MemoryRouter>
      </AppServicesProvider>,
    );
    await connectAndJoin(connection, noSession);
    await waitFor(() => expect(connection.requests('join-presenter')).toHaveLength(2));
    await act(async () => connection.requests('join-presenter')[1]!.reply({ ok: true, snapshot: { ...noSession, sessionId: 'session-1', activeSlideId: 's1', joinToken: 'token-1' } } as never));
    expect(await screen.findByRole('img', { name: `QR code to join: ${window.location.origin}/123456?t=token-1` })).toBeTruthy();
  });

  it('moves with ArrowRight, PageDown and Space, back with ArrowLeft and PageUp, calling update-next-slide each time', async () => {
    const { moves } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1, name: 'One word for today' })).toBeTruthy();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks!' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: 'PageUp' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(moves()).toEqual(['s1', 's2', 's3', 's2', 's1']));
    expect(screen.getByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();

    // A focused control keeps Space and the arrows for itself.
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();
  });

  it('shows the bars and the words as results arrive, and the audience counts', async () => {
    const { connection } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    await connectAndJoin(connection, { ...noSession, sessionId: 'session-1', audience: { online: 2, joined: 2, limit: 50, refused: 0 } });
    expect(screen.getByTestId('audience-counter').textContent).toContain('2 online');
    expect(screen.getByTestId('audience-counter').textContent).toContain('2 of 50 joined');

    act(() => connection.push('results:updated', { slideId: 's1', results: { kind: 'choice', slideId: 's1', respondents: 2, counts: { 's1-o1': 2 } } }));
    expect(screen.getByRole('listitem', { name: 'Red: 2' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Blue: 0' })).toBeTruthy();
    expect(screen.getByTestId('respondents').textContent).toBe('2 responses');

    act(() =>
      connection.push('results:updated', {
        slideId: 's2',
        results: { kind: 'words', slideId: 's2', respondents: 2, entries: 2, words: [{ text: 'sunny', count: 2, percent: 100, size: 90 }] },
      }),
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(within(screen.getByRole('list', { name: 'Word cloud' })).getByText('sunny').closest('li')!.style.fontSize).toBe('90px');
  });

  it('says clearly when the session is full and why', async () => {
    const { connection } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    await connectAndJoin(connection, { ...noSession, sessionId: 'session-1', audience: { online: 50, joined: 50, limit: 50, refused: 0 } });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => connection.push('session:full', { limit: 50, plan: 'free', refused: 1 }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your session is full');
    expect(alert.textContent).toContain('The free plan allows 50 participants, so 1 person could not join.');
  });

  it('closes submissions on the current slide', async () => {
    const { calls } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    fireEvent.click(screen.getByRole('button', { name: 'Close submissions' }));
    expect(screen.getByRole('button', { name: 'Reopen submissions' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/live/slide/update/s1')).toBe(true));
    expect(calls.find((call) => call.url === '/api/live/slide/update/s1')!.body).toEqual({ presentationId: 'p1', stopSubmission: true });
  });

  it('marks a poll’s correct options on the stage once submissions close, when the slide adds and shows them', async () => {
    const poll = deck.slides[0]!;
    const marked = { ...poll, addCorrectOption: true, showCorrectOption: true, options: poll.options.map((option) => ({ ...option, correct: option.title === 'Blue' })) };
    renderPresenting(noSession, { ...deck, slides: [marked, ...deck.slides.slice(1)] });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    expect(screen.getByRole('listitem', { name: 'Blue: 0' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close submissions' }));
    expect(screen.getByRole('listitem', { name: 'Blue: 0 (correct)' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Red: 0' })).toBeTruthy();
    cleanup();

    renderPresenting(noSession, { ...deck, slides: [{ ...marked, showCorrectOption: false }, ...deck.slides.slice(1)] });
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    fireEvent.click(screen.getByRole('button', { name: 'Close submissions' }));
    expect(screen.getByRole('listitem', { name: 'Blue: 0' })).toBeTruthy();
  });

  it('hides the slide controls after 2000 ms without activity and brings them back on a move', async () => {
    renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    jest.useFakeTimers();
    fireEvent.mouseMove(window);
    const root = document.querySelector('.presenting')!;
    act(() => jest.advanceTimersByTime(1999));
    expect(root.classList.contains('presenting--idle')).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(root.classList.contains('presenting--idle')).toBe(true);
    fireEvent.mouseMove(window);
    expect(root.classList.contains('presenting--idle')).toBe(false);
  });

  it('G opens the slide grid, the current slide marked; choosing a slide shows it to the audience', async () => {
    const { moves } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    await waitFor(() => expect(moves()).toEqual(['s1']));
    fireEvent.keyDown(window, { key: 'g' });
    const grid = screen.getByRole('dialog', { name: 'All slides' });
    const slides = within(within(grid).getByRole('list', { name: '3 slides' })).getAllByRole('button');
    expect(slides.map((button) => button.textContent)).toEqual(['1 Favourite colour?', '2 One word for today', '3 Thanks!']);
    expect(slides.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    fireEvent.click(slides[2]!);
    expect(screen.queryByRole('dialog', { name: 'All slides' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks!' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s1', 's3']));
  });

  it('/ opens the slide search: words from anywhere on a slide find it, and Enter shows the first found', async () => {
    const { moves } = renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    await waitFor(() => expect(moves()).toEqual(['s1']));
    fireEvent.keyDown(window, { key: '/' });
    const search = screen.getByRole('dialog', { name: 'Find a slide' });
    const field = within(search).getByRole('searchbox', { name: 'Words on the slide' });
    expect(within(search).getByRole('status').textContent).toBe('3 slides found. Press Enter to show the first.');
    fireEvent.change(field, { target: { value: 'NEXT week' } });
    const found = within(within(search).getByRole('list', { name: 'Slides found' })).getAllByRole('button');
    expect(found.map((button) => button.textContent)).toEqual(['3 Thanks!See you next week']);
    expect(within(search).getByRole('status').textContent).toBe('1 slide found. Press Enter to show the first.');
    fireEvent.submit(field);
    expect(screen.queryByRole('dialog', { name: 'Find a slide' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks!' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s1', 's3']));
  });

  it('? opens the cheatsheet, listing every shortcut with what it does', async () => {
    renderPresenting();
    await screen.findByRole('heading', { level: 1, name: 'Favourite colour?' });
    fireEvent.keyDown(window, { key: '?' });
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = [...sheet.querySelectorAll('.shortcuts__row')].map((row) => `${row.querySelector('dt')!.textContent} = ${row.querySelector('dd')!.textContent}`);
    expect(rows).toEqual([
      'Right arrow or Page Down or Space = Next slide',
      'Left arrow or Page Up = Previous slide',
      'Enter or Space = Start or continue the quiz (on a quiz slide)',
      'F = Full screen on or off',
      'G = See all slides',
      '/ = Find a slide',
      '? = Show these shortcuts',
      'Esc = Stop presenting and go back to the editor',
    ]);
  });

  it('resumes a running session on its live slide, and Escape leaves for the editor', async () => {
    const { moves } = renderPresenting({ ...noSession, sessionId: 'session-1', activeSlideId: 's2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'One word for today' })).toBeTruthy();
    await waitFor(() => expect(moves()).toEqual(['s2']));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByTestId('location').textContent).toBe('/presentation/p1');
  });
});
