import type { QuestionOrder } from '../../../../contracts/qna/constants.js';
import type { QnaQuestion, QnaSettings } from '../../../../contracts/qna/question.js';
import type { AudienceQnaList, AudienceQnaSnapshot } from '../../../../contracts/qna/socket-protocol.js';
import { sortQuestions } from '../../../../services/qna/domain/qna-rules.js';
import { newAnswerId } from '../audience/answer-id.js';
import type { LiveConnection } from '../live/live-socket.js';
import i18n from '../../i18n/index.js';
import { errorMessage } from '../errors/error-message.js';

export type QnaProblem = 'sendFailed' | 'voteFailed';

export interface AudienceQnaState {
  /** The deck has Q&A (a Q&A slide, or Q&A on every slide). */
  readonly available: boolean;
  readonly settings: QnaSettings | null;
  readonly list: AudienceQnaList | null;
  /** This person's own questions (dismissed ones are gone). */
  readonly mine: readonly QnaQuestion[];
  /** The questions this person's vote is on (as sent; the server's word corrects it). */
  readonly upvoted: ReadonlySet<string>;
  readonly order: QuestionOrder;
  readonly sending: boolean;
  /** The server's refusal in its own words, or a problem of the connection. */
  readonly error: { readonly message: string } | { readonly problem: QnaProblem } | null;
}

const INITIAL: AudienceQnaState = { available: false, settings: null, list: null, mine: [], upvoted: new Set(), order: 'top', sending: false, error: null };

/** A question that was asked and not acked: sent again with the same id, so it is stored once. */
interface Unsent {
  readonly questionId: string;
  readonly text: string;
}

/**
 * One audience member's Q&A on their live socket: the switches (pushed on connecting and when they change), the
 * list the phone may see, their own questions and votes; asking and upvoting, each with the client's id so a
 * re-send after a lost ack is counted once.
 */
export class AudienceQna {
  private state: AudienceQnaState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;
  private unsent: Unsent | null = null;

  constructor(private readonly newId: () => string = () => newAnswerId()) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): AudienceQnaState => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    connection.on('qna:settings', (payload) => {
      if (!mine()) return;
      this.set({ available: payload.available, settings: payload.settings });
      if (payload.available) void this.follow(connection);
    });
    connection.on('qna:list', (list) => mine() && this.set({ list, settings: list.settings }));
    connection.on('qna:mine', (own) => mine() && this.set({ mine: own.questions }));
  };

  /** The questions to show in the chosen order: those the phone may see and the person's own. */
  static questions(state: AudienceQnaState): QnaQuestion[] {
    const byId = new Map<string, QnaQuestion>();
    for (const question of state.list?.questions ?? []) byId.set(question.id, question);
    for (const question of state.mine) byId.set(question.id, question);
    return sortQuestions(byId.values(), state.order);
  }

  setOrder(order: QuestionOrder): void {
    this.set({ order });
  }

  /** Asks; true once the server has it. A failed send keeps its id, so trying again cannot ask twice. */
  async ask(text: string, slideId: string | null): Promise<boolean> {
    const connection = this.connection;
    if (!connection || this.state.sending) return false;
    const unsent = this.unsent?.text === text ? this.unsent : { questionId: this.newId(), text };
    this.unsent = unsent;
    this.set({ sending: true, error: null });
    try {
      const ack = await connection.request('qna:ask', { questionId: unsent.questionId, text, slideId });
      if (!ack.ok) {
        this.unsent = null;
        this.set({ sending: false, error: { message: errorMessage(ack.error, i18n) } });
        return false;
      }
      this.unsent = null;
      this.set({ sending: false });
      return true;
    } catch {
      this.set({ sending: false, error: { problem: 'sendFailed' } });
      return false;
    }
  }

  /** Casts (up) or takes back this person's vote, shown at once and put back if the server does not take it. */
  async upvote(questionId: string, up: boolean): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.setVote(questionId, up);
    this.set({ error: null });
    try {
      const ack = await connection.request('qna:upvote', { voteId: this.newId(), questionId, upvoted: up });
      if (!ack.ok) {
        this.setVote(questionId, !up);
        this.set({ error: { message: errorMessage(ack.error, i18n) } });
      }
    } catch {
      this.setVote(questionId, !up);
      this.set({ error: { problem: 'voteFailed' } });
    }
  }

  /** Joins the list's room and takes the list, own questions and votes as they are now. */
  private async follow(connection: LiveConnection): Promise<void> {
    try {
      const ack = await connection.request<{ snapshot: AudienceQnaSnapshot }>('qna:subscribe', {});
      if (!ack.ok || this.connection !== connection) return;
      const { list, mine, upvoted } = ack.snapshot;
      this.set({ list, settings: list.settings, mine: mine.questions, upvoted: new Set(upvoted) });
    } catch {
      // No answer in time: the next connect or change of the switches follows again.
    }
  }

  private setVote(questionId: string, up: boolean): void {
    const upvoted = new Set(this.state.upvoted);
    if (up) upvoted.add(questionId);
    else upvoted.delete(questionId);
    this.set({ upvoted });
  }

  private set(changes: Partial<AudienceQnaState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
