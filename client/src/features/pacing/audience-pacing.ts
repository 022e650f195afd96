import type { PacedSlide, PacingDirection } from '../../../../contracts/live/pacing.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import type { QuizFeedback } from '../../../../contracts/quiz/socket-protocol.js';
import type { LiveConnection } from '../live/live-socket.js';
import { ServerClock } from '../quiz/quiz-clock.js';
import i18n from '../../i18n/index.js';
import { errorMessage } from '../errors/error-message.js';

export interface AudiencePacingState {
  /** The slide this person is on, as the server has them; null until the first move is answered. */
  readonly current: PacedSlide | null;
  readonly moving: boolean;
  /** The server's refusal of the last move, in its words. */
  readonly problem: string | null;
  readonly offsetMs: number;
  /** This person's feedback per question, as each is scored. */
  readonly feedback: Readonly<Record<string, QuizFeedback>>;
  /** The latest of it: a leaderboard slide shows where they stand. */
  readonly latestFeedback: QuizFeedback | null;
  readonly results: SlideResults | null;
}

const INITIAL: AudiencePacingState = { current: null, moving: false, problem: null, offsetMs: 0, feedback: {}, latestFeedback: null, results: null };

/**
 * One phone in a self-paced session: it moves through the slides itself (pacing:go); the server keeps where it is
 * (a reconnect resumes there), starts its clock for each question when it first reaches it, and scores it.
 */
export class AudiencePacing {
  private state: AudiencePacingState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly clock = new ServerClock();
  private connection: LiveConnection | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): AudiencePacingState => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    // Every (re)connect's snapshot says whether the session is self-paced: then the phone picks up where it was.
    connection.on('session:state', (snapshot) => mine() && snapshot.audiencePacing && void this.go('current'));
    connection.on('quiz:feedback', (feedback) => mine() && this.set({ feedback: { ...this.state.feedback, [feedback.slideId]: feedback }, latestFeedback: feedback }));
    connection.on('results:updated', ({ slideId, results }) => {
      if (mine() && this.state.current?.slide.id === slideId && this.state.current.question === null) this.set({ results });
    });
  };

  async go(to: PacingDirection): Promise<void> {
    const connection = this.connection;
    if (!connection?.connected || this.state.moving) return;
    this.set({ moving: true, problem: null });
    try {
      const ack = await connection.request<PacedSlide>('pacing:go', { to });
      if (this.connection !== connection) return;
      if (!ack.ok) {
        this.set({ moving: false, problem: errorMessage(ack.error, i18n) });
        return;
      }
      const { ok: _ok, ...current } = ack;
      const feedback = current.feedback ? { ...this.state.feedback, [current.feedback.slideId]: current.feedback } : this.state.feedback;
      this.set({ current, moving: false, offsetMs: this.clock.sample(current.serverNow, this.now()), results: current.results, feedback });
    } catch {
      // No answer in time: the next snapshot (after a reconnect) moves to where the server has this person.
      this.set({ moving: false });
    }
  }

  private set(changes: Partial<AudiencePacingState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
