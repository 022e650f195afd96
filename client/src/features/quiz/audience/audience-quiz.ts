import type { LeaderboardPayload } from '../../../../../contracts/quiz/leaderboard.js';
import type { QuizFeedback, QuizResultPayload, QuizStatePayload } from '../../../../../contracts/quiz/socket-protocol.js';
import type { LiveConnection } from '../../live/live-socket.js';
import { ServerClock } from '../quiz-clock.js';
import { isNewerState } from '../quiz-state.js';

export interface AudienceQuizState {
  readonly quiz: QuizStatePayload | null;
  readonly offsetMs: number;
  /** This person's own feedback on the latest revealed question (quiz:feedback goes to them alone). */
  readonly feedback: QuizFeedback | null;
  /** The latest revealed question's result: the correct answer. */
  readonly result: QuizResultPayload | null;
  /** While a (shown) leaderboard slide is on screen. */
  readonly leaderboard: LeaderboardPayload | null;
}

const INITIAL: AudienceQuizState = { quiz: null, offsetMs: 0, feedback: null, result: null, leaderboard: null };

/**
 * One audience member's quiz on their live socket: the stage (pushed on every change and on connecting; asked again
 * with quiz:sync after a reconnect), their feedback after each question, the result and the leaderboard.
 */
export class AudienceQuiz {
  private state: AudienceQuizState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly clock = new ServerClock();
  private connection: LiveConnection | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): AudienceQuizState => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    connection.on('quiz:state', (state) => mine() && this.applyState(state));
    connection.on('quiz:feedback', (feedback) => mine() && this.set({ feedback }));
    connection.on('quiz:result', (result) => mine() && this.set({ result }));
    connection.on('leaderboard:updated', (leaderboard) => mine() && this.set({ leaderboard }));
    connection.onConnection('connect', () => void this.sync(connection));
  };

  applyState(state: QuizStatePayload): void {
    const offsetMs = this.clock.sample(state.serverNow, this.now());
    if (!isNewerState(this.state.quiz, state)) {
      this.set({ offsetMs });
      return;
    }
    // Another session (the presenter started again): nothing of the old one applies.
    const sameSession = this.state.quiz?.sessionId === state.sessionId;
    this.set(sameSession ? { quiz: state, offsetMs } : { ...INITIAL, quiz: state, offsetMs });
  }

  /** After a (re)connect: the stage, and this person's feedback if a revealed result is on screen. */
  private async sync(connection: LiveConnection): Promise<void> {
    try {
      const ack = await connection.request<{ state: QuizStatePayload | null; feedback: QuizFeedback | null }>('quiz:sync', {});
      if (!ack.ok || this.connection !== connection) return;
      if (ack.state) this.applyState(ack.state);
      if (ack.feedback) this.set({ feedback: ack.feedback });
    } catch {
      // No answer in time: the pushes on this connection still bring the state.
    }
  }

  private set(changes: Partial<AudienceQuizState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
