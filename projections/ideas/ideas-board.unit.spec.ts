import { MAX_IDEAS_PER_SLIDE } from '../../contracts/ideas/constants.js';
import { isProfane } from '../../services/live/application/profanity.js';
import { foldIdeasBoard, type IdeasBoardEvent } from './fold-ideas-board.js';
import type { IdeasBoardDocument } from './ideas-board.document.js';
import { maskProfanity, presentIdeasBoard, rankIdeas } from './present-ideas-board.js';

const on = { sessionId: 's', presentationId: 'p', slideId: 'ideas' };
let position = 0;
const idea = (ideaId: string, text = ideaId): IdeasBoardEvent => ({
  type: 'IdeaSubmitted',
  data: { ...on, audienceId: `by-${ideaId}`, ideaId, text, submittedAt: '2026-03-01T09:00:00.000Z' },
  position: ++position,
});
const vote = (ideaId: string, firstVoteOnSlide = true): IdeasBoardEvent => ({
  type: 'IdeaVoteCast',
  data: { ...on, audienceId: 'voter', voteId: `v${position}`, ideaId, firstVoteOnSlide, castAt: '2026-03-01T09:00:00.000Z' },
  position: ++position,
});
const unvote = (ideaId: string): IdeasBoardEvent => ({
  type: 'IdeaVoteWithdrawn',
  data: { ...on, audienceId: 'voter', voteId: `w${position}`, ideaId, withdrawnAt: '2026-03-01T09:00:00.000Z' },
  position: ++position,
});
const stage = (to: 'submission' | 'voting' | 'result'): IdeasBoardEvent => ({ type: 'IdeasStageChanged', data: { ...on, stage: to, at: '2026-03-01T09:00:00.000Z' }, position: ++position });
const fold = (events: IdeasBoardEvent[]) => events.reduce<IdeasBoardDocument | null>((board, event) => foldIdeasBoard(board, event), null)!;

describe('a brainstorm board, folded', () => {
  it('collects ideas in the order they came, counts votes and voters, and takes votes back', () => {
    const board = fold([idea('a'), idea('b'), stage('voting'), vote('a'), vote('b', false), vote('b'), unvote('a')]);
    expect(board.stage).toBe('voting');
    expect(board.ideas.map(({ ideaId, votes }) => [ideaId, votes])).toEqual([['a', 0], ['b', 2]]);
    expect({ votes: board.votes, voters: board.voters, lastPosition: board.lastPosition }).toEqual({ votes: 2, voters: 2, lastPosition: position });
  });

  it('keeps at most 200 ideas, the first 200 in the log, whoever accepted more (spec doc 2 §9 ideas 200)', () => {
    const board = fold(Array.from({ length: MAX_IDEAS_PER_SLIDE + 3 }, (_, index) => idea(`i${index}`)));
    expect(board.ideas).toHaveLength(MAX_IDEAS_PER_SLIDE);
    expect(board.ideas.at(-1)!.ideaId).toBe(`i${MAX_IDEAS_PER_SLIDE - 1}`);
    // A vote for an idea the board left out counts for nothing.
    expect(foldIdeasBoard(board, vote(`i${MAX_IDEAS_PER_SLIDE}`)).votes).toBe(0);
  });
});

describe('a brainstorm board, shown', () => {
  const board = fold([idea('a'), idea('b'), idea('c'), idea('d'), stage('voting'), vote('b'), vote('b', false), vote('c'), vote('d', false)]);

  it('ranks by votes, ties in the order the ideas came and sharing their place (doc 2 §4 result stage)', () => {
    expect(rankIdeas(board.ideas).map(({ idea: { ideaId }, rank }) => `${rank}:${ideaId}`)).toEqual(['1:b', '2:c', '2:d', '4:a']);
  });

  it('shows the presenter every count at every stage, and ranks at the result', () => {
    const voting = presentIdeasBoard(board, { viewer: 'presenter', hideResult: false });
    expect(voting.ideas.map((card) => [card.ideaId, card.votes, card.rank])).toEqual([['a', 0, null], ['b', 2, null], ['c', 1, null], ['d', 1, null]]);
    const result = presentIdeasBoard({ ...board, stage: 'result' }, { viewer: 'presenter', hideResult: false });
    expect(result.ideas.map((card) => [card.ideaId, card.votes, card.rank])).toEqual([['b', 2, 1], ['c', 1, 2], ['d', 1, 2], ['a', 0, 4]]);
    expect([result.votes, result.voters]).toEqual([4, 2]);
  });

  it('shows phones no counts while they vote, the ranking at the result, and none of it when the slide hides results', () => {
    const voting = presentIdeasBoard(board, { viewer: 'audience', hideResult: false });
    expect(voting.ideas.every((card) => card.votes === null && card.rank === null)).toBe(true);
    expect([voting.votes, voting.voters]).toEqual([null, null]);
    expect(presentIdeasBoard({ ...board, stage: 'result' }, { viewer: 'audience', hideResult: false }).ideas[0]).toMatchObject({ ideaId: 'b', votes: 2, rank: 1 });
    const hidden = presentIdeasBoard({ ...board, stage: 'result' }, { viewer: 'audience', hideResult: true });
    expect(hidden.resultsHidden).toBe(true);
    expect(hidden.ideas.map((card) => [card.ideaId, card.votes, card.rank])).toEqual([['a', null, null], ['b', null, null], ['c', null, null], ['d', null, null]]);
  });

  it('masks what the profanity filter catches when the deck filters it (doc 2 §3 filteringProfanity), keeping the idea as written', () => {
    expect(maskProfanity('Less bullshit, more coffee', isProfane)).toBe('Less ********, more coffee');
    const rude = fold([idea('x', 'Shit happens')]);
    expect(presentIdeasBoard(rude, { viewer: 'audience', hideResult: false, isProfane }).ideas[0]!.text).toBe('**** happens');
    expect(presentIdeasBoard(rude, { viewer: 'audience', hideResult: false }).ideas[0]!.text).toBe('Shit happens');
    expect(rude.ideas[0]!.text).toBe('Shit happens');
  });
});
