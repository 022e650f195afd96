import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { AudienceEntryInfo } from '../../../contracts/live/join.js';
import type { AudienceSnapshot, PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../app-services.js';
import { AudienceApp } from '../features/audience/AudienceApp.js';
import { JoinStore } from '../features/audience/join-store.js';
import type { TimerApi } from '../features/live/idle-timer.js';
import { FakeLiveConnection } from '../features/live/fake-live-connection.js';
import { PresentingScreen } from '../features/live/PresentingScreen.js';
import { fakeFetch, json, type FakeCall } from './fake-fetch.js';
import { memoryStorage, signedInStorage } from './fixtures.js';

export const NO_SESSION: PresenterSnapshot = {
  sessionId: null,
  activeSlideId: null,
  results: {},
  audience: { online: 0, joined: 0, limit: 0, refused: 0 },
  reactions: { like: 0, heart: 0, laugh: 0, wow: 0, sad: 0 },
};

/**
 * The presenting screen of `deck` (its id is the route's), against a fake server: every slide move is answered,
 * `routes` add or replace calls. The socket is the spec's to play.
 */
export function renderPresentingScreen(deck: DeckDocument, options: { snapshot?: PresenterSnapshot; routes?: Parameters<typeof fakeFetch>[0]; timers?: TimerApi } = {}) {
  const { fetchImpl, calls } = fakeFetch({
    [`GET /api/presentation/${deck.id}`]: json(200, deck),
    [`GET /api/live/presentation/${deck.id}`]: json(200, options.snapshot ?? NO_SESSION),
    [`PUT /api/presentation/update-next-slide/${deck.id}`]: (call: FakeCall) => ({
      status: 200,
      body: { sessionId: 'session-1', activeSlideId: (call.body as { activeSlide: string }).activeSlide },
    }),
    ...options.routes,
  });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage: signedInStorage() })}>
      <MemoryRouter initialEntries={[`/presentation/${deck.id}?presenting=true`]}>
        <Routes>
          <Route path="/presentation/:id" element={<PresentingScreen presentationId={deck.id} connect={() => connection} timers={options.timers} />} />
        </Routes>
      </MemoryRouter>
    </AppServicesProvider>,
  );
  const moves = () => calls.filter((call) => call.url.includes('update-next-slide')).map((call) => (call.body as { activeSlide: string }).activeSlide);
  return { calls, connection, moves };
}

export const entryInfo = (overrides: Partial<AudienceEntryInfo> = {}): AudienceEntryInfo => ({
  presentationId: 'p1',
  presentationName: 'Team sync',
  live: true,
  privateMode: false,
  heading: 'Welcome to my presentation',
  isAudienceAdmission: false,
  showEmojiAvatar: true,
  fields: [],
  ...overrides,
});

export const audienceSnapshot = (overrides: Partial<AudienceSnapshot> = {}): AudienceSnapshot => ({
  sessionId: 'session-1',
  presentationId: 'p1',
  presentationName: 'Team sync',
  status: 'live',
  me: { audienceId: 'a1', leaderboardKey: 'key-a1', name: 'Ada', emoji: '🦊' },
  activeSlide: null,
  myAnswers: [],
  results: null,
  reactionsEnabled: true,
  audiencePacing: false,
  presentationAudio: null,
  ...overrides,
});

/**
 * A phone at /123456 against a fake server. With `joined`, the person already joined (a stored join): the socket
 * connects and the server's snapshot arrives; without, the page shows what the entry info says.
 */
export function renderPhone(entry: AudienceEntryInfo, joined?: AudienceSnapshot) {
  const storage = memoryStorage();
  const joinStore = new JoinStore(storage);
  if (joined) joinStore.set('123456', { audienceId: joined.me.audienceId, token: 'audience-token', presentationId: 'p1', sessionId: joined.sessionId });
  const { fetchImpl, calls } = fakeFetch({ 'GET /api/audience/presentation/123456': json(200, entry) });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage })}>
      <MemoryRouter>
        <AudienceApp accessCode="123456" joinStore={joinStore} connect={() => connection} />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  if (joined) {
    act(() => {
      connection.serverConnects();
      connection.push('session:state', joined);
    });
  }
  return { calls, connection };
}
