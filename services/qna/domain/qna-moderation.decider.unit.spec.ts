import type { SessionEvent } from '../../../contracts/live/events.js';
import type { QnaModerationEvent } from '../../../contracts/qna/events.js';
import type { ModerationAction } from '../../../contracts/qna/requests.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { HIGHLIGHT_NEEDS_APPROVAL_MESSAGE, qnaModerationDecider } from './qna-moderation.decider.js';

const { given } = givenWhenThen(qnaModerationDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const started = { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 50, startedAt: SPEC_NOW } } as const satisfies SessionEvent;
const stopped = { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: SPEC_NOW } } as const satisfies SessionEvent;
const moderate = (action: ModerationAction, questionId = 'q1', overrides: { known?: boolean; moderation?: boolean } = {}) => ({
  type: 'ModerateQuestion' as const, action, questionId, known: overrides.known ?? true, moderation: overrides.moderation ?? true,
});
const event = (type: QnaModerationEvent['type'], questionId = 'q1'): QnaModerationEvent => ({ type, data: { sessionId: 's', questionId, at: SPEC_NOW } }) as QnaModerationEvent;

describe('Q&A moderation on the session stream (issue 21 presenter/moderator rules)', () => {
  it('approves a waiting question once; approving again decides nothing (isModerationMode: questions wait for approval)', () => {
    expect(given([started]).when(moderate('approve'), owner)).toEqual([event('QuestionApproved')]);
    expect(given([started, event('QuestionApproved')]).when(moderate('approve'), owner)).toEqual([]);
  });

  it('dismisses a question, and approving a dismissed one brings it back', () => {
    expect(given([started]).when(moderate('dismiss'), owner)).toEqual([event('QuestionDismissed')]);
    expect(given([started, event('QuestionDismissed')]).when(moderate('dismiss'), owner)).toEqual([]);
    expect(given([started, event('QuestionDismissed')]).when(moderate('approve'), owner)).toEqual([event('QuestionApproved')]);
  });

  it('pins and unpins', () => {
    expect(given([started]).when(moderate('pin'), owner)).toEqual([event('QuestionPinned')]);
    expect(given([started, event('QuestionPinned')]).when(moderate('pin'), owner)).toEqual([]);
    expect(given([started, event('QuestionPinned')]).when(moderate('unpin'), owner)).toEqual([event('QuestionUnpinned')]);
    expect(given([started]).when(moderate('unpin'), owner)).toEqual([]);
  });

  it('marks a question answered (its answeredTimestamp is the event time) and undoes it (doc 2 §3 answered, answeredTimestamp)', () => {
    const [answered] = given([started]).when(moderate('markAnswered'), owner);
    expect(answered).toEqual({ type: 'QuestionAnswered', data: { sessionId: 's', questionId: 'q1', at: SPEC_NOW } });
    expect(given([started, answered!]).when(moderate('markAnswered'), owner)).toEqual([]);
    expect(given([started, answered!]).when(moderate('undoAnswered'), owner)).toEqual([event('QuestionAnswerUndone')]);
    expect(given([started]).when(moderate('undoAnswered'), owner)).toEqual([]);
  });

  it('highlights one question at a time; it must count first (with moderation: approved or answered)', () => {
    expect(() => given([started]).when(moderate('highlight'), owner)).toThrow(new BusinessRuleViolated(HIGHLIGHT_NEEDS_APPROVAL_MESSAGE));
    expect(given([started]).when(moderate('highlight', 'q1', { moderation: false }), owner)).toEqual([event('QuestionHighlighted')]);
    const approved = [started, event('QuestionApproved')];
    expect(given(approved).when(moderate('highlight'), owner)).toEqual([event('QuestionHighlighted')]);
    expect(given([...approved, event('QuestionHighlighted')]).when(moderate('highlight'), owner)).toEqual([]);
    expect(given([...approved, event('QuestionHighlighted')]).state().highlighted).toBe('q1');
    expect(given([...approved, event('QuestionHighlighted')]).when(moderate('clearHighlight'), owner)).toEqual([event('QuestionHighlightCleared')]);
    expect(given([...approved, event('QuestionHighlighted')]).when(moderate('clearHighlight', 'q2'), owner)).toEqual([]);
  });

  it('takes the highlighted question off the screen when it is answered or dismissed', () => {
    const onScreen = [started, event('QuestionApproved'), event('QuestionHighlighted')];
    expect(given(onScreen).when(moderate('markAnswered'), owner)).toEqual([event('QuestionAnswered'), event('QuestionHighlightCleared')]);
    expect(given(onScreen).when(moderate('dismiss'), owner)).toEqual([event('QuestionDismissed'), event('QuestionHighlightCleared')]);
  });

  it('answers an unknown question 404 and refuses everything once the session has stopped', () => {
    expect(() => given([started]).when(moderate('approve', 'q1', { known: false }), owner)).toThrow(NotFound);
    expect(() => given([started, stopped]).when(moderate('approve'), owner)).toThrow(BusinessRuleViolated);
    expect(() => given([]).when(moderate('approve'), owner)).toThrow(BusinessRuleViolated);
  });
});
