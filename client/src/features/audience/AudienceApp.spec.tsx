import '../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import type { AudienceEntryInfo } from '../../../../contracts/live/join.js';
import type { AudienceSlide, AudienceSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../../app-services.js';
import { errorReply, fakeFetch, json } from '../../test-support/fake-fetch.js';
import { memoryStorage } from '../../test-support/fixtures.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { AudienceApp } from './AudienceApp.js';
import { JoinStore } from './join-store.js';

const entry = (overrides: Partial<AudienceEntryInfo> = {}): AudienceEntryInfo => ({
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

const poll: AudienceSlide = {
  id: 'slide-1',
  type: 'poll',
  slideType: null,
  title: 'Favourite colour?',
  options: [
    { id: 'o1', title: 'Red', image: null },
    { id: 'o2', title: 'Blue', image: null },
  ],
  settings: { typeChart: 'bars' },
  submissionsStopped: false,
};

const snapshot = (overrides: Partial<AudienceSnapshot> = {}): AudienceSnapshot => ({
  sessionId: 'session-1',
  presentationId: 'p1',
  presentationName: 'Team sync',
  status: 'live',
  me: { audienceId: 'a1', leaderboardKey: 'key-a1', name: 'Ada', emoji: '🦊' },
  activeSlide: poll,
  myAnswers: [],
  results: null,
  reactionsEnabled: true,
  audiencePacing: false,
  presentationAudio: null,
  ...overrides,
});

const JOINED = { audienceId: 'a1', token: 'audience-token', presentationId: 'p1', sessionId: 'session-1' };

function renderAudience(routes: Parameters<typeof fakeFetch>[0], storage = memoryStorage()) {
  const { fetchImpl, calls } = fakeFetch(routes);
  const services = createAppServices({ fetchImpl, storage });
  const connections: FakeLiveConnection[] = [];
  const joinStore = new JoinStore(storage);
  render(
    <AppServicesProvider services={services}>
      <MemoryRouter>
        <AudienceApp
          accessCode="123456"
          joinStore={joinStore}
          connect={() => {
            const connection = new FakeLiveConnection();
            connections.push(connection);
            return connection;
          }}
        />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  return { calls, connections, storage, joinStore };
}

/** A person whose join is stored, back on the phone: connected, with the session's state on the given slide. */
async function resumedPhone(activeSlide: AudienceSlide) {
  const storage = memoryStorage();
  new JoinStore(storage).set('123456', JOINED);
  const { connections } = renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry()) }, storage);
  await waitFor(() => expect(connections).toHaveLength(1));
  const connection = connections[0]!;
  act(() => {
    connection.serverConnects();
    connection.push('session:state', snapshot({ activeSlide }));
  });
  return connection;
}

describe('the audience app', () => {
  afterEach(cleanup);

  it('admits a person with a name and an avatar, keeps the join, and lets them vote', async () => {
    const { calls, connections, joinStore } = renderAudience({
      'GET /api/audience/presentation/123456': json(200, entry()),
      'POST /api/audience/join': json(200, JOINED),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to my presentation' })).toBeTruthy();
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('maxLength')).toBe('20');
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 🦊' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(connections).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ accessCode: '123456', name: 'Ada', emoji: '🦊' });
    expect(joinStore.get('123456')).toEqual(JOINED);

    const connection = connections[0]!;
    act(() => {
      connection.serverConnects();
      connection.push('session:state', snapshot());
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Blue/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const request = connection.requests('answer:submit')[0]!;
    expect(request.payload).toMatchObject({ slideId: 'slide-1', value: { kind: 'choice', optionIds: ['o2'] } });
    expect(screen.getByText('Sending…')).toBeTruthy();

    await act(async () => request.reply({ ok: true }));
    expect(screen.getByText('Thanks! Your answer was sent.')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Your answer' }).parentElement!).getByText('Blue')).toBeTruthy();

    act(() =>
      connection.push('results:updated', { slideId: 'slide-1', results: { kind: 'choice', slideId: 'slide-1', respondents: 2, counts: { o1: 1, o2: 1 } } }),
    );
    expect(screen.getByRole('listitem', { name: 'Blue: 1' })).toBeTruthy();
  });

  it('offers the deck’s teams at admission with team play on, and sends the one picked (issue 26)', async () => {
    const teams = [
      { id: 'team-1', name: 'Team 1' },
      { id: 'team-2', name: 'Team 2' },
    ];
    const { calls, connections } = renderAudience({
      'GET /api/audience/presentation/123456': json(200, entry({ teams })),
      'POST /api/audience/join': json(200, { ...JOINED, teamId: 'team-2' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to my presentation' });
    const picker = screen.getByRole('group', { name: 'Your team' });
    expect(within(picker).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['Any team', 'Team 1', 'Team 2']);
    expect(within(picker).getByRole('radio', { name: 'Any team' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Ada' } });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Team 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ accessCode: '123456', name: 'Ada', emoji: '🙂', teamId: 'team-2' });
  });

  it('offers no team choice without team play', async () => {
    renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry()) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to my presentation' });
    expect(screen.queryByRole('group', { name: 'Your team' })).toBeNull();
  });

  it('takes several open-ended answers from one person, each in a fresh form, when the slide allows them', async () => {
    const ideas: AudienceSlide = { ...poll, id: 'slide-2', type: 'openEnded', title: 'Ideas?', options: [], settings: { openEndedMultipleOption: true, entriesPerParticipant: 3 } };
    const connection = await resumedPhone(ideas);
    const send = async (text: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await act(async () => connection.requests('answer:submit').at(-1)!.reply({ ok: true }));
    };
    await send('More breaks');
    expect(screen.getByText('Thanks! You can send 2 more answers.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe('');
    await send('Longer lunch');
    expect(screen.getByText('Thanks! You can send 1 more answer.')).toBeTruthy();
    await send('Standing desks');
    expect(screen.getByText('Thanks! Your answer was sent.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(connection.requests('answer:submit').map((request) => (request.payload as { value: { text: string } }).value.text)).toEqual(['More breaks', 'Longer lunch', 'Standing desks']);
  });

  it('refuses a word cloud entry of more than two words on the phone, sending nothing', async () => {
    const cloud: AudienceSlide = { ...poll, id: 'slide-3', type: 'wordCloud', title: 'Lunch?', options: [], settings: { entriesPerParticipant: 1 } };
    const connection = await resumedPhone(cloud);
    const word = screen.getByRole('textbox', { name: 'Your word' });
    fireEvent.change(word, { target: { value: 'chocolate chip cookies' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Entry 1 has more than two words. Each answer can be one or two words.');
    expect(connection.requests('answer:submit')).toHaveLength(0);
    fireEvent.change(word, { target: { value: 'ice cream' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(connection.requests('answer:submit')[0]!.payload).toMatchObject({ slideId: 'slide-3', value: { kind: 'words', words: ['ice cream'] } });
  });

  it('never shows the editor’s prompt for an unwritten title: a QR-code slide shows its code, not "Click to add heading"', async () => {
    await resumedPhone({ ...poll, id: 'slide-qr', type: 'qrcode', title: 'Click to add heading', options: [], settings: {} });
    expect(screen.queryByText('Click to add heading')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Untitled slide');
    expect(screen.getByRole('img', { name: /^QR code to join/ })).toBeTruthy();
  });

  it('shows a closed poll’s correct answers when the server sends them', async () => {
    await resumedPhone({ ...poll, submissionsStopped: true, correctOptionIds: ['o2'] });
    expect(screen.getByText('Correct answer: Blue')).toBeTruthy();
    cleanup();

    await resumedPhone({ ...poll, submissionsStopped: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourite colour?' })).toBeTruthy();
    expect(screen.queryByText(/Correct answer/)).toBeNull();
  });

  it('resumes a stored join as the same person, showing the answers the snapshot holds', async () => {
    const storage = memoryStorage();
    new JoinStore(storage).set('123456', JOINED);
    const { calls, connections } = renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry()) }, storage);
    await waitFor(() => expect(connections).toHaveLength(1));
    act(() => {
      connections[0]!.serverConnects();
      connections[0]!.push('session:state', snapshot({ myAnswers: [{ answerId: 'x', slideId: 'slide-1', value: { kind: 'choice', optionIds: ['o1'] } }] }));
    });
    expect(screen.getByText('Thanks! Your answer was sent.')).toBeTruthy();
    expect(screen.getByText('Red')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so while the connection is being restored', async () => {
    const storage = memoryStorage();
    new JoinStore(storage).set('123456', JOINED);
    const { connections } = renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry()) }, storage);
    await waitFor(() => expect(connections).toHaveLength(1));
    act(() => {
      connections[0]!.serverConnects();
      connections[0]!.push('session:state', snapshot());
    });
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    act(() => connections[0]!.serverDrops());
    expect(screen.getByRole('status').textContent).toContain('Reconnecting…');
  });

  it('asks a person whose stored place is refused to join again', async () => {
    const storage = memoryStorage();
    new JoinStore(storage).set('123456', JOINED);
    const { connections, joinStore } = renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry()) }, storage);
    await waitFor(() => expect(connections).toHaveLength(1));
    act(() => connections[0]!.refuse({ message: 'unauthorized' }));
    expect(await screen.findByText('Your place in this session is no longer valid. Join again to take part.')).toBeTruthy();
    expect(joinStore.get('123456')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('shows the session-full refusal and the deck’s required fields', async () => {
    renderAudience({
      'GET /api/audience/presentation/123456': json(
        200,
        entry({
          isAudienceAdmission: true,
          heading: 'Hello class',
          fields: [{ id: 'f1', name: 'email', fieldType: 'system', required: true, hidden: false, maxLength: 60 }],
        }),
      ),
      'POST /api/audience/join': errorReply(422, 'This session is full. The presenter’s plan allows no more participants.', 'business_rule'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello class' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This session is full. The presenter’s plan allows no more participants.');
  });

  it('waits for a presentation that is not live, and tells an unknown code apart', async () => {
    renderAudience({ 'GET /api/audience/presentation/123456': json(200, entry({ live: false })) });
    expect(await screen.findByRole('heading', { name: 'Not live yet' })).toBeTruthy();
    cleanup();
    renderAudience({ 'GET /api/audience/presentation/123456': errorReply(404, 'No presentation has this code.', 'not_found') });
    expect(await screen.findByText('No presentation has this code. Check the code and try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter another code' }).getAttribute('href')).toBe('/join');
  });
});
