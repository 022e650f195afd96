import type { IdeaCard, IdeasBoard } from '../../contracts/ideas/socket-protocol.js';
import type { IdeaRecord, IdeasBoardDocument } from './ideas-board.document.js';

export interface PresentIdeasOptions {
  readonly viewer: 'presenter' | 'audience';
  /** The slide's hideResult: phones see no counts or ranks. */
  readonly hideResult: boolean;
  /** The deck's filteringProfanity: words it catches are masked. */
  readonly isProfane?: (word: string) => boolean;
}

/** Each word the filter catches becomes asterisks of its length; the stored idea stays as written. */
export function maskProfanity(text: string, isProfane: (word: string) => boolean): string {
  return text.replace(/[\p{L}\p{N}']+/gu, (word) => (isProfane(word) ? '*'.repeat([...word].length) : word));
}

/**
 * Most votes first, ties in the order the ideas came; a tie shares its place (1, 2, 2, 4), so the presenter can
 * read who is level.
 */
export function rankIdeas(ideas: readonly IdeaRecord[]): { idea: IdeaRecord; rank: number }[] {
  const ordered = ideas.map((idea, order) => ({ idea, order })).sort((a, b) => b.idea.votes - a.idea.votes || a.order - b.order);
  let rank = 0;
  return ordered.map(({ idea }, index) => {
    if (index === 0 || ordered[index - 1]!.idea.votes !== idea.votes) rank = index + 1;
    return { idea, rank };
  });
}

/**
 * A board as one side may see it. The presenter sees every count as it comes; phones see the ideas while they
 * are collected and voted on, and counts and ranks only at the result (and not at all when the slide hides results).
 */
export function presentIdeasBoard(document: IdeasBoardDocument, options: PresentIdeasOptions): IdeasBoard {
  const { isProfane } = options;
  const text = (idea: IdeaRecord) => (isProfane ? maskProfanity(idea.text, isProfane) : idea.text);
  const resultsHidden = options.viewer === 'audience' && options.hideResult;
  const countsShown = options.viewer === 'presenter' || (document.stage === 'result' && !resultsHidden);
  const ranked = document.stage === 'result' && countsShown;
  const ideas: IdeaCard[] = ranked
    ? rankIdeas(document.ideas).map(({ idea, rank }) => ({ ideaId: idea.ideaId, text: text(idea), votes: idea.votes, rank }))
    : document.ideas.map((idea) => ({ ideaId: idea.ideaId, text: text(idea), votes: countsShown ? idea.votes : null, rank: null }));
  return {
    sessionId: document.sessionId,
    slideId: document.slideId,
    stage: document.stage,
    ideas,
    votes: countsShown ? document.votes : null,
    voters: countsShown ? document.voters : null,
    resultsHidden,
  };
}
