import type { AnswerValue } from '../../../contracts/live/answers.js';
import { ALREADY_ANSWERED_MESSAGE, NOT_ACTIVE_SLIDE_MESSAGE, SUBMISSIONS_CLOSED_MESSAGE, type Reaction } from '../../../contracts/live/constants.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { isQuizQuestionType, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { QuizPlay } from '../../../contracts/quiz/question.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { QuizAnswerWindow } from '../../quiz/domain/quiz-run.js';
import type { Decider } from '../../infrastructure/commands/decider.js';
import { BusinessRuleViolated } from '../../infrastructure/errors/domain-errors.js';
import { normaliseAnswer } from './answer-rules.js';
import type { LiveSlideRules } from './live-slide.js';

export interface ParticipantState {
  /** answerId -> the slide it answered: a re-sent answerId decides nothing (the first ack stands). */
  readonly answerIds: ReadonlyMap<string, string>;
  /** slideId -> how many answers (word cloud: entries) this person sent to it. */
  readonly entriesBySlide: ReadonlyMap<string, number>;
  readonly reactionIds: ReadonlySet<string>;
}

/** What the session says about answering right now; looked up by the caller, passed in. */
export interface AnsweringContext {
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly activeSlideId: string | null;
  readonly submissionsStopped: boolean;
  /** With audience pacing, people answer any slide at their own pace. */
  readonly audiencePacing: boolean;
  readonly slide: LiveSlideRules;
  /** Quiz questions: the question's answering window from the session (null before it was asked). */
  readonly quiz?: QuizAnswerWindow | null;
}

export type ParticipantCommand =
  | { readonly type: 'SubmitAnswer'; readonly answerId: string; readonly value: AnswerValue; readonly context: AnsweringContext }
  | {
      readonly type: 'SendReaction';
      readonly reactionId: string;
      readonly reaction: Reaction;
      readonly sessionId: string;
      readonly presentationId: string;
      readonly audienceId: string;
      readonly slideId: string | null;
    };

/**
 * A quiz question takes answers only while it is asked, up to its closing time by the server's clock
 * (`now`): the time that scores is the server's, never the client's.
 */
function quizPlay(context: AnsweringContext, now: string): QuizPlay | null {
  if (!isQuizQuestionType(context.slide.type)) return null;
  const window = context.quiz;
  if (!window || window.slideId !== context.slide.id) throw new BusinessRuleViolated(QUIZ_MESSAGES.notStarted);
  if (!window.open || Date.parse(now) > Date.parse(window.closesAt)) throw new BusinessRuleViolated(QUIZ_MESSAGES.timeUp);
  return window.play;
}

function entriesOf(value: AnswerValue): number {
  return value.kind === 'words' ? value.words.length : 1;
}

export const participantDecider: Decider<ParticipantState, ParticipantCommand, ParticipantEvent> = {
  initialState: { answerIds: new Map(), entriesBySlide: new Map(), reactionIds: new Set() },

  evolve(state, event) {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const { answerId, slideId, value } = event.data;
        return {
          ...state,
          answerIds: new Map(state.answerIds).set(answerId, slideId),
          entriesBySlide: new Map(state.entriesBySlide).set(slideId, (state.entriesBySlide.get(slideId) ?? 0) + entriesOf(value)),
        };
      }
      case 'ReactionSent':
        return { ...state, reactionIds: new Set(state.reactionIds).add(event.data.reactionId) };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'SubmitAnswer': {
        if (state.answerIds.has(command.answerId)) return [];
        const { context } = command;
        const slideId = context.slide.id;
        if (!context.audiencePacing && context.activeSlideId !== slideId) throw new BusinessRuleViolated(NOT_ACTIVE_SLIDE_MESSAGE);
        if (context.submissionsStopped) throw new BusinessRuleViolated(SUBMISSIONS_CLOSED_MESSAGE);
        const previous = state.entriesBySlide.get(slideId) ?? 0;
        // Word clouds count entries (entriesPerParticipant, checked in normaliseAnswer); every other
        // activity takes one answer per person.
        if (context.slide.type !== 'wordCloud' && previous > 0) throw new BusinessRuleViolated(ALREADY_ANSWERED_MESSAGE);
        const value = normaliseAnswer(context.slide, command.value, previous, quizPlay(context, now));
        return [
          {
            type: 'AnswerSubmitted',
            data: {
              sessionId: context.sessionId,
              presentationId: context.presentationId,
              audienceId: context.audienceId,
              answerId: command.answerId,
              slideId,
              slideType: context.slide.type,
              value,
              firstForSlide: previous === 0,
              submittedAt: now,
            },
          },
        ];
      }
      case 'SendReaction':
        if (state.reactionIds.has(command.reactionId)) return [];
        return [
          {
            type: 'ReactionSent',
            data: {
              sessionId: command.sessionId,
              presentationId: command.presentationId,
              audienceId: command.audienceId,
              reactionId: command.reactionId,
              reaction: command.reaction,
              slideId: command.slideId,
              sentAt: now,
            },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};
