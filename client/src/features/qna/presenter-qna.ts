import type { ModerationAction } from '../../../../contracts/qna/requests.js';
import type { QnaQuestion, QnaSettings } from '../../../../contracts/qna/question.js';
import type { PresenterQnaState, QnaSummary } from '../../../../contracts/qna/socket-protocol.js';
import { countsAsApproved, isPending, sortQuestions } from '../../../../services/qna/domain/qna-rules.js';
import { newAnswerId } from '../audience/answer-id.js';
import type { LiveConnection } from '../live/live-socket.js';

export type QnaTab = 'live' | 'pending' | 'answered';

export interface PresenterQnaView {
  readonly sessionId: string | null;
  readonly settings: QnaSettings | null;
  readonly questions: ReadonlyMap<string, QnaQuestion>;
  readonly summary: QnaSummary | null;
  /** While paused, the order the presenter was reading; questions that come later go after it. */
  readonly frozenOrder: readonly string[] | null;
  /** The server refused or never answered the latest moderation. */
  readonly failed: boolean;
}

const INITIAL: PresenterQnaView = { sessionId: null, settings: null, questions: new Map(), summary: null, frozenOrder: null, failed: false };

/** Which tab a question sits in (dismissed ones in none). */
export function tabOf(question: QnaQuestion, moderation: boolean): QnaTab | null {
  if (question.status === 'dismissed') return null;
  if (question.answered) return 'answered';
  if (isPending(question, moderation)) return 'pending';
  return countsAsApproved(question, moderation) ? 'live' : null;
}

/**
 * The presenter's Q&A on the presenting screen's socket: the whole list once (qna:subscribe, after the screen
 * joined the presenter room) and every change after it (qna:updated); moderation with the client's commandId.
 */
export class PresenterQna {
  private state: PresenterQnaView = INITIAL;
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;

  constructor(
    private readonly presentationId: string,
    private readonly newId: () => string = () => newAnswerId(),
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PresenterQnaView => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    connection.on('qna:updated', (update) => {
      if (this.connection !== connection) return;
      // Another session than the one this screen has: take it whole.
      if (update.sessionId !== this.state.sessionId) {
        void this.sync();
        return;
      }
      const questions = new Map(this.state.questions);
      for (const question of update.questions) questions.set(question.id, question);
      this.set({ questions, summary: update.summary });
    });
  };

  /** Takes the whole list (call once the screen is in the presenter room, and after each rejoin). */
  async sync(): Promise<void> {
    const connection = this.connection;
    if (!connection?.connected) return;
    try {
      const ack = await connection.request<{ state: PresenterQnaState }>('qna:subscribe', { presentationId: this.presentationId });
      if (!ack.ok || this.connection !== connection) return;
      this.apply(ack.state);
    } catch {
      // No answer in time: the next rejoin takes the list again.
    }
  }

  apply(state: PresenterQnaState): void {
    const sameSession = state.sessionId === this.state.sessionId;
    this.set({
      sessionId: state.sessionId,
      settings: state.settings,
      questions: new Map(state.questions.map((question) => [question.id, question])),
      summary: state.summary,
      frozenOrder: sameSession ? this.state.frozenOrder : null,
    });
  }

  async moderate(questionId: string, action: ModerationAction): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.set({ failed: false });
    try {
      const ack = await connection.request('qna:moderate', { presentationId: this.presentationId, questionId, action, commandId: this.newId() });
      if (!ack.ok) this.set({ failed: true });
    } catch {
      this.set({ failed: true });
    }
  }

  /** The questions of a tab, Top order, or the paused order with newer questions after it. */
  static list(view: PresenterQnaView, tab: QnaTab): QnaQuestion[] {
    const moderation = view.settings?.moderation ?? false;
    const inTab = [...view.questions.values()].filter((question) => tabOf(question, moderation) === tab);
    const live = sortQuestions(inTab, 'top');
    if (!view.frozenOrder) return live;
    const position = new Map(view.frozenOrder.map((id, index) => [id, index]));
    const known = live.filter((question) => position.has(question.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return [...known, ...live.filter((question) => !position.has(question.id))];
  }

  static count(view: PresenterQnaView, tab: QnaTab): number {
    const moderation = view.settings?.moderation ?? false;
    let count = 0;
    for (const question of view.questions.values()) if (tabOf(question, moderation) === tab) count += 1;
    return count;
  }

  /** Holds the order as it is now, in every tab, until resumed. */
  pause(): void {
    const order = (['live', 'pending', 'answered'] as const).flatMap((tab) => PresenterQna.list(this.state, tab).map((question) => question.id));
    this.set({ frozenOrder: order });
  }

  resume(): void {
    this.set({ frozenOrder: null });
  }

  private set(changes: Partial<PresenterQnaView>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
