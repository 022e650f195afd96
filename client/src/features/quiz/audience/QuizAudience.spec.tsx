import '../../../test-support/jsdom-text-encoding.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '../../../i18n/index.js';
import type { AudienceSlide, AudienceSnapshot } from '../../../../../contracts/live/socket-protocol.js';
import type { QuizPlay } from '../../../../../contracts/quiz/question.js';
import type { QuizQuestionView } from '../../../../../contracts/quiz/socket-protocol.js';
import { AppServicesProvider, createAppServices } from '../../../app-services.js';
import { AudienceApp } from '../../audience/AudienceApp.js';
import { JoinStore } from '../../audience/join-store.js';
import { FakeLiveConnection } from '../../live/fake-live-connection.js';
import { OPTION_COLOURS } from '../../live/results/chart-maths.js';
import { fakeFetch, json } from '../../../test-support/fake-fetch.js';
import { memoryStorage } from '../../../test-support/fixtures.js';
import { entry, leaderboard, quizState } from '../quiz-fixtures.js';

const slide = (id: string, type: string, title: string, slideType: string | null = null): AudienceSlide => ({
  id,
  type,
  slideType,
  title,
  options: [],
  settings: {},
  submissionsStopped: false,
});

const snapshot = (activeSlide: AudienceSlide): AudienceSnapshot => ({
  sessionId: 'session-1',
  presentationId: 'p1',
  presentationName: 'Pub quiz',
  status: 'live',
  me: { audienceId: 'a1', leaderboardKey: 'key-a1', name: 'Ada', emoji: '🦊' },
  activeSlide,
  myAnswers: [],
  results: null,
  reactionsEnabled: false,
  audiencePacing: false,
  presentationAudio: null,
});

const question = (play: QuizPlay, number = 1): QuizQuestionView => ({
  number,
  slideType: play.kind === 'choice' ? 'pickAnswer' : play.kind === 'typed' ? 'typeAnswer' : play.kind === 'order' ? 'correctOrder' : play.kind === 'pairs' ? 'matchPairs' : 'categorise',
  kind: play.kind,
  timeLimitSeconds: 20,
  startedAt: '2020-01-01T10:00:00.000Z',
  closesAt: '2020-01-01T10:00:20.000Z',
  play,
});

/** A question running on a server whose clock is years behind this device's: 12 seconds are left. */
const asked = (slideId: string, play: QuizPlay) =>
  quizState({ slideId, stage: 'question', quizStatus: null, serverNow: '2020-01-01T10:00:08.000Z', question: question(play) });

async function joinedPhone(activeSlide: AudienceSlide) {
  const storage = memoryStorage();
  new JoinStore(storage).set('123456', { audienceId: 'a1', token: 'audience-token', presentationId: 'p1', sessionId: 'session-1' });
  const { fetchImpl } = fakeFetch({ 'GET /api/audience/presentation/123456': json(200, { presentationId: 'p1', presentationName: 'Pub quiz', live: true, privateMode: false, heading: '', isAudienceAdmission: false, showEmojiAvatar: true, fields: [] }) });
  const connections: FakeLiveConnection[] = [];
  render(
    <AppServicesProvider services={createAppServices({ fetchImpl, storage })}>
      <MemoryRouter>
        <AudienceApp
          accessCode="123456"
          joinStore={new JoinStore(storage)}
          connect={() => {
            const connection = new FakeLiveConnection();
            connections.push(connection);
            return connection;
          }}
        />
      </MemoryRouter>
    </AppServicesProvider>,
  );
  await waitFor(() => expect(connections).toHaveLength(1));
  const connection = connections[0]!;
  act(() => {
    connection.serverConnects();
    connection.push('session:state', snapshot(activeSlide));
  });
  return connection;
}

async function acked(connection: FakeLiveConnection) {
  const request = connection.requests('answer:submit').at(-1)!;
  await act(async () => request.reply({ ok: true }));
  return request.payload as { slideId: string; value: unknown };
}

describe('the quiz on a phone', () => {
  afterEach(cleanup);

  it('shows a question’s hints, folded, with their pictures, while it is asked', async () => {
    const hints = [
      { id: 'h1', text: '<p>It has a great red spot</p>', image: null },
      { id: 'h2', text: '<p>Named after a king of gods</p>', image: { url: '/api/uploaded/images/jupiter0000000000000000000000000/large' } },
    ];
    const connection = await joinedPhone({ ...slide('q1', 'pickAnswer', 'Largest planet?'), hints });
    const play: QuizPlay = { kind: 'choice', multiple: false, options: ['Jupiter', 'Mars'].map((title, index) => ({ id: `o${index + 1}`, title, image: null })) };
    act(() => connection.push('quiz:state', asked('q1', play)));
    const folded = screen.getByText('Show 2 hints').closest('details')!;
    expect(folded.open).toBe(false);
    expect(screen.getAllByTestId('quiz-hint').map((hint) => hint.textContent)).toEqual(['It has a great red spot', 'Named after a king of gods']);
    expect((screen.getByRole('img', { hidden: true, name: 'Hint picture' }) as HTMLImageElement).getAttribute('src')).toBe('/api/uploaded/images/jupiter0000000000000000000000000/large');

    fireEvent.click(screen.getByRole('button', { name: 'A: Jupiter' }));
    await acked(connection);
    expect(screen.queryByText('Show 2 hints')).toBeNull();
  });

  it('follows the stages, answers with a lettered palette button, and shows the feedback: correct, points, rank, streak', async () => {
    const connection = await joinedPhone(slide('q1', 'pickAnswer', 'Capital of France?'));
    // After connecting, the phone asks for the quiz state (quiz:sync) in case it missed a push.
    expect(connection.requests('quiz:sync')).toHaveLength(1);
    act(() => connection.push('quiz:state', quizState({ serverNow: '2020-01-01T09:59:40.000Z' })));
    expect(screen.getByText('You’re in!')).toBeTruthy();
    act(() => connection.push('quiz:state', quizState({ stage: 'countdown', quizStatus: null, serverNow: '2020-01-01T09:59:57.000Z', countdownEndsAt: '2020-01-01T10:00:00.000Z' })));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Starts in 3 seconds');

    const play: QuizPlay = {
      kind: 'choice',
      multiple: false,
      options: ['Paris', 'Rome', 'Madrid', 'Berlin', 'Oslo'].map((title, index) => ({ id: `o${index + 1}`, title, image: null })),
    };
    act(() => connection.push('quiz:state', asked('q1', play)));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('12 seconds left');
    const buttons = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['A: Paris', 'B: Rome', 'C: Madrid', 'D: Berlin', 'E: Oslo']);
    expect(buttons.map((button) => button.style.getPropertyValue('--option-colour'))).toEqual(OPTION_COLOURS.slice(0, 5));

    fireEvent.click(screen.getByRole('button', { name: 'A: Paris' }));
    expect(await acked(connection)).toMatchObject({ slideId: 'q1', value: { kind: 'choice', optionIds: ['o1'] } });
    expect(screen.getByText('Answer sent!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'B: Rome' })).toBeNull();

    act(() => connection.push('quiz:state', quizState({ stage: 'result', quizStatus: null, serverNow: '2020-01-01T10:00:10.000Z', question: question(play) })));
    expect(screen.getByText('The answers are revealed on the big screen.')).toBeTruthy();
    act(() => {
      connection.push('quiz:state', quizState({ stage: 'result', quizStatus: null, revealed: true, serverNow: '2020-01-01T10:00:11.000Z', question: question(play) }));
      connection.push('quiz:feedback', {
        sessionId: 'session-1',
        audienceId: 'a1',
        slideId: 'q1',
        number: 1,
        answered: true,
        correct: true,
        right: 1,
        of: 1,
        elapsedMs: 4_000,
        points: 1000,
        streakBonus: 100,
        streak: 2,
        totalPoint: 1900,
        rank: 1,
        participants: 2,
        teamId: 'team-2',
        teamRank: 1,
      });
    });
    const feedback = screen.getByTestId('quiz-feedback');
    expect(within(feedback).getByRole('heading', { name: 'Correct!' })).toBeTruthy();
    expect(feedback.textContent).toContain('+1000 points');
    expect(feedback.textContent).toContain('including a streak bonus of 100');
    expect(feedback.textContent).toContain('1 of 2');
    expect(feedback.textContent).toContain('🔥 2');
    expect(feedback.textContent).toContain('Team 2number 1');
  });

  it('answers a typed question, a correct order, match pairs and categorise', async () => {
    const connection = await joinedPhone(slide('q2', 'pickAnswer', 'Largest US city?', 'typeAnswer'));
    act(() => connection.push('quiz:state', asked('q2', { kind: 'typed' })));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Type an answer first.');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '  New York ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await acked(connection)).value).toEqual({ kind: 'typed', text: 'New York' });

    act(() => connection.push('slide:activated', { slide: slide('q3', 'correctOrder', 'Planets'), results: null }));
    const items = ['Earth', 'Mercury', 'Venus'].map((title) => ({ id: title.toLowerCase(), title, image: null }));
    act(() => connection.push('quiz:state', { ...asked('q3', { kind: 'order', items }), serverNow: '2020-01-01T10:00:09.000Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Earth” down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Earth” down' }));
    expect(within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem').map((item) => item.textContent?.replace(/[↑↓]/g, ''))).toEqual([
      '1Mercury',
      '2Venus',
      '3Earth',
    ]);
    expect((screen.getByRole('button', { name: 'Move “Earth” down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await acked(connection)).value).toEqual({ kind: 'order', optionIds: ['mercury', 'venus', 'earth'] });

    act(() => connection.push('slide:activated', { slide: slide('q4', 'matchPairs', 'Capitals'), results: null }));
    const pairs: QuizPlay = {
      kind: 'pairs',
      left: [
        { id: 'fr', title: 'France', image: null },
        { id: 'it', title: 'Italy', image: null },
      ],
      right: [
        { id: 'r1', title: 'Rome', image: null },
        { id: 'r2', title: 'Paris', image: null },
      ],
    };
    act(() => connection.push('quiz:state', { ...asked('q4', pairs), serverNow: '2020-01-01T10:00:10.000Z' }));
    fireEvent.change(screen.getByLabelText('France'), { target: { value: 'r1' } });
    // Rome moves to Italy: France is free again.
    fireEvent.change(screen.getByLabelText('Italy'), { target: { value: 'r1' } });
    expect((screen.getByLabelText('France') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('France'), { target: { value: 'r2' } });
    expect(screen.getByText('2 of 2 matched')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await acked(connection)).value).toEqual({ kind: 'pairs', pairs: { it: 'r1', fr: 'r2' } });

    act(() => connection.push('slide:activated', { slide: slide('q5', 'categorise', 'Fruit or vegetable?'), results: null }));
    const sorting: QuizPlay = {
      kind: 'categories',
      categories: [
        { id: 'fruit', title: 'Fruit' },
        { id: 'veg', title: 'Vegetable' },
      ],
      items: [
        { id: 'i1', title: 'Apple', image: null },
        { id: 'i2', title: 'Leek', image: null },
      ],
    };
    act(() => connection.push('quiz:state', { ...asked('q5', sorting), serverNow: '2020-01-01T10:00:11.000Z' }));
    expect((screen.getByRole('button', { name: 'Send answer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Apple'), { target: { value: 'fruit' } });
    fireEvent.change(screen.getByLabelText('Leek'), { target: { value: 'veg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await acked(connection)).value).toEqual({ kind: 'categories', items: { i1: 'fruit', i2: 'veg' } });
  });

  it('says when the time is up, and shows a refused answer’s reason', async () => {
    const connection = await joinedPhone(slide('q1', 'pickAnswer', 'Capital of France?'));
    const play: QuizPlay = { kind: 'choice', multiple: false, options: [{ id: 'o1', title: 'Paris', image: null }] };
    act(() => connection.push('quiz:state', asked('q1', play)));
    fireEvent.click(screen.getByRole('button', { name: 'A: Paris' }));
    const request = connection.requests('answer:submit').at(-1)!;
    await act(async () => request.reply({ ok: false, error: { statusCode: 422, code: 'business_rule', message: 'Time is up for this question.' } }));
    expect(screen.getByRole('alert').textContent).toBe('Time is up for this question.');
    act(() => connection.push('quiz:state', { ...asked('q1', play), serverNow: '2020-01-01T10:00:25.000Z' }));
    expect(screen.getByText('Time’s up!')).toBeTruthy();
  });

  it('shows the leaderboard slide with this person’s row marked, or that it is hidden', async () => {
    const connection = await joinedPhone(slide('board-1', 'leaderboard', 'Leaderboard'));
    act(() => {
      connection.push('quiz:state', quizState({ slideId: null, stage: null, quizStatus: null }));
      connection.push('leaderboard:updated', leaderboard([entry('key-a2', 'Grace', 1900, 900, 1, 2), entry('key-a1', 'Ada', 1000, 1000, 2, 1)]));
    });
    const rows = within(screen.getByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['1. Grace, 1900 points', '2. Ada, 1000 points']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    act(() => connection.push('quiz:state', quizState({ slideId: null, stage: null, quizStatus: null, leaderboardVisible: false, serverNow: '2026-05-01T10:05:00.000Z' })));
    expect(screen.queryByRole('list', { name: 'Leaderboard' })).toBeNull();
    expect(screen.getByText('The presenter is keeping the leaderboard a surprise.')).toBeTruthy();
  });
});
