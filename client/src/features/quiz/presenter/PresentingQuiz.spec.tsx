import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../../../i18n/index.js';
import type { PresenterSnapshot } from '../../../../../contracts/live/socket-protocol.js';
import type { QuizStatePayload } from '../../../../../contracts/quiz/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../../../app-services.js';
import { fakeFetch, json, type FakeCall } from '../../../test-support/fake-fetch.js';
import { signedInStorage } from '../../../test-support/fixtures.js';
import { freezeClock } from '../../../test-support/frozen-clock.js';
import { deckDocument, deckSlide } from '../../live/deck-fixture.js';
import { FakeLiveConnection } from '../../live/fake-live-connection.js';
import { PresentingScreen } from '../../live/PresentingScreen.js';
import { entry, leaderboard, quizState } from '../quiz-fixtures.js';

const q1 = deckSlide('q1', 'pickAnswer', 1, { title: 'Capital of France?', timeLimit: 20 }, ['Paris', 'Rome']);
const deck = deckDocument([
  { ...q1, options: q1.options.map((option, index) => ({ ...option, correct: index === 0 })) },
  deckSlide('board-1', 'leaderboard', 2, { title: 'Leaderboard' }),
  deckSlide('q2', 'pickAnswer', 3, { slideType: 'typeAnswer', title: 'Largest US city?', correctQuizTypeAnswer: 'New York' }),
]);

const session: PresenterSnapshot = {
  sessionId: 'session-1',
  activeSlideId: 'q1',
  results: {},
  audience: { online: 2, joined: 2, limit: 50, refused: 0 },
  reactions: { like: 0, heart: 0, laugh: 0, wow: 0, sad: 0 },
};

const choicePlay = {
  kind: 'choice',
  multiple: false,
  options: [
    { id: 'q1-o1', title: 'Paris', image: null },
    { id: 'q1-o2', title: 'Rome', image: null },
  ],
} as const;

function renderQuiz(snapshot: PresenterSnapshot = session, stateAfterStep: Partial<QuizStatePayload> = { stage: 'rule' }, shownDeck = deck) {
  const { fetchImpl, calls } = fakeFetch({
    'GET /api/presentation/p1': json(200, shownDeck),
    'GET /api/live/presentation/p1': json(200, snapshot),
    'PUT /api/presentation/update-next-slide/p1': (call: FakeCall) => ({
      status: 200,
      body: { sessionId: 'session-1', activeSlideId: (call.body as { activeSlide: string }).activeSlide },
    }),
    'GET /api/quiz/p1/state': json(200, quizState({ stage: 'lobby', serverNow: '2026-05-01T09:00:00.000Z' })),
    'GET /api/latest-leaderboard/p1': json(200, leaderboard([])),
    'POST /api/quiz/p1/start': json(200, quizState({ serverNow: '2026-05-01T10:00:01.000Z', ...stateAfterStep })),
    'POST /api/quiz/p1/continue': json(200, quizState({ serverNow: '2026-05-01T10:00:02.000Z', ...stateAfterStep })),
    'POST /api/quiz/p1/reveal': json(200, quizState({ serverNow: '2026-05-01T10:00:03.000Z', ...stateAfterStep })),
    'POST /api/quiz-type-answer/q2/accept': json(200, { slideId: 'q2', accepted: ['New York', 'Big Apple'] }),
    'POST /api/score': json(200, { slideId: 'board-1', audienceId: 'a2', teamId: null, point: 150 }),
    'PUT /api/leaderboards/p1': json(200, { isVisible: false }),
  });
  const services = createAppServices({ fetchImpl, storage: signedInStorage() });
  const connection = new FakeLiveConnection();
  render(
    <AppServicesProvider services={services}>
      <MemoryRouter initialEntries={['/presentation/p1?presenting=true']}>
        <Routes>
          <Route path="/presentation/:id" element={<PresentingScreen presentationId="p1" connect={() => connection} />} />
        </Routes>
      </MemoryRouter>
    </AppServicesProvider>,
  );
  return { calls, connection };
}

async function joined(connection: FakeLiveConnection) {
  act(() => connection.serverConnects());
  const join = connection.requests('join-presenter').at(-1)!;
  await act(async () => join.reply({ ok: true, snapshot: session } as never));
}

const posted = (calls: FakeCall[], path: string) => calls.filter((call) => call.method !== 'GET' && call.url === path);

describe('the quiz on the presenting screen', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('opens the lobby with the players and starts the quiz on Enter', async () => {
    const { calls, connection } = renderQuiz();
    await screen.findByText('Getting the quiz ready…');
    await joined(connection);
    // After joining the presenter room, the state and leaderboard missed meanwhile are fetched.
    await waitFor(() => expect(screen.getByText('Press Enter or Space to start')).toBeTruthy());
    act(() => connection.push('leaderboard:updated', leaderboard([entry('a1', 'Ada', 0, 0, 1, 1, '🦊'), entry('a2', 'Grace', 0, 0, 2, 2, '🐙')], { questions: 0 })));
    const players = screen.getByRole('list', { name: 'Players' });
    expect(within(players).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🦊Ada', '🐙Grace']);
    expect(screen.getByTestId('quiz-players-count').textContent).toBe('2 players joined');

    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeTruthy());
    expect(posted(calls, '/api/quiz/p1/start')).toHaveLength(1);
    // Enter did not move the slide.
    expect(calls.filter((call) => call.url.includes('update-next-slide'))).toHaveLength(1);
    fireEvent.keyDown(window, { key: ' ' });
    await waitFor(() => expect(posted(calls, '/api/quiz/p1/continue')).toHaveLength(1));
  });

  it("counts the 5-second countdown down by the server's clock", async () => {
    freezeClock();
    const { connection } = renderQuiz();
    await screen.findByText('Getting the quiz ready…');
    act(() =>
      connection.push('quiz:state', quizState({ stage: 'countdown', quizStatus: null, serverNow: '2020-01-01T09:59:57.000Z', since: '2020-01-01T09:59:55.000Z', countdownEndsAt: '2020-01-01T10:00:00.000Z' })),
    );
    expect(screen.getByRole('timer', { name: 'Starts in 3 seconds' }).textContent).toBe('3');
  });

  it('counts the question down by the server clock, with the answered count, and reveals the correct answer', async () => {
    freezeClock();
    const { connection } = renderQuiz();
    await screen.findByText('Getting the quiz ready…');
    // This device's clock reads 2026 while the server's reads 2020: only the server's deadline and serverNow count.
    act(() =>
      connection.push(
        'quiz:state',
        quizState({
          stage: 'question',
          serverNow: '2020-01-01T10:00:05.000Z',
          question: { number: 1, slideType: 'pickAnswer', kind: 'choice', timeLimitSeconds: 20, startedAt: '2020-01-01T10:00:00.000Z', closesAt: '2020-01-01T10:00:20.000Z', play: choicePlay },
          joined: 2,
        }),
      ),
    );
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('15 seconds left');
    expect(within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AParis', 'BRome']);
    act(() => connection.push('quiz:progress', { sessionId: 'session-1', slideId: 'q1', answered: 1, joined: 2, online: 2 }));
    expect(screen.getByTestId('quiz-answered').textContent).toBe('1 of 2 answered');

    act(() => {
      connection.push('results:updated', { slideId: 'q1', results: { kind: 'choice', slideId: 'q1', respondents: 2, counts: { 'q1-o1': 1, 'q1-o2': 1 } } });
      connection.push('quiz:result', {
        sessionId: 'session-1',
        slideId: 'q1',
        number: 1,
        kind: 'choice',
        respondents: 2,
        correctCount: 1,
        correctRate: 50,
        correct: { kind: 'choice', optionIds: ['q1-o1'] },
        acceptedLive: [],
        results: null,
      });
      connection.push(
        'quiz:state',
        quizState({
          stage: 'result',
          serverNow: '2020-01-01T10:00:09.000Z',
          revealed: true,
          ended: { at: '2020-01-01T10:00:09.000Z', reason: 'everyoneAnswered' },
          question: { number: 1, slideType: 'pickAnswer', kind: 'choice', timeLimitSeconds: 20, startedAt: '2020-01-01T10:00:00.000Z', closesAt: '2020-01-01T10:00:20.000Z', play: choicePlay },
        }),
      );
    });
    expect(screen.getByRole('listitem', { name: 'Paris: 1 (correct)' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Rome: 1' }).getAttribute('data-correct')).toBe('false');
    expect(screen.getByText('1 of 2 correct (50%)')).toBeTruthy();
  });

  it('keeps the correct answer back until the presenter reveals it (manualRevealCorrectAnswers)', async () => {
    const question = { number: 1, slideType: 'pickAnswer', kind: 'choice', timeLimitSeconds: 20, startedAt: '2026-05-01T10:00:00.000Z', closesAt: '2026-05-01T10:00:20.000Z', play: choicePlay } as const;
    const { calls, connection } = renderQuiz(session, { stage: 'result', revealed: true, manualReveal: true, question });
    await screen.findByText('Getting the quiz ready…');
    act(() => connection.push('quiz:state', quizState({ stage: 'result', manualReveal: true, revealed: false, question, ended: { at: '2026-05-01T10:00:20.000Z', reason: 'timeUp' } })));
    expect(screen.getByRole('listitem', { name: 'Paris: 0' })).toBeTruthy();
    expect(screen.getByText('Time’s up')).toBeTruthy();
    // The stage's own button (the presenting controls offer the same step).
    fireEvent.click(within(screen.getByRole('region', { name: 'Slide 1 of 3' })).getByRole('button', { name: 'Reveal answers' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Paris: 0 (correct)' })).toBeTruthy());
    expect(posted(calls, '/api/quiz/p1/reveal')).toHaveLength(1);
  });

  it('moves on with Space once the answers are revealed, to the leaderboard, where points can be given', async () => {
    const { calls, connection } = renderQuiz();
    await screen.findByText('Getting the quiz ready…');
    act(() => connection.push('quiz:state', quizState({ stage: 'result', revealed: true })));
    fireEvent.keyDown(window, { key: ' ' });
    await waitFor(() => expect(calls.filter((call) => call.url.includes('update-next-slide')).map((call) => (call.body as { activeSlide: string }).activeSlide)).toEqual(['q1', 'board-1']));
    act(() => {
      connection.push('quiz:state', quizState({ slideId: null, stage: null, quizStatus: null, serverNow: '2026-05-01T10:01:00.000Z' }));
      connection.push('leaderboard:updated', leaderboard([entry('a2', 'Grace', 1200, 0, 1, 2), entry('a1', 'Ada', 1000, 1000, 2, 1)], { questions: 2 }));
    });
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['1. Grace, 1200 points', '2. Ada, 1000 points']);
    expect(within(rows[0]!).getByLabelText('Up 1 place')).toBeTruthy();
    expect(within(rows[1]!).getByLabelText('Down 1 place')).toBeTruthy();

    // The projected leaderboard carries no presenter buttons until the presenter asks for them in the controls.
    expect(screen.queryByRole('button', { name: 'Give points to Grace' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Give points' }));
    fireEvent.click(screen.getByRole('button', { name: 'Give points to Grace' }));
    fireEvent.change(screen.getByLabelText('Points for Grace'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(screen.getByRole('alert').textContent).toContain('whole number');
    fireEvent.change(screen.getByLabelText('Points for Grace'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(posted(calls, '/api/score')[0]?.body).toEqual({ presentationId: 'p1', slideId: 'board-1', audienceId: 'a2', point: 150 }));

    fireEvent.click(screen.getByRole('button', { name: 'Hide leaderboard' }));
    expect(screen.getByText('Hidden from the audience')).toBeTruthy();
    await waitFor(() => expect(posted(calls, '/api/leaderboards/p1')[0]?.body).toEqual({ isVisible: false }));
  });

  it('shows no rank arrows and no "+" buttons on the leaderboard after the first question (issue 26)', async () => {
    const { connection } = renderQuiz({ ...session, activeSlideId: 'board-1' });
    await screen.findByText('Leaderboard');
    act(() => {
      connection.push('leaderboard:updated', leaderboard([entry('a2', 'Grace', 900, 0, 1, 2), entry('a1', 'Ada', 500, 0, 2, 1)], { questions: 1 }));
    });
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).queryByLabelText(/^(Up|Down) \d+ place/)).toBeNull();
      expect(row.textContent).not.toMatch(/[▲▼]/);
    }
    expect(screen.queryByRole('button', { name: /^Give points to / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Give points' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the top three on a podium on the leaderboard after the last question, and none on one between questions', async () => {
    const board = (questions: number) =>
      leaderboard([entry('a2', 'Grace', 900, 0, 1, 2), entry('a1', 'Ada', 500, 0, 2, 1), entry('a3', 'Alan', 300, 0, 3, 3), entry('a4', 'Edsger', 100, 0, 4, 4)], { questions });
    const finalDeck = deckDocument([deckSlide('q1', 'pickAnswer', 1, { title: 'Capital of France?' }), deckSlide('board-1', 'leaderboard', 2, { title: 'Final standings' })]);
    const { connection } = renderQuiz({ ...session, activeSlideId: 'board-1' }, undefined, finalDeck);
    await screen.findByText('Final standings');
    act(() => connection.push('leaderboard:updated', board(1)));
    const podium = await screen.findByRole('list', { name: 'Podium' });
    expect(within(podium).getAllByRole('listitem').map((step) => step.getAttribute('aria-label'))).toEqual([
      'Place 2 on the podium: Ada, 500 points',
      'Place 1 on the podium: Grace, 900 points',
      'Place 3 on the podium: Alan, 300 points',
    ]);
    cleanup();

    const between = renderQuiz({ ...session, activeSlideId: 'board-1' });
    await screen.findByText('Leaderboard');
    act(() => between.connection.push('leaderboard:updated', board(1)));
    await screen.findAllByTestId('leaderboard-row');
    expect(screen.queryByRole('list', { name: 'Podium' })).toBeNull();
  });

  it('lists the typed answers and accepts one live', async () => {
    const { calls, connection } = renderQuiz({ ...session, activeSlideId: 'q2' });
    await screen.findByRole('heading', { level: 1, name: 'Largest US city?' });
    act(() => {
      connection.push('results:updated', {
        slideId: 'q2',
        results: {
          kind: 'typed',
          slideId: 'q2',
          respondents: 3,
          answers: [
            { text: 'new york', key: 'newyork', count: 2 },
            { text: 'Big Apple', key: 'bigapple', count: 1 },
          ],
        },
      });
      connection.push('quiz:state', quizState({ slideId: 'q2', stage: 'result', revealed: true, question: { number: 2, slideType: 'typeAnswer', kind: 'typed', timeLimitSeconds: 20, startedAt: '2026-05-01T10:00:00.000Z', closesAt: '2026-05-01T10:00:20.000Z', play: { kind: 'typed' } } }));
    });
    expect(within(screen.getByRole('region', { name: 'Accepted answers' })).getByText('New York')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept “new york”' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept “Big Apple”' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Accepted answers' })).getByText('Big Apple')).toBeTruthy());
    expect(posted(calls, '/api/quiz-type-answer/q2/accept')[0]!.body).toEqual({ presentationId: 'p1', text: 'Big Apple' });
    expect(screen.queryByRole('button', { name: 'Accept “Big Apple”' })).toBeNull();
  });
});
