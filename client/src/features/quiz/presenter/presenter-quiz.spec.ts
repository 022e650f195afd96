import { describe, expect, it, jest } from '@jest/globals';
import type { QuizStatePayload } from '../../../../../contracts/quiz/socket-protocol.js';
import { ApiError } from '../../../api/api-error.js';
import { FakeLiveConnection } from '../../live/fake-live-connection.js';
import { entry, leaderboard, quizState } from '../quiz-fixtures.js';
import { PresenterQuiz } from './presenter-quiz.js';
import type { QuizApi } from './quiz-api.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function fakeApi() {
  const steps: { step: string; answer: ReturnType<typeof deferred<QuizStatePayload>> }[] = [];
  const api: QuizApi = {
    state: jest.fn(async () => quizState()),
    step: jest.fn((_presentationId: string, step: string) => {
      const answer = deferred<QuizStatePayload>();
      steps.push({ step, answer });
      return answer.promise;
    }),
    latestLeaderboard: jest.fn(async () => leaderboard([entry('a1', 'Ada', 0, 0, 1, 1)])),
    acceptTypedAnswer: jest.fn(async (_presentationId: string, slideId: string, text: string) => ({ slideId, accepted: ['New York', text] })),
    awardPoints: jest.fn(async () => undefined),
    setLeaderboardVisible: jest.fn(async (_presentationId: string, isVisible: boolean) => ({ isVisible })),
  };
  return { api, steps };
}

const at = (iso: string) => () => Date.parse(iso);

describe('the presenter’s quiz', () => {
  it('shows what the socket pushes, keeps the newer of two crossing states, and times against the server clock', () => {
    const { api } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1', at('2026-05-01T09:59:00.000Z'));
    const connection = new FakeLiveConnection();
    quiz.attach(connection);
    connection.push('quiz:state', quizState({ stage: 'question', serverNow: '2026-05-01T10:00:05.000Z' }));
    connection.push('quiz:state', quizState({ stage: 'countdown', serverNow: '2026-05-01T10:00:00.000Z' }));
    expect(quiz.current().quiz?.stage).toBe('question');
    // The device is 65 s behind the server (by the fastest sample).
    expect(quiz.current().offsetMs).toBe(65_000);
    connection.push('quiz:progress', { sessionId: 'session-1', slideId: 'q1', answered: 3, joined: 4, online: 4 });
    connection.push('quiz:progress', { sessionId: 'session-1', slideId: 'other', answered: 9, joined: 9, online: 9 });
    expect(quiz.current().progress?.answered).toBe(3);
    connection.push('quiz:state', quizState({ slideId: 'q2', stage: 'countdown', serverNow: '2026-05-01T10:01:00.000Z' }));
    expect(quiz.current().progress).toBeNull();
  });

  it('takes Enter or Space once per step: a second press while the step is on its way never skips a stage', async () => {
    const { api, steps } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1');
    quiz.applyState(quizState({ stage: 'lobby' }));
    expect(quiz.advance('q1')).toBe(true);
    expect(quiz.advance('q1')).toBe(true);
    expect(steps.map((step) => step.step)).toEqual(['start']);
    await Promise.resolve().then(() => steps[0]!.answer.resolve(quizState({ stage: 'rule', serverNow: '2026-05-01T10:00:01.000Z' })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quiz.current()).toMatchObject({ busy: false, quiz: { stage: 'rule' } });
    expect(quiz.advance('q1')).toBe(true);
    expect(steps.map((step) => step.step)).toEqual(['start', 'continue']);
  });

  it('lets the key move on once the answers are revealed, and leaves other slides alone', () => {
    const { api, steps } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1');
    quiz.applyState(quizState({ stage: 'result', revealed: true }));
    expect(quiz.advance('q1')).toBe(false);
    expect(quiz.advance('leaderboard-1')).toBe(false);
    expect(steps).toEqual([]);
  });

  it('says why a step was refused', async () => {
    const { api, steps } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1');
    quiz.applyState(quizState({ stage: 'lobby' }));
    quiz.advance('q1');
    steps[0]!.answer.reject(new ApiError({ statusCode: 422, code: 'business_rule', message: 'The quiz can only be started from its lobby.' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quiz.current()).toMatchObject({ busy: false, problem: { kind: 'step', message: 'The quiz can only be started from its lobby.' } });
  });

  it('hides the leaderboard at once and puts it back when the server refuses', async () => {
    const { api } = fakeApi();
    (api.setLeaderboardVisible as jest.Mock<QuizApi['setLeaderboardVisible']>).mockRejectedValueOnce(new Error('offline'));
    const quiz = new PresenterQuiz(api, 'p1');
    quiz.applyState(quizState({ slideId: null, stage: null }));
    quiz.applyLeaderboard(leaderboard([]));
    const change = quiz.setLeaderboardVisible(false);
    expect(quiz.visible()).toBe(false);
    await change;
    expect(quiz.visible()).toBe(true);
    expect(quiz.current().problem?.kind).toBe('visibility');
    await quiz.setLeaderboardVisible(false);
    expect(quiz.visible()).toBe(false);
    expect(quiz.current().problem).toBeNull();
  });

  it('accepts a typed answer and gives manual points through the API', async () => {
    const { api } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1');
    expect(await quiz.acceptTypedAnswer('q2', 'Big Apple')).toBe(true);
    expect(quiz.current().accepted).toEqual({ q2: ['New York', 'Big Apple'] });
    expect(await quiz.awardPoints('board-1', { audienceId: 'a1' }, -50)).toBe(true);
    expect(api.awardPoints).toHaveBeenCalledWith({ presentationId: 'p1', slideId: 'board-1', audienceId: 'a1', point: -50 });
  });

  it('takes the state and the leaderboard it missed after (re)joining', async () => {
    const { api } = fakeApi();
    const quiz = new PresenterQuiz(api, 'p1');
    await quiz.refresh();
    expect(quiz.current().quiz?.stage).toBe('lobby');
    expect(quiz.current().leaderboard?.audiences.map((row) => row.n)).toEqual(['Ada']);
  });
});
