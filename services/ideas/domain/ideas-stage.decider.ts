import type { IdeasStage } from '../../../contracts/ideas/constants.js';
import { FIRST_IDEAS_STAGE } from '../../../contracts/ideas/constants.js';
import type { IdeasSessionEvent } from '../../../contracts/ideas/events.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

/** The brainstorm side of a live session, folded from its stream beside the session's own decider. */
export interface IdeasStageState {
  readonly sessionId: string | null;
  readonly presentationId: string | null;
  readonly live: boolean;
  /** Slides whose stage the presenter moved; every other brainstorm is collecting ideas. */
  readonly stages: ReadonlyMap<string, IdeasStage>;
}

export type IdeasStageCommand = { readonly type: 'MoveIdeasStage'; readonly slideId: string; readonly stage: IdeasStage };

export function ideasStageOf(state: Pick<IdeasStageState, 'stages'>, slideId: string): IdeasStage {
  return state.stages.get(slideId) ?? FIRST_IDEAS_STAGE;
}

export function evolveIdeasStages(stages: ReadonlyMap<string, IdeasStage>, event: { type: string; data: unknown }): ReadonlyMap<string, IdeasStage> {
  if (event.type !== 'IdeasStageChanged') return stages;
  const { slideId, stage } = (event as IdeasSessionEvent).data;
  return new Map(stages).set(slideId, stage);
}

/**
 * Spec doc 2 §4 "Ideas stages: submission, voting, result": the presenter moves a brainstorm between its
 * stages, in any order (back to collecting ideas, say), while the session is live.
 */
export const ideasStageDecider: Decider<IdeasStageState, IdeasStageCommand, IdeasSessionEvent> = {
  initialState: { sessionId: null, presentationId: null, live: false, stages: new Map() },

  evolve(state, event) {
    const known = event as IdeasSessionEvent | SessionEvent;
    switch (known.type) {
      case 'SessionStarted':
        return { ...state, sessionId: known.data.sessionId, presentationId: known.data.presentationId, live: true };
      case 'SessionStopped':
        return { ...state, live: false };
      case 'SessionResumed':
        return { ...state, live: true };
      case 'IdeasStageChanged':
        return { ...state, stages: evolveIdeasStages(state.stages, known) };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'MoveIdeasStage': {
        if (!state.live || state.sessionId === null || state.presentationId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
        if (ideasStageOf(state, command.slideId) === command.stage) return [];
        return [
          {
            type: 'IdeasStageChanged',
            data: { sessionId: state.sessionId, presentationId: state.presentationId, slideId: command.slideId, stage: command.stage, at: now },
          },
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};
