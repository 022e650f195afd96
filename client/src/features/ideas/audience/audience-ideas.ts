import type { IdeaVoteAck, IdeasBoard, MyIdeas, SubmitIdeaAck } from '../../../../../contracts/ideas/socket-protocol.js';
import { newAnswerId } from '../../audience/answer-id.js';
import { Store } from '../../activities/store.js';
import type { LiveConnection } from '../../live/live-socket.js';
import i18n from '../../../i18n/index.js';
import { errorMessage } from '../../errors/error-message.js';

export interface PendingIdea {
  readonly ideaId: string;
  readonly slideId: string;
  readonly text: string;
}

/** This person's part in one brainstorm slide, as the server confirmed it (and votes on their way). */
export interface MySlide {
  readonly ideaIds: readonly string[];
  readonly votedIdeaIds: readonly string[];
}

export interface AudienceIdeasState {
  readonly boards: Readonly<Record<string, IdeasBoard>>;
  readonly mine: Readonly<Record<string, MySlide>>;
  /** Ideas sent and not yet acknowledged: sent again, same id, after a reconnect. */
  readonly pending: readonly PendingIdea[];
  /** Votes on their way, by idea: shown at once, put back if the server refuses them. */
  readonly voting: readonly string[];
  readonly error: { readonly slideId: string; readonly message: string } | null;
}

const INITIAL: AudienceIdeasState = { boards: {}, mine: {}, pending: [], voting: [], error: null };
const NOTHING: MySlide = { ideaIds: [], votedIdeaIds: [] };

export interface IdeasWords {
  /** Said when a vote got no answer at all (the connection dropped). */
  readonly voteNotReceived: string;
}

/**
 * One audience member's brainstorms on their live socket: the boards as phones see them, their own ideas and votes
 * (ideas:mine on every connect is the truth), and sending ideas and votes. An idea keeps its id until acknowledged,
 * so one sent again after a reconnect is never counted twice.
 */
export class AudienceIdeas extends Store<AudienceIdeasState> {
  private connection: LiveConnection | null = null;

  constructor(
    private readonly words: IdeasWords,
    private readonly newId: () => string = () => newAnswerId(),
  ) {
    super(INITIAL);
  }

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    connection.on('ideas:board', (board) => mine() && this.set({ boards: { ...this.current().boards, [board.slideId]: board } }));
    connection.on('ideas:mine', (stored) => mine() && this.onMine(stored));
  };

  mineOn(slideId: string): MySlide {
    return this.current().mine[slideId] ?? NOTHING;
  }

  submit(slideId: string, text: string): void {
    const idea: PendingIdea = { ideaId: this.newId(), slideId, text };
    this.set({ pending: [...this.current().pending, idea], error: null });
    void this.send(idea);
  }

  async toggleVote(slideId: string, ideaId: string): Promise<void> {
    const connection = this.connection;
    const state = this.current();
    if (!connection?.connected || state.voting.includes(ideaId)) return;
    const before = this.mineOn(slideId);
    const voted = !before.votedIdeaIds.includes(ideaId);
    const votedIdeaIds = voted ? [...before.votedIdeaIds, ideaId] : before.votedIdeaIds.filter((id) => id !== ideaId);
    this.set({ voting: [...state.voting, ideaId], error: null, mine: { ...state.mine, [slideId]: { ...before, votedIdeaIds } } });
    let refusal: string | null = null;
    try {
      const ack = await connection.request<IdeaVoteAck>('idea:vote', { voteId: this.newId(), slideId, ideaId, voted });
      if (!ack.ok) refusal = errorMessage(ack.error, i18n);
    } catch {
      refusal = this.words.voteNotReceived;
    }
    const now = this.current();
    const voting = now.voting.filter((id) => id !== ideaId);
    if (refusal === null) {
      this.set({ voting });
      return;
    }
    const current = this.mineOn(slideId);
    const putBack = voted ? current.votedIdeaIds.filter((id) => id !== ideaId) : [...current.votedIdeaIds, ideaId];
    this.set({ voting, error: { slideId, message: refusal }, mine: { ...now.mine, [slideId]: { ...current, votedIdeaIds: putBack } } });
  }

  private onMine(stored: MyIdeas): void {
    const mine: Record<string, MySlide> = {};
    for (const [slideId, part] of Object.entries(stored.slides)) mine[slideId] = { ideaIds: part.ideaIds, votedIdeaIds: part.votedIdeaIds };
    const storedIds = new Set(Object.values(mine).flatMap((part) => part.ideaIds));
    const pending = this.current().pending.filter((idea) => !storedIds.has(idea.ideaId));
    this.set({ mine, pending });
    // Whatever the server does not hold yet was never stored, or its ack was lost: sent again, same id.
    for (const idea of pending) void this.send(idea);
  }

  private async send(idea: PendingIdea): Promise<void> {
    const connection = this.connection;
    if (!connection?.connected) return; // Sent again when ideas:mine comes on the next connection.
    let ack;
    try {
      ack = await connection.request<SubmitIdeaAck>('idea:submit', { ideaId: idea.ideaId, slideId: idea.slideId, text: idea.text });
    } catch {
      return; // No ack in time: the next connection's ideas:mine decides.
    }
    const state = this.current();
    if (!state.pending.some((candidate) => candidate.ideaId === idea.ideaId)) return;
    const pending = state.pending.filter((candidate) => candidate.ideaId !== idea.ideaId);
    if (!ack.ok) {
      this.set({ pending, error: { slideId: idea.slideId, message: errorMessage(ack.error, i18n) } });
      return;
    }
    const part = this.mineOn(idea.slideId);
    const ideaIds = part.ideaIds.includes(idea.ideaId) ? part.ideaIds : [...part.ideaIds, idea.ideaId];
    this.set({ pending, mine: { ...state.mine, [idea.slideId]: { ...part, ideaIds } } });
  }
}
