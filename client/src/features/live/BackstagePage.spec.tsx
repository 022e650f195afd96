import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import type { PresenterSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { fakeFetch, json, type FakeCall } from '../../test-support/fake-fetch.js';
import { signedInStorage } from '../../test-support/fixtures.js';
import { BackstagePage } from './BackstagePage.js';
import { deckDocument, deckSlide } from './deck-fixture.js';
import { FakeLiveConnection } from './fake-live-connection.js';

const deck = deckDocument([
  deckSlide('s1', 'poll', 1, { title: 'Favourite colour?' }, ['Red', 'Blue']),
  deckSlide('s2', 'wordCloud', 2, { title: 'One word for today' }),
]);

const running: PresenterSnapshot = {
  sessionId: 'session-1',
  activeSlideId: 's2',
  results: { s2: { kind: 'words', slideId: 's2', respondents: 1, entries: 1, words: [{ text: 'calm', count: 1, percent: 100, size: 90 }] } },
  audience: { online: 3, joined: 4, limit: 50, refused: 0 },
  reactions: { like: 0, heart: 2, laugh: 0, wow: 0, sad: 0 },
};

function renderBackstage(snapshot: PresenterSnapshot) {
  const { fetchImpl, calls } = fakeFetch({
    'GET /api/presentation/p1': json(200, deck),
    'GET /api/live/presentation/p1': json(200, snapshot),
    'PUT /api/presentation/update-next-slide/p1': (call: FakeCall) => ({
      status: 200,
      body: { sessionId: 'session-1', activeSlideId: (call.body as { activeSlide: string }).activeSlide },
    }),
  });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage: signedInStorage() })}>
      <MemoryRouter>
        <BackstagePage presentationId="p1" connect={() => connection} />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  return { calls, connection };
}

describe('backstage', () => {
  afterEach(cleanup);

  it('shows the live slide with its results and counts, without word removal, and moves the audience from the slide list', async () => {
    const { calls, connection } = renderBackstage(running);
    expect(await screen.findByRole('heading', { level: 3, name: 'One word for today' })).toBeTruthy();
    expect(screen.getByText('calm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByTestId('audience-counter').textContent).toContain('4 of 50 joined');
    expect(screen.getByRole('button', { name: /^Show slide \d+ One word for today/ }).getAttribute('aria-current')).toBe('true');
    // Watching does not move anyone.
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /^Show slide \d+ Favourite colour\?/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ activeSlide: 's1' }]));
    expect(screen.getByRole('heading', { level: 3, name: 'Favourite colour?' })).toBeTruthy();

    // The presenting screen moved on: backstage follows.
    act(() => connection.push('slide:activated', { sessionId: 'session-1', slideId: 's2', submissionsStopped: true }));
    expect(screen.getByRole('heading', { level: 3, name: 'One word for today' })).toBeTruthy();
    expect(screen.getByText('Submissions closed')).toBeTruthy();
  });

  it('says when nothing is live yet', async () => {
    renderBackstage({ ...running, sessionId: null, activeSlideId: null, results: {} });
    expect(await screen.findByText('Not live yet: show a slide to start the session.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End session' }).hasAttribute('disabled')).toBe(true);
  });
});
