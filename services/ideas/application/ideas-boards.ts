import { Injectable } from '@nestjs/common';
import type { IdeasBoard } from '../../../contracts/ideas/socket-protocol.js';
import { emptyIdeasBoard } from '../../../projections/ideas/fold-ideas-board.js';
import type { IdeasBoardDocument } from '../../../projections/ideas/ideas-board.document.js';
import { presentIdeasBoard } from '../../../projections/ideas/present-ideas-board.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { deckOf, type SessionEntry } from '../../live/application/live-sessions.js';
import { isProfane } from '../../live/application/profanity.js';
import { ideasBoardsView, type IdeasEntry, type SessionIdeas } from './ideas-boards.view.js';

export type Viewer = 'presenter' | 'audience';

/**
 * Live brainstorm boards (a live view on the runner), and each as the presenter and the phones may see it.
 * A board is presented once per board document and viewer: every change folds a new document, and the phones
 * of a broadcast (and of ten thousand reconnects) share one.
 */
@Injectable()
export class IdeasBoards {
  private readonly boards: LiveViewHandle<SessionIdeas, SessionEntry>;
  private readonly presented = new WeakMap<IdeasBoardDocument, Map<string, IdeasBoard>>();
  private readonly idsOf = new WeakMap<IdeasBoardDocument, ReadonlySet<string>>();

  constructor(runner: LiveViewRunner) {
    this.boards = runner.register(ideasBoardsView);
  }

  /** Loads a session's boards (once); they then follow the feed. */
  entry(sessionId: string): Promise<IdeasEntry> {
    return this.boards.get(sessionId);
  }

  /** Every idea, vote and stage change of a session whose boards are loaded (not throttled). */
  onChange(listener: LiveChangeListener<SessionIdeas, SessionEntry>): () => void {
    return this.boards.onChange(listener);
  }

  /** The board of a brainstorm slide of the entry's deck (empty and collecting before anything happened), or null for another slide. */
  document(entry: IdeasEntry, slideId: string): IdeasBoardDocument | null {
    const session = entry.context;
    const state = session?.state.state;
    const slide = session ? deckOf(session)?.slides.find((candidate) => candidate.id === slideId) : undefined;
    if (!state || state.status === 'none' || slide?.type !== 'ideas') return null;
    return entry.state.boards.get(slideId) ?? emptyIdeasBoard({ sessionId: entry.key, presentationId: state.presentationId, slideId });
  }

  present(entry: IdeasEntry, slideId: string, viewer: Viewer): IdeasBoard | null {
    const document = this.document(entry, slideId);
    const deck = entry.context ? deckOf(entry.context) : null;
    if (!document || !deck) return null;
    const hideResult = deck.slides.find((slide) => slide.id === slideId)?.hideResult ?? false;
    const filtered = deck.settings.filteringProfanity;
    const key = `${viewer}|${filtered}|${hideResult}`;
    let views = this.presented.get(document);
    if (!views) {
      views = new Map();
      this.presented.set(document, views);
    }
    let board = views.get(key);
    if (!board) {
      board = presentIdeasBoard(document, { viewer, hideResult, isProfane: filtered ? isProfane : undefined });
      views.set(key, board);
    }
    return board;
  }

  /** The ids of a board's ideas: what a vote may name. */
  ideaIds(document: IdeasBoardDocument): ReadonlySet<string> {
    let ids = this.idsOf.get(document);
    if (!ids) {
      ids = new Set(document.ideas.map((idea) => idea.ideaId));
      this.idsOf.set(document, ids);
    }
    return ids;
  }
}
