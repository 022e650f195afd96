import { z } from 'zod';
import { IDEA_MAX_LENGTH, IDEAS_STAGES } from './constants.js';

const slideId = z.string().min(1).max(64);

/** 'idea:submit': `ideaId` is chosen by the phone (a UUID); re-sending it is answered with the first result. */
export const submitIdeaSchema = z.strictObject({
  ideaId: z.string().uuid(),
  slideId,
  text: z.string().trim().min(1, { message: 'Enter an idea' }).max(IDEA_MAX_LENGTH, { message: `Write at most ${IDEA_MAX_LENGTH} characters` }),
});
export type SubmitIdea = z.infer<typeof submitIdeaSchema>;

/** 'idea:vote': a vote for an idea (`voted` true) or taking it back (false); `voteId` makes a re-send harmless. */
export const ideaVoteSchema = z.strictObject({
  voteId: z.string().uuid(),
  slideId,
  ideaId: z.string().uuid(),
  voted: z.boolean(),
});
export type IdeaVote = z.infer<typeof ideaVoteSchema>;

/** POST /api/slide/ideas/{slideId}/stage. */
export const ideasStageRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  stage: z.enum(IDEAS_STAGES),
});
export type IdeasStageRequest = z.infer<typeof ideasStageRequestSchema>;
