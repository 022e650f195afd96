import { QNA_MESSAGES } from '../../../contracts/qna/constants.js';
import type { QnaParticipantEvent } from '../../../contracts/qna/events.js';
import type { QuestionStatus } from '../../../contracts/qna/question.js';
import { hasVisibleCharacter } from '../../../contracts/shared/visible-text.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

/** One person's part of a session's Q&A, folded from their own stream. */
export interface QnaParticipantState {
  /** Every question they asked (a re-sent questionId decides nothing). */
  readonly asked: ReadonlySet<string>;
  /** The questions their vote is on now. */
  readonly upvoted: ReadonlySet<string>;
  /** Every vote and take-back they sent (a re-sent voteId decides nothing). */
  readonly voteIds: ReadonlySet<string>;
}

/** What the session says about asking right now; looked up by the caller, passed in. */
export interface AskingContext {
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  /** The asker's name from admission ('' for none). */
  readonly name: string;
  /** qnaAnonymous */
  readonly anonymous: boolean;
  /** qnaAllSlide */
  readonly allSlides: boolean;
  /** The slide the question is asked on: the live slide, or with audience pacing the one the phone shows. */
  readonly slide: { readonly id: string; readonly type: string } | null;
  /** Which of this person's questions the session has closed (answered or dismissed). */
  readonly closed: ReadonlySet<string>;
  /** How many open questions one person may have. */
  readonly openLimit: number;
}

/** The question a vote is for, as the session's Q&A shows it to the voter (null: no such question). */
export interface VotingContext {
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly question: { readonly status: QuestionStatus; readonly visibleToVoter: boolean } | null;
}

export type QnaParticipantCommand =
  | { readonly type: 'AskQuestion'; readonly questionId: string; readonly text: string; readonly context: AskingContext }
  | { readonly type: 'UpvoteQuestion'; readonly voteId: string; readonly questionId: string; readonly upvoted: boolean; readonly context: VotingContext };

const added = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => new Set(set).add(id);
function removed(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

function decideAsk(command: Extract<QnaParticipantCommand, { type: 'AskQuestion' }>, state: QnaParticipantState, now: string): QnaParticipantEvent[] {
  if (state.asked.has(command.questionId)) return [];
  const { context } = command;
  if (!context.allSlides && context.slide?.type !== 'question') throw new BusinessRuleViolated(QNA_MESSAGES.notOnQnaSlide);
  const text = command.text.trim();
  if (!hasVisibleCharacter(text)) throw new ValidationFailed(QNA_MESSAGES.enterQuestion, [{ path: 'text', message: QNA_MESSAGES.enterQuestion }]);
  let open = 0;
  for (const questionId of state.asked) if (!context.closed.has(questionId)) open += 1;
  if (open >= context.openLimit) throw new BusinessRuleViolated(QNA_MESSAGES.tooManyOpen(context.openLimit));
  const name = context.anonymous || context.name.trim() === '' ? null : context.name;
  return [
    {
      type: 'QuestionAsked',
      data: {
        sessionId: context.sessionId,
        presentationId: context.presentationId,
        audienceId: context.audienceId,
        questionId: command.questionId,
        slideId: context.slide?.id ?? null,
        text,
        name,
        askedAt: now,
      },
    },
  ];
}

function decideVote(command: Extract<QnaParticipantCommand, { type: 'UpvoteQuestion' }>, state: QnaParticipantState, now: string): QnaParticipantEvent[] {
  if (state.voteIds.has(command.voteId)) return [];
  const { context, questionId, voteId } = command;
  const data = { sessionId: context.sessionId, presentationId: context.presentationId, audienceId: context.audienceId, questionId, voteId, at: now };
  if (!command.upvoted) return state.upvoted.has(questionId) ? [{ type: 'QuestionUpvoteWithdrawn', data }] : [];
  if (state.asked.has(questionId)) throw new BusinessRuleViolated(QNA_MESSAGES.ownQuestion);
  const question = context.question;
  if (!question || !question.visibleToVoter || question.status === 'dismissed') throw new BusinessRuleViolated(QNA_MESSAGES.unknownQuestion);
  if (state.upvoted.has(questionId)) return [];
  return [{ type: 'QuestionUpvoted', data }];
}

/** Asking and voting, on the person's own stream (`participant-{sessionId}-{audienceId}`). */
export const qnaParticipantDecider: Decider<QnaParticipantState, QnaParticipantCommand, QnaParticipantEvent> = {
  initialState: { asked: new Set(), upvoted: new Set(), voteIds: new Set() },
  // A question's commandId is its questionId and a vote's its voteId; the state keeps them all.
  recognisesResentCommands: true,

  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAsked':
        return { ...state, asked: added(state.asked, event.data.questionId) };
      case 'QuestionUpvoted':
        return { ...state, upvoted: added(state.upvoted, event.data.questionId), voteIds: added(state.voteIds, event.data.voteId) };
      case 'QuestionUpvoteWithdrawn':
        return { ...state, upvoted: removed(state.upvoted, event.data.questionId), voteIds: added(state.voteIds, event.data.voteId) };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'AskQuestion':
        return decideAsk(command, state, now);
      case 'UpvoteQuestion':
        return decideVote(command, state, now);
      default:
        return assertNever(command);
    }
  },
};
