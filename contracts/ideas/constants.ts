/** Spec doc 2 §4 "Ideas stages: submission, voting, result", moved by the presenter. */
export const IDEAS_STAGES = ['submission', 'voting', 'result'] as const;
export type IdeasStage = (typeof IDEAS_STAGES)[number];
export const FIRST_IDEAS_STAGE: IdeasStage = 'submission';

/** Spec doc 2 §5 and §9: at most 200 ideas on a slide. */
export const MAX_IDEAS_PER_SLIDE = 200;
/** The spec gives no length for an idea; a few sentences fit on a card. */
export const IDEA_MAX_LENGTH = 300;

/** The audience's messages for refused ideas and votes (the spec gives none of its own). */
export const IDEAS_MESSAGES = {
  notCollecting: 'Ideas are closed: the presenter has moved on.',
  notVoting: 'Voting is not open right now.',
  slideFull: `This brainstorm already has ${MAX_IDEAS_PER_SLIDE} ideas.`,
  oneIdea: 'You have already sent your idea.',
  tooManyIdeas: (limit: number) => `You can send at most ${limit} ideas.`,
  alreadyVoted: 'You have already voted for this idea.',
  notVoted: 'You have not voted for this idea.',
  outOfVotes: (limit: number) => (limit === 1 ? 'You have used your vote.' : `You have used all your ${limit} votes.`),
  unknownIdea: 'Idea not found.',
  notIdeasSlide: 'Brainstorm slide not found.',
} as const;
