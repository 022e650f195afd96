import { IDEA_MAX_LENGTH, IDEAS_MESSAGES, MAX_IDEAS_PER_SLIDE, type IdeasStage } from '../../../contracts/ideas/constants.js';
import type { IdeasParticipantEvent } from '../../../contracts/ideas/events.js';
import { NOT_ACTIVE_SLIDE_MESSAGE, SUBMISSIONS_CLOSED_MESSAGE } from '../../../contracts/live/constants.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { IdeasSlideRules } from './ideas-slide.js';

/** One person's part in one brainstorm slide. */
export interface MyPart {
  readonly ideaIds: readonly string[];
  readonly votedIdeaIds: ReadonlySet<string>;
  /** Voted at least once on the slide, whatever was taken back since: the board counts each voter once. */
  readonly hasVoted: boolean;
}

/** One person's brainstorm contributions in a session, folded from their own stream. */
export interface IdeasParticipantState {
  /** Every ideaId and voteId this person's commands were decided under: a re-send decides nothing. */
  readonly handled: ReadonlySet<string>;
  readonly slides: ReadonlyMap<string, MyPart>;
}

const NOTHING_YET: MyPart = { ideaIds: [], votedIdeaIds: new Set(), hasVoted: false };

export function myPart(state: IdeasParticipantState, slideId: string): MyPart {
  return state.slides.get(slideId) ?? NOTHING_YET;
}

/** What the session says about the brainstorm right now; looked up by the caller, passed in. */
export interface IdeasContext {
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly activeSlideId: string | null;
  readonly audiencePacing: boolean;
  readonly submissionsStopped: boolean;
  readonly slide: IdeasSlideRules;
  readonly stage: IdeasStage;
  /** Ideas on the slide already, everyone's (and any still being written). */
  readonly ideasOnSlide: number;
  /** Ids of the slide's ideas, for votes. */
  readonly ideaIds: ReadonlySet<string>;
}

export type IdeasParticipantCommand =
  | { readonly type: 'SubmitIdea'; readonly ideaId: string; readonly text: string; readonly context: IdeasContext }
  | { readonly type: 'CastIdeaVote'; readonly voteId: string; readonly ideaId: string; readonly context: IdeasContext }
  | { readonly type: 'WithdrawIdeaVote'; readonly voteId: string; readonly ideaId: string; readonly context: IdeasContext };

function withPart(state: IdeasParticipantState, handledId: string, slideId: string, change: (part: MyPart) => MyPart): IdeasParticipantState {
  return { handled: new Set(state.handled).add(handledId), slides: new Map(state.slides).set(slideId, change(myPart(state, slideId))) };
}

/** The slide must be the one on screen (unless the audience sets its own pace) and still taking part. */
function checkOpen(context: IdeasContext, stage: IdeasStage): void {
  if (!context.audiencePacing && context.activeSlideId !== context.slide.id) throw new BusinessRuleViolated(NOT_ACTIVE_SLIDE_MESSAGE);
  if (context.submissionsStopped) throw new BusinessRuleViolated(SUBMISSIONS_CLOSED_MESSAGE);
  if (context.stage !== stage) throw new BusinessRuleViolated(stage === 'submission' ? IDEAS_MESSAGES.notCollecting : IDEAS_MESSAGES.notVoting);
}

const on = (context: IdeasContext) => ({
  sessionId: context.sessionId,
  presentationId: context.presentationId,
  slideId: context.slide.id,
  audienceId: context.audienceId,
});

/**
 * A person's ideas and votes on a brainstorm, on their own stream (thousands vote at once without contending).
 * Re-sent commands (same ideaId or voteId) decide nothing, so nothing is counted twice.
 */
export const ideasParticipantDecider: Decider<IdeasParticipantState, IdeasParticipantCommand, IdeasParticipantEvent> = {
  initialState: { handled: new Set(), slides: new Map() },
  recognisesResentCommands: true,

  evolve(state, event) {
    switch (event.type) {
      case 'IdeaSubmitted': {
        const { ideaId, slideId } = event.data;
        return withPart(state, ideaId, slideId, (part) => ({ ...part, ideaIds: [...part.ideaIds, ideaId] }));
      }
      case 'IdeaVoteCast': {
        const { voteId, slideId, ideaId } = event.data;
        return withPart(state, voteId, slideId, (part) => ({ ...part, votedIdeaIds: new Set(part.votedIdeaIds).add(ideaId), hasVoted: true }));
      }
      case 'IdeaVoteWithdrawn': {
        const { voteId, slideId, ideaId } = event.data;
        return withPart(state, voteId, slideId, (part) => {
          const votedIdeaIds = new Set(part.votedIdeaIds);
          votedIdeaIds.delete(ideaId);
          return { ...part, votedIdeaIds };
        });
      }
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'SubmitIdea': {
        if (state.handled.has(command.ideaId)) return [];
        const { context } = command;
        checkOpen(context, 'submission');
        const text = command.text.trim();
        if (text.length === 0) throw new ValidationFailed('Enter an idea', [{ path: 'text', message: 'Enter an idea' }]);
        if (text.length > IDEA_MAX_LENGTH) throw new ValidationFailed(`Write at most ${IDEA_MAX_LENGTH} characters`, [{ path: 'text', message: `Write at most ${IDEA_MAX_LENGTH} characters` }]);
        const limit = context.slide.ideasPerPerson;
        if (myPart(state, context.slide.id).ideaIds.length >= limit) throw new BusinessRuleViolated(limit === 1 ? IDEAS_MESSAGES.oneIdea : IDEAS_MESSAGES.tooManyIdeas(limit));
        if (context.ideasOnSlide >= MAX_IDEAS_PER_SLIDE) throw new BusinessRuleViolated(IDEAS_MESSAGES.slideFull);
        return [{ type: 'IdeaSubmitted', data: { ...on(context), ideaId: command.ideaId, text, submittedAt: now } }];
      }
      case 'CastIdeaVote': {
        if (state.handled.has(command.voteId)) return [];
        const { context } = command;
        checkOpen(context, 'voting');
        if (!context.ideaIds.has(command.ideaId)) throw new NotFound(IDEAS_MESSAGES.unknownIdea);
        const part = myPart(state, context.slide.id);
        if (part.votedIdeaIds.has(command.ideaId)) throw new BusinessRuleViolated(IDEAS_MESSAGES.alreadyVoted);
        const limit = context.slide.voteLimit;
        if (part.votedIdeaIds.size >= limit) throw new BusinessRuleViolated(IDEAS_MESSAGES.outOfVotes(limit));
        return [
          {
            type: 'IdeaVoteCast',
            data: { ...on(context), voteId: command.voteId, ideaId: command.ideaId, firstVoteOnSlide: !part.hasVoted, castAt: now },
          },
        ];
      }
      case 'WithdrawIdeaVote': {
        if (state.handled.has(command.voteId)) return [];
        const { context } = command;
        checkOpen(context, 'voting');
        if (!myPart(state, context.slide.id).votedIdeaIds.has(command.ideaId)) throw new BusinessRuleViolated(IDEAS_MESSAGES.notVoted);
        return [{ type: 'IdeaVoteWithdrawn', data: { ...on(context), voteId: command.voteId, ideaId: command.ideaId, withdrawnAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
