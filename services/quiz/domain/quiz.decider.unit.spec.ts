import type { Actor } from '../../../contracts/events/envelope.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { QuestionSource } from './question-setup.js';
import { quizDecider, type QuizSettings } from './quiz.decider.js';
import { evolveQuizRun, initialQuizRun, quizAnswerWindow, type QuizStreamEvent } from '../../live/domain/quiz-run.js';

const { given } = givenWhenThen(quizDecider);
const presenter = { kind: 'user' as const, id: 'owner' };
const system: Actor = { kind: 'system', id: 'quiz' };
const on = { sessionId: 's', presentationId: 'p' };
const plus = (ms: number) => new Date(Date.parse(SPEC_NOW) + ms).toISOString();

const started: SessionEvent = { type: 'SessionStarted', data: { ...on, ownerId: 'owner', plan: 'pro', participantLimit: 100, startedAt: SPEC_NOW } };
const activated = (slideId: string): SessionEvent => ({ type: 'LiveSlideActivated', data: { ...on, slideId, activatedAt: SPEC_NOW } });
const settings: QuizSettings = { enableQuizCountdown: true, manualRevealCorrectAnswers: false, teamScoringRule: 'average' };
const noCountdown = { ...settings, enableQuizCountdown: false };
const manual = { ...settings, manualRevealCorrectAnswers: true };
const pick = (slideId: string, timeLimitSeconds = 20): QuestionSource => ({
  slideId,
  slideType: 'pickAnswer',
  timeLimitSeconds,
  options: [
    { id: 'o1', title: 'Paris', image: null, correct: true },
    { id: 'o2', title: 'Rome', image: null, correct: false },
  ],
  multipleChoice: false,
  matching: [],
  categories: [],
  accepted: [],
});
const typed = (slideId: string): QuestionSource => ({ ...pick(slideId), slideType: 'typeAnswer', options: [], accepted: ['New York', 'NYC'] });

/** Folds as the stream would: the events decided so far become the history of the next step. */
function run(history: QuizStreamEvent[], command: Parameters<ReturnType<typeof given>['when']>[0], now = SPEC_NOW, actor = system): QuizStreamEvent[] {
  return [...history, ...given(history).when(command, actor, now)];
}
const types = (events: readonly QuizStreamEvent[]) => events.map((event) => event.type);

/** Slide q1 asked and on its question screen (no countdown). */
function asking(source = pick('q1'), quizSettings = noCountdown): QuizStreamEvent[] {
  let log: QuizStreamEvent[] = [started, activated(source.slideId)];
  log = run(log, { type: 'FollowSlide', activation: 1, backwards: false, slide: source, settings: quizSettings });
  log = run(log, { type: 'StartQuiz' }, SPEC_NOW, presenter);
  return run(log, { type: 'ContinueQuiz', slide: source, settings: quizSettings }, SPEC_NOW, presenter);
}

describe('quiz decider: stages (issue 6, spec doc 2 §2 and §4)', () => {
  it('opens the lobby (quizStatus 1) when the first quiz slide comes on screen, once per activation', () => {
    const history = [started, activated('q1')];
    const follow = { type: 'FollowSlide' as const, activation: 1, backwards: false, slide: pick('q1'), settings };
    const events = given(history).when(follow, system);
    expect(events).toEqual([{ type: 'QuizLobbyOpened', data: { ...on, slideId: 'q1', activation: 1, at: SPEC_NOW } }]);
    expect(given([...history, ...events]).when(follow, system)).toEqual([]);
    // A reaction to an activation that is no longer the latest decides nothing.
    expect(given([...history, activated('x')]).when(follow, system)).toEqual([]);
  });

  it('decides nothing for a slide that is no quiz question while the quiz has not started', () => {
    expect(given([started, activated('poll')]).when({ type: 'FollowSlide', activation: 1, backwards: false, slide: null, settings }, system)).toEqual([]);
  });

  it('goes lobby -> rule -> 5-second countdown -> question when the presenter continues and the countdown is due', () => {
    let log: QuizStreamEvent[] = [started, activated('q1')];
    log = run(log, { type: 'FollowSlide', activation: 1, backwards: false, slide: pick('q1'), settings });
    log = run(log, { type: 'StartQuiz' }, SPEC_NOW, presenter);
    expect(log.at(-1)).toEqual({ type: 'QuizStarted', data: { ...on, slideId: 'q1', at: SPEC_NOW } });
    log = run(log, { type: 'ContinueQuiz', slide: pick('q1'), settings }, SPEC_NOW, presenter);
    expect(log.at(-1)).toEqual({ type: 'QuizCountdownStarted', data: { ...on, slideId: 'q1', activation: null, at: SPEC_NOW, endsAt: plus(5_000) } });
    // The scheduler's step is early: nothing; when due: the question, with its answer key frozen.
    expect(given(log).when({ type: 'BeginQuestion', slide: pick('q1'), settings }, system, plus(4_999))).toEqual([]);
    log = run(log, { type: 'BeginQuestion', slide: pick('q1'), settings }, plus(5_000));
    expect(log.at(-1)).toMatchObject({
      type: 'QuizQuestionStarted',
      data: { slideId: 'q1', number: 1, kind: 'choice', startedAt: plus(5_000), closesAt: plus(25_000), timeLimitSeconds: 20, key: { kind: 'choice', optionIds: ['o1'] } },
    });
    expect(given(log).when({ type: 'BeginQuestion', slide: pick('q1'), settings }, system, plus(6_000))).toEqual([]);
  });

  it('skips the countdown when enableQuizCountdown is off, and lets the presenter skip a running one', () => {
    expect(types(asking()).at(-1)).toBe('QuizQuestionStarted');
    let log: QuizStreamEvent[] = [started, activated('q1')];
    log = run(log, { type: 'FollowSlide', activation: 1, backwards: false, slide: pick('q1'), settings });
    log = run(log, { type: 'StartQuiz' }, SPEC_NOW, presenter);
    log = run(log, { type: 'ContinueQuiz', slide: pick('q1'), settings }, SPEC_NOW, presenter);
    log = run(log, { type: 'ContinueQuiz', slide: pick('q1'), settings }, plus(1_000), presenter);
    expect(log.at(-1)).toMatchObject({ type: 'QuizQuestionStarted', data: { startedAt: plus(1_000) } });
  });

  it('refuses to start the quiz anywhere but the lobby', () => {
    expect(() => given(asking()).when({ type: 'StartQuiz' }, presenter)).toThrow(new BusinessRuleViolated('The quiz can only be started from its lobby.'));
    expect(() => given([started, activated('poll')]).when({ type: 'ContinueQuiz', slide: null, settings }, presenter)).toThrow(BusinessRuleViolated);
  });

  it('ends the question at its time limit by the server clock, and reveals at once without manual reveal', () => {
    const log = asking();
    expect(given(log).when({ type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, system, plus(19_999))).toEqual([]);
    const ended = given(log).when({ type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, system, plus(20_000));
    expect(ended).toEqual([
      { type: 'QuizQuestionEnded', data: { ...on, slideId: 'q1', at: plus(20_000), reason: 'timeUp', answered: null, joined: null, online: null, activation: null } },
      { type: 'QuizAnswersRevealed', data: { ...on, slideId: 'q1', at: plus(20_000) } },
    ]);
    // The timer firing twice (a restart, a second node) changes nothing the second time.
    expect(given([...log, ...ended]).when({ type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, system, plus(21_000))).toEqual([]);
  });

  it('with manualRevealCorrectAnswers the result waits for the presenter to reveal', () => {
    let log = asking(pick('q1'), { ...noCountdown, manualRevealCorrectAnswers: true });
    log = run(log, { type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, plus(20_000));
    expect(types(log).at(-1)).toBe('QuizQuestionEnded');
    log = run(log, { type: 'RevealAnswers' }, plus(22_000), presenter);
    expect(log.at(-1)).toEqual({ type: 'QuizAnswersRevealed', data: { ...on, slideId: 'q1', at: plus(22_000) } });
    expect(given(log).when({ type: 'RevealAnswers' }, presenter)).toEqual([]);
    expect(() => given(asking()).when({ type: 'RevealAnswers' }, presenter)).toThrow(new BusinessRuleViolated('The answers can only be revealed once the question has ended.'));
  });

  it('continue on the question ends it; continue on an unrevealed result reveals it', () => {
    let log = asking(pick('q1'), { ...noCountdown, manualRevealCorrectAnswers: true });
    log = run(log, { type: 'ContinueQuiz', slide: pick('q1'), settings: manual }, plus(3_000), presenter);
    expect(log.at(-1)).toMatchObject({ type: 'QuizQuestionEnded', data: { reason: 'presenter', at: plus(3_000) } });
    log = run(log, { type: 'ContinueQuiz', slide: pick('q1'), settings: manual }, plus(4_000), presenter);
    expect(types(log).at(-1)).toBe('QuizAnswersRevealed');
    expect(given(log).when({ type: 'ContinueQuiz', slide: pick('q1'), settings: manual }, presenter)).toEqual([]);
  });

  it('ends the question early when everyone voted: joined = answered and joined >= online (spec doc 2 §4)', () => {
    const log = asking();
    const everyone = (answered: number, joined: number, online: number) =>
      given(log).when({ type: 'EndQuestion', slideId: 'q1', reason: 'everyoneAnswered', answered, joined, online }, system, plus(3_000));
    expect(everyone(9, 10, 10)).toEqual([]);
    expect(everyone(10, 10, 11)).toEqual([]);
    expect(everyone(0, 0, 0)).toEqual([]);
    expect(everyone(10, 10, 8)[0]).toEqual({
      type: 'QuizQuestionEnded',
      data: { ...on, slideId: 'q1', at: plus(3_000), reason: 'everyoneAnswered', answered: 10, joined: 10, online: 8, activation: null },
    });
  });

  it('while the quiz continues, the next quiz slide opens at its countdown (no lobby)', () => {
    let log = run(asking(), { type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, plus(20_000));
    log = [...log, activated('lb')];
    log = run(log, { type: 'FollowSlide', activation: 2, backwards: false, slide: null, settings });
    log = [...log, activated('q2')];
    log = run(log, { type: 'FollowSlide', activation: 3, backwards: false, slide: pick('q2'), settings }, plus(30_000));
    expect(log.at(-1)).toEqual({ type: 'QuizCountdownStarted', data: { ...on, slideId: 'q2', activation: 3, at: plus(30_000), endsAt: plus(35_000) } });
  });

  it('moving backwards cancels the continue-quiz flag: an asked question shows its result, a new one its lobby', () => {
    let log = run(asking(), { type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, plus(20_000));
    log = [...log, activated('q0')];
    log = run(log, { type: 'FollowSlide', activation: 2, backwards: true, slide: pick('q0'), settings });
    expect(types(log).slice(-2)).toEqual(['QuizContinueCancelled', 'QuizLobbyOpened']);
    log = [...log, activated('q1')];
    log = run(log, { type: 'FollowSlide', activation: 3, backwards: false, slide: pick('q1'), settings });
    expect(log.at(-1)).toEqual({ type: 'QuizResultShown', data: { ...on, slideId: 'q1', activation: 3, at: SPEC_NOW } });
    const state = given(log).state();
    expect(state).toMatchObject({ continueQuiz: false, screen: { slideId: 'q1', stage: 'result' } });
    // The question is asked once: it takes no more answers.
    expect(quizAnswerWindow(state, 'q1')).toMatchObject({ open: false });
  });

  it('leaving a slide while its question runs ends the question', () => {
    let log = [...asking(), activated('content')];
    log = run(log, { type: 'FollowSlide', activation: 2, backwards: false, slide: null, settings }, plus(2_000));
    expect(types(log).slice(-2)).toEqual(['QuizQuestionEnded', 'QuizAnswersRevealed']);
    expect(log.at(-2)).toMatchObject({ data: { reason: 'slideChanged', activation: 2 } });
  });

  it('opens the answer window only on the question screen until the question ends', () => {
    expect(quizAnswerWindow(given([started, activated('q1')]).state(), 'q1')).toBeNull();
    const state = given(asking()).state();
    expect(quizAnswerWindow(state, 'q1')).toMatchObject({ open: true, startedAt: SPEC_NOW, closesAt: plus(20_000), play: { kind: 'choice' } });
  });

  it('accepts a typed answer live once, by its comparison key', () => {
    const log = asking(typed('t1'));
    const accepted = given(log).when({ type: 'AcceptTypedAnswer', slideId: 't1', text: '  Big Apple ' }, presenter);
    expect(accepted).toEqual([{ type: 'QuizTypeAnswerAccepted', data: { ...on, slideId: 't1', text: 'Big Apple', key: 'bigapple', at: SPEC_NOW } }]);
    expect(given([...log, ...accepted]).when({ type: 'AcceptTypedAnswer', slideId: 't1', text: 'BIG APPLE' }, presenter)).toEqual([]);
    expect(given(log).when({ type: 'AcceptTypedAnswer', slideId: 't1', text: 'new york' }, presenter)).toEqual([]);
    expect(() => given(log).when({ type: 'AcceptTypedAnswer', slideId: 't1', text: '   ' }, presenter)).toThrow(ValidationFailed);
    expect(() => given(asking()).when({ type: 'AcceptTypedAnswer', slideId: 'q1', text: 'x' }, presenter)).toThrow(BusinessRuleViolated);
  });

  it('gives manual points to one participant or one team, never both', () => {
    const events = given([started]).when({ type: 'AwardPoints', slideId: 'lb', audienceId: 'a1', teamId: null, points: 250 }, presenter);
    expect(events).toEqual([{ type: 'QuizPointsAwarded', data: { ...on, awardId: 'id-1', slideId: 'lb', audienceId: 'a1', teamId: null, points: 250, at: SPEC_NOW } }]);
    expect(() => given([started]).when({ type: 'AwardPoints', slideId: 'lb', audienceId: 'a1', teamId: 'team-1', points: 1 }, presenter)).toThrow(ValidationFailed);
    expect(() => given([started]).when({ type: 'AwardPoints', slideId: 'lb', audienceId: null, teamId: null, points: 1 }, presenter)).toThrow(ValidationFailed);
  });

  it('toggles leaderboard visibility, deciding nothing when it is already so', () => {
    const hidden = given([started]).when({ type: 'SetLeaderboardVisibility', isVisible: false }, presenter);
    expect(hidden).toEqual([{ type: 'LeaderboardVisibilityChanged', data: { ...on, isVisible: false, at: SPEC_NOW } }]);
    expect(given([started, ...hidden]).when({ type: 'SetLeaderboardVisibility', isVisible: false }, presenter)).toEqual([]);
  });

  it('refuses presenter steps once the session stopped; the scheduler’s steps decide nothing', () => {
    const stopped: SessionEvent = { type: 'SessionStopped', data: { ...on, stoppedAt: SPEC_NOW } };
    const log = [...asking(), stopped];
    expect(() => given(log).when({ type: 'StartQuiz' }, presenter)).toThrow(BusinessRuleViolated);
    expect(given(log).when({ type: 'EndQuestion', slideId: 'q1', reason: 'timeUp' }, system, plus(60_000))).toEqual([]);
  });

  it('folds only its own events: admissions and word removals leave the quiz state alone', () => {
    const state = evolveQuizRun(initialQuizRun, { type: 'AudienceAdmitted', data: { ...on, audienceId: 'a', name: '', emoji: '', fields: {}, admittedAt: SPEC_NOW } });
    expect(state).toBe(initialQuizRun);
    expect(evolveQuizRun(state, { type: 'WordCloudWordRemoved', data: { sessionId: 's', slideId: 'w', text: 'x', at: SPEC_NOW } })).toBe(initialQuizRun);
  });
});
