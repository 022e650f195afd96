import { FIRST_IDEAS_STAGE, MAX_IDEAS_PER_SLIDE } from '../../contracts/ideas/constants.js';
import type { IdeasEvent } from '../../contracts/ideas/events.js';
import { ideasBoardDocumentId, type IdeaRecord, type IdeasBoardDocument } from './ideas-board.document.js';

export type IdeasBoardEvent = IdeasEvent & { readonly position: number };

export function emptyIdeasBoard({ sessionId, presentationId, slideId }: Pick<IdeasEvent['data'], 'sessionId' | 'presentationId' | 'slideId'>): IdeasBoardDocument {
  return { id: ideasBoardDocumentId(sessionId, slideId), sessionId, presentationId, slideId, stage: FIRST_IDEAS_STAGE, ideas: [], votes: 0, voters: 0, lastPosition: -1 };
}

function withVotes(ideas: readonly IdeaRecord[], ideaId: string, by: number): readonly IdeaRecord[] | null {
  const index = ideas.findIndex((idea) => idea.ideaId === ideaId);
  if (index < 0) return null;
  const next = [...ideas];
  next[index] = { ...ideas[index]!, votes: Math.max(0, ideas[index]!.votes + by) };
  return next;
}

/**
 * One brainstorm slide's board, folded event by event. The same function builds the live board in memory and
 * the persisted read model, so a rebuild from the log gives exactly what the live run showed. Ideas past the
 * slide's 200 (two nodes accepting the last places at once) are left out here, the same way on every replay.
 */
export function foldIdeasBoard(document: IdeasBoardDocument | null, event: IdeasBoardEvent): IdeasBoardDocument {
  const board = document ?? emptyIdeasBoard(event.data);
  const lastPosition = event.position;
  switch (event.type) {
    case 'IdeasStageChanged':
      return { ...board, stage: event.data.stage, lastPosition };
    case 'IdeaSubmitted': {
      if (board.ideas.length >= MAX_IDEAS_PER_SLIDE) return { ...board, lastPosition };
      const { ideaId, audienceId, text, submittedAt } = event.data;
      return { ...board, ideas: [...board.ideas, { ideaId, audienceId, text, submittedAt, votes: 0 }], lastPosition };
    }
    case 'IdeaVoteCast': {
      const ideas = withVotes(board.ideas, event.data.ideaId, 1);
      if (!ideas) return { ...board, lastPosition };
      return { ...board, ideas, votes: board.votes + 1, voters: board.voters + (event.data.firstVoteOnSlide ? 1 : 0), lastPosition };
    }
    case 'IdeaVoteWithdrawn': {
      const ideas = withVotes(board.ideas, event.data.ideaId, -1);
      if (!ideas) return { ...board, lastPosition };
      return { ...board, ideas, votes: Math.max(0, board.votes - 1), lastPosition };
    }
  }
}
