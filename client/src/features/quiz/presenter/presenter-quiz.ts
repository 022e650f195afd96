import type { LeaderboardPayload } from '../../../../../contracts/quiz/leaderboard.js';
import type { QuizProgress, QuizResultPayload, QuizStatePayload } from '../../../../../contracts/quiz/socket-protocol.js';
import { ApiError } from '../../../api/api-error.js';
import type { LiveConnection } from '../../live/live-socket.js';
import { ServerClock } from '../quiz-clock.js';
import { isNewerState, quizStepFor, type QuizStep } from '../quiz-state.js';
import type { QuizApi } from './quiz-api.js';

export type QuizProblem = 'step' | 'accept' | 'points' | 'visibility';

export interface PresenterQuizState {
  /** The quiz screen as the server last described it (stage, timers, question without its answer key). */
  readonly quiz: QuizStatePayload | null;
  /** How far the server's clock is ahead of this one (quiz-clock.ts). */
  readonly offsetMs: number;
  /** Answered / joined / online while the question on screen runs. */
  readonly progress: QuizProgress | null;
  /** Each ended question's result (correct answer, counts), by slide. */
  readonly results: Readonly<Record<string, QuizResultPayload>>;
  readonly leaderboard: LeaderboardPayload | null;
  /** Typed answers accepted so far, by slide, as the accept call last answered (the slide's own and the live ones). */
  readonly accepted: Readonly<Record<string, readonly string[]>>;
  /** A step (start, continue, reveal) is on its way: keys wait instead of stepping twice. */
  readonly busy: boolean;
  readonly problem: { readonly kind: QuizProblem; readonly message: string | null } | null;
}

const INITIAL: PresenterQuizState = { quiz: null, offsetMs: 0, progress: null, results: {}, leaderboard: null, accepted: {}, busy: false, problem: null };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : null);

/**
 * The presenter's side of a quiz (issue 6): the stage the server runs (pushed on the presenter room, fetched after each
 * (re)join), the live progress, results and leaderboard, and the presenter's own steps: Enter or Space, reveal, accept
 * a typed answer, manual points and the leaderboard's visibility.
 */
export class PresenterQuiz {
  private state: PresenterQuizState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly clock = new ServerClock();
  private connection: LiveConnection | null = null;

  constructor(
    private readonly api: QuizApi,
    private readonly presentationId: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PresenterQuizState => this.state;

  /** Listens on the presenter's live socket (the presenting screen's own connection). */
  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    connection.on('quiz:state', (state) => mine() && this.applyState(state));
    connection.on('quiz:progress', (progress) => {
      if (!mine() || progress.slideId !== this.state.quiz?.slideId) return;
      this.set({ progress });
    });
    connection.on('quiz:result', (result) => mine() && this.set({ results: { ...this.state.results, [result.slideId]: result } }));
    connection.on('leaderboard:updated', (leaderboard) => mine() && this.applyLeaderboard(leaderboard));
  };

  /** After joining the presenter room (and when a session starts): the state and leaderboard missed meanwhile. */
  async refresh(): Promise<void> {
    const [state, leaderboard] = await Promise.allSettled([this.api.state(this.presentationId), this.api.latestLeaderboard(this.presentationId)]);
    if (state.status === 'fulfilled') this.applyState(state.value);
    if (leaderboard.status === 'fulfilled') this.applyLeaderboard(leaderboard.value);
  }

  applyState(state: QuizStatePayload): void {
    const offsetMs = this.clock.sample(state.serverNow, this.now());
    if (!isNewerState(this.state.quiz, state)) {
      this.set({ offsetMs });
      return;
    }
    const sameQuestion = this.state.quiz?.slideId === state.slideId && this.state.quiz?.sessionId === state.sessionId;
    const leaderboard = this.state.leaderboard && this.state.leaderboard.sessionId === state.sessionId ? { ...this.state.leaderboard, isVisible: state.leaderboardVisible } : this.state.leaderboard;
    this.set({ quiz: state, offsetMs, progress: sameQuestion ? this.state.progress : null, leaderboard });
  }

  applyLeaderboard(leaderboard: LeaderboardPayload): void {
    this.set({ leaderboard });
  }

  /** The step Enter or Space takes on this slide now, if the quiz has one. */
  stepFor(slideId: string): QuizStep | null {
    return quizStepFor(this.state.quiz, slideId);
  }

  /**
   * Enter or Space on a quiz slide: starts or continues the quiz. Returns whether the key was the quiz's (a key
   * pressed while a step is on its way is swallowed, so a double press never skips a stage); false lets the screen
   * move on to the next slide.
   */
  advance(slideId: string): boolean {
    if (this.state.busy && this.state.quiz?.slideId === slideId) return true;
    const step = this.stepFor(slideId);
    if (!step) return false;
    void this.run(step);
    return true;
  }

  /** manualRevealCorrectAnswers: shows the correct answers and sends everyone their feedback. */
  reveal(): Promise<void> {
    return this.run('reveal');
  }

  async acceptTypedAnswer(slideId: string, text: string): Promise<boolean> {
    try {
      const { accepted } = await this.api.acceptTypedAnswer(this.presentationId, slideId, text);
      this.set({ accepted: { ...this.state.accepted, [slideId]: accepted }, problem: this.cleared('accept') });
      return true;
    } catch (error) {
      this.set({ problem: { kind: 'accept', message: messageOf(error) } });
      return false;
    }
  }

  /** POST /api/score: points (negative takes away) to one person or one team, on the leaderboard slide. */
  async awardPoints(slideId: string, target: { audienceId: string } | { teamId: string }, point: number): Promise<boolean> {
    try {
      await this.api.awardPoints({ presentationId: this.presentationId, slideId, ...target, point });
      this.set({ problem: this.cleared('points') });
      return true;
    } catch (error) {
      this.set({ problem: { kind: 'points', message: messageOf(error) } });
      return false;
    }
  }

  /** The visibility toggle: shown at once, put back if the server refuses. */
  async setLeaderboardVisible(isVisible: boolean): Promise<void> {
    const before = this.visible();
    this.setVisible(isVisible);
    try {
      const answer = await this.api.setLeaderboardVisible(this.presentationId, isVisible);
      this.setVisible(answer.isVisible);
      this.set({ problem: this.cleared('visibility') });
    } catch (error) {
      this.setVisible(before);
      this.set({ problem: { kind: 'visibility', message: messageOf(error) } });
    }
  }

  visible(): boolean {
    return this.state.quiz?.leaderboardVisible ?? this.state.leaderboard?.isVisible ?? true;
  }

  private setVisible(isVisible: boolean): void {
    this.set({
      quiz: this.state.quiz ? { ...this.state.quiz, leaderboardVisible: isVisible } : null,
      leaderboard: this.state.leaderboard ? { ...this.state.leaderboard, isVisible } : null,
    });
  }

  private async run(step: QuizStep | 'reveal'): Promise<void> {
    this.set({ busy: true });
    try {
      const state = await this.api.step(this.presentationId, step);
      this.set({ busy: false, problem: this.cleared('step') });
      this.applyState(state);
    } catch (error) {
      this.set({ busy: false, problem: { kind: 'step', message: messageOf(error) } });
    }
  }

  private cleared(kind: QuizProblem): PresenterQuizState['problem'] {
    return this.state.problem?.kind === kind ? null : this.state.problem;
  }

  private set(changes: Partial<PresenterQuizState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
