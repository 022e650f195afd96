import type { IdeasStage } from './constants.js';

interface OnSlide {
  sessionId: string;
  presentationId: string;
  slideId: string;
}

/** `session-{sessionId}`: the presenter moves a brainstorm slide between its stages. */
export type IdeasSessionEvent = { type: 'IdeasStageChanged'; data: OnSlide & { stage: IdeasStage; at: string } };

/** `participant-{sessionId}-{audienceId}`: what one person wrote and how they voted. */
export type IdeasParticipantEvent =
  | { type: 'IdeaSubmitted'; data: OnSlide & { audienceId: string; ideaId: string; text: string; submittedAt: string } }
  | {
      type: 'IdeaVoteCast';
      data: OnSlide & {
        audienceId: string;
        voteId: string;
        ideaId: string;
        /** True for this person's first vote on the slide: the board counts voters without a set of ids. */
        firstVoteOnSlide: boolean;
        castAt: string;
      };
    }
  | { type: 'IdeaVoteWithdrawn'; data: OnSlide & { audienceId: string; voteId: string; ideaId: string; withdrawnAt: string } };

export type IdeasEvent = IdeasSessionEvent | IdeasParticipantEvent;

export const IDEAS_EVENT_TYPES = ['IdeasStageChanged', 'IdeaSubmitted', 'IdeaVoteCast', 'IdeaVoteWithdrawn'] as const satisfies readonly IdeasEvent['type'][];
