import type { IdeasStage } from '../../../../../contracts/ideas/constants.js';
import type { IdeasBoard } from '../../../../../contracts/ideas/socket-protocol.js';
import { ApiError } from '../../../api/api-error.js';
import { Store } from '../../activities/store.js';
import type { LiveConnection } from '../../live/live-socket.js';
import type { IdeasApi } from './ideas-api.js';

export interface PresenterIdeasState {
  /** Each brainstorm slide's board as the server last sent it (every count), by slide. */
  readonly boards: Readonly<Record<string, IdeasBoard>>;
  /** A stage move on its way. */
  readonly busy: boolean;
  /** The last stage move the server refused or never answered, in its words when it gave some. */
  readonly problem: { readonly message: string | null } | null;
}

const INITIAL: PresenterIdeasState = { boards: {}, busy: false, problem: null };

/** The presenter's brainstorms: boards pushed on the presenter room (fetched after each (re)join) and the stage moves. */
export class PresenterIdeas extends Store<PresenterIdeasState> {
  constructor(
    private readonly api: IdeasApi,
    private readonly presentationId: string,
  ) {
    super(INITIAL);
  }

  readonly attach = (connection: LiveConnection): void => {
    connection.on('ideas:board', (board) => this.apply(board));
  };

  /** The board of a slide now on screen, after (re)joining the session. */
  async refresh(slideId: string): Promise<void> {
    try {
      this.apply(await this.api.board(this.presentationId, slideId));
    } catch {
      // No session yet (or any more): the next join, or the next push, brings the board.
    }
  }

  async moveStage(slideId: string, stage: IdeasStage): Promise<void> {
    if (this.current().busy) return;
    this.set({ busy: true });
    try {
      this.apply(await this.api.moveStage(this.presentationId, slideId, stage));
      this.set({ busy: false, problem: null });
    } catch (error) {
      this.set({ busy: false, problem: { message: error instanceof ApiError ? error.message : null } });
    }
  }

  private apply(board: IdeasBoard): void {
    this.set({ boards: { ...this.current().boards, [board.slideId]: board } });
  }
}
