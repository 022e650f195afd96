import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { QnaModerationEvent } from '../../../contracts/qna/events.js';
import type { QuestionStatus } from '../../../contracts/qna/question.js';
import type { ModerationAction } from '../../../contracts/qna/requests.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { countsAsApproved } from './qna-rules.js';

export const QUESTION_NOT_FOUND_MESSAGE = 'Question not found.';
export const HIGHLIGHT_NEEDS_APPROVAL_MESSAGE = 'Approve the question before you put it on screen.';

interface Moderation {
  readonly status: QuestionStatus;
  readonly pinned: boolean;
  readonly answered: boolean;
}

const UNMODERATED: Moderation = { status: null, pinned: false, answered: false };

/** The presenter's decisions on a session's questions, folded from the session's stream. */
export interface QnaModerationState {
  readonly sessionId: string | null;
  readonly live: boolean;
  readonly questions: ReadonlyMap<string, Moderation>;
  readonly highlighted: string | null;
}

export interface ModerateQuestion {
  readonly type: 'ModerateQuestion';
  readonly action: ModerationAction;
  readonly questionId: string;
  /** The session's Q&A holds a question with this id (asked on some participant's stream). */
  readonly known: boolean;
  /** isModerationMode, for what may be put on screen. */
  readonly moderation: boolean;
}

type SessionLifecycle =
  | DomainEvent<'SessionStarted', { sessionId: string }>
  | DomainEvent<'SessionStopped', { sessionId: string }>
  | DomainEvent<'SessionResumed', { sessionId: string }>;

function withQuestion(state: QnaModerationState, questionId: string, change: Partial<Moderation>): QnaModerationState {
  const questions = new Map(state.questions);
  questions.set(questionId, { ...(questions.get(questionId) ?? UNMODERATED), ...change });
  return { ...state, questions };
}

/** The moderation event an action makes from the question's state, or none when it is so already. */
function decideAction(command: ModerateQuestion, question: Moderation, highlighted: string | null): readonly QnaModerationEvent['type'][] {
  const { action, questionId } = command;
  // Taken off the screen with it: a question dismissed or answered is done with.
  const unhighlight = highlighted === questionId ? (['QuestionHighlightCleared'] as const) : [];
  switch (action) {
    case 'approve':
      return question.status === 'approved' ? [] : ['QuestionApproved'];
    case 'dismiss':
      return question.status === 'dismissed' ? [] : ['QuestionDismissed', ...unhighlight];
    case 'pin':
      return question.pinned ? [] : ['QuestionPinned'];
    case 'unpin':
      return question.pinned ? ['QuestionUnpinned'] : [];
    case 'markAnswered':
      return question.answered ? [] : ['QuestionAnswered', ...unhighlight];
    case 'undoAnswered':
      return question.answered ? ['QuestionAnswerUndone'] : [];
    case 'highlight':
      if (highlighted === questionId) return [];
      if (!countsAsApproved(question, command.moderation)) throw new BusinessRuleViolated(HIGHLIGHT_NEEDS_APPROVAL_MESSAGE);
      return ['QuestionHighlighted'];
    case 'clearHighlight':
      return unhighlight;
    default:
      return assertNever(action);
  }
}

/** Approve, dismiss, pin, mark answered and put on screen, on the session's stream (`session-{sessionId}`). */
export const qnaModerationDecider: Decider<QnaModerationState, ModerateQuestion, QnaModerationEvent | SessionLifecycle> = {
  initialState: { sessionId: null, live: false, questions: new Map(), highlighted: null },

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, sessionId: event.data.sessionId, live: true };
      case 'SessionStopped':
        return { ...state, live: false };
      case 'SessionResumed':
        return { ...state, live: true };
      case 'QuestionApproved':
        return withQuestion(state, event.data.questionId, { status: 'approved' });
      case 'QuestionDismissed':
        return withQuestion(state, event.data.questionId, { status: 'dismissed' });
      case 'QuestionPinned':
        return withQuestion(state, event.data.questionId, { pinned: true });
      case 'QuestionUnpinned':
        return withQuestion(state, event.data.questionId, { pinned: false });
      case 'QuestionAnswered':
        return withQuestion(state, event.data.questionId, { answered: true });
      case 'QuestionAnswerUndone':
        return withQuestion(state, event.data.questionId, { answered: false });
      case 'QuestionHighlighted':
        return { ...state, highlighted: event.data.questionId };
      case 'QuestionHighlightCleared':
        return { ...state, highlighted: null };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    if (!state.live || state.sessionId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    if (!command.known) throw new NotFound(QUESTION_NOT_FOUND_MESSAGE);
    const question = state.questions.get(command.questionId) ?? UNMODERATED;
    const data = { sessionId: state.sessionId, questionId: command.questionId, at: now };
    return decideAction(command, question, state.highlighted).map((type) => ({ type, data }) as QnaModerationEvent);
  },
};
