import type { AnswerValue } from '../../../contracts/live/answers.js';
import { NOT_ACTIVE_SLIDE_MESSAGE, PRIVATE_MODE_MESSAGE, SUBMISSIONS_CLOSED_MESSAGE, type Reaction } from '../../../contracts/live/constants.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { isQuizQuestionType, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { QuizPlay } from '../../../contracts/quiz/question.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { QuizAnswerWindow } from './quiz-run.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { answerError, entriesLeft, entriesOf, normaliseAnswer, tooManyEntries } from './answer-rules.js';
import type { LiveSlideRules } from './live-slide.js';
import { decidePacedMove, evolvePacing, pacedPlay, type PacingMove, type PacingState } from './paced-participant.js';

/**
 * The person's answers, newest first. Each answer links to the ones before it rather than copying them:
 * the state lives until the person's next answer (seconds, under thousands of others), and a copy of
 * every earlier answer per new one would be garbage the collector has to promote and sweep.
 */
interface AnswerLink {
  readonly answerId: string;
  readonly slideId: string;
  /** 1, or a word cloud answer's number of words (entriesPerParticipant counts entries). */
  readonly entries: number;
  readonly older: AnswerLink | null;
}

interface ReactionLink {
  readonly reactionId: string;
  readonly older: ReactionLink | null;
}

export interface ParticipantState {
  readonly answers: AnswerLink | null;
  readonly reactions: ReactionLink | null;
  /** Only in self-paced sessions: where the person is and the questions they opened. */
  readonly pacing?: PacingState;
}

/** A re-sent answerId decides nothing (the first ack stands). */
function hasAnswered(state: ParticipantState, answerId: string): boolean {
  for (let link = state.answers; link; link = link.older) if (link.answerId === answerId) return true;
  return false;
}

/** How many answers (word cloud: entries) this person sent to the slide. */
function entriesSent(state: ParticipantState, slideId: string): number {
  let entries = 0;
  for (let link = state.answers; link; link = link.older) if (link.slideId === slideId) entries += link.entries;
  return entries;
}

function hasReacted(state: ParticipantState, reactionId: string): boolean {
  for (let link = state.reactions; link; link = link.older) if (link.reactionId === reactionId) return true;
  return false;
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
  /** Private mode: the audience cannot take part (spec doc 2 §3 privateMode). */
  readonly privateMode: boolean;
  /** Moderation is on for this slide: the answer waits for the presenter's approval before it shows. */
  readonly heldForApproval: boolean;
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
      readonly privateMode: boolean;
    }
  /** Self-paced sessions: the phone moves to the next or previous slide, or reopens its current one. */
  | { readonly type: 'MovePaced'; readonly move: PacingMove };

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

export const participantDecider: Decider<ParticipantState, ParticipantCommand, ParticipantEvent> = {
  initialState: { answers: null, reactions: null },
  // An answer's commandId is its answerId and a reaction's its reactionId; the state keeps every one of
  // them, and a second copy decides nothing (see hasAnswered, hasReacted).
  recognisesResentCommands: true,

  evolve(state, event) {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const { answerId, slideId, value } = event.data;
        return { ...state, answers: { answerId, slideId, entries: entriesOf(value), older: state.answers } };
      }
      case 'ReactionSent':
        return { ...state, reactions: { reactionId: event.data.reactionId, older: state.reactions } };
      case 'PacedSlideOpened':
      case 'PacedQuestionOpened':
        return { ...state, pacing: evolvePacing(state.pacing, event) };
      default:
        return state;
    }
  },

  decide(command, state, { now, newId }) {
    switch (command.type) {
      case 'SubmitAnswer': {
        if (hasAnswered(state, command.answerId)) return [];
        const { context } = command;
        if (context.privateMode) throw new BusinessRuleViolated(PRIVATE_MODE_MESSAGE);
        const slideId = context.slide.id;
        if (!context.audiencePacing && context.activeSlideId !== slideId) throw new BusinessRuleViolated(NOT_ACTIVE_SLIDE_MESSAGE);
        if (context.submissionsStopped) throw new BusinessRuleViolated(SUBMISSIONS_CLOSED_MESSAGE);
        const previous = entriesSent(state, slideId);
        // A word cloud's entries are counted with its words (normaliseAnswer, which names the limit).
        if (context.slide.type !== 'wordCloud' && entriesLeft(context.slide, previous) === 0) throw answerError(tooManyEntries(context.slide, previous));
        const play = context.audiencePacing ? pacedPlay(state.pacing, context.slide.type, slideId, now) : quizPlay(context, now);
        const value = normaliseAnswer(context.slide, command.value, previous, play);
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
              ...(context.heldForApproval && { held: true as const }),
              submittedAt: now,
            },
          },
        ];
      }
      case 'SendReaction':
        if (hasReacted(state, command.reactionId)) return [];
        if (command.privateMode) throw new BusinessRuleViolated(PRIVATE_MODE_MESSAGE);
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
      case 'MovePaced':
        return decidePacedMove(state.pacing, command.move, now, newId);
      default:
        return assertNever(command);
    }
  },
};
