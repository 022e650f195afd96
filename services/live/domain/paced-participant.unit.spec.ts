import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { NOT_SELF_PACED_MESSAGE } from '../../../contracts/live/pacing.js';
import { QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { AskedQuestion } from '../../../contracts/quiz/question.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import type { LiveSlideRules } from './live-slide.js';
import type { PacingMove } from './paced-participant.js';
import { participantDecider } from './participant.decider.js';

const { given } = givenWhenThen(participantDecider);
const ann = { kind: 'audience' as const, id: 'a1' };
const on = { sessionId: 'sess', presentationId: 'p1', audienceId: 'a1' };
const asked = (slideId: string): AskedQuestion => ({
  slideId,
  slideType: 'pickAnswer',
  kind: 'choice',
  timeLimitSeconds: 20,
  play: { kind: 'choice', multiple: false, options: [{ id: 'right', title: 'Right', image: null }, { id: 'wrong', title: 'Wrong', image: null }] },
  key: { kind: 'choice', optionIds: ['right'] },
});
const move = (to: PacingMove['to'], overrides: Partial<PacingMove> = {}) => ({
  type: 'MovePaced' as const,
  move: { ...on, to, audiencePacing: true, slideIds: ['q1', 'text', 'q2'], ask: (slideId: string) => (slideId.startsWith('q') ? asked(slideId) : null), ...overrides },
});
const later = (ms: number) => new Date(Date.parse(SPEC_NOW) + ms).toISOString();
const opened = (slideId: string, number: number, at = SPEC_NOW): ParticipantEvent => ({
  type: 'PacedQuestionOpened',
  data: { ...on, slideId, number, question: asked(slideId), openedAt: at, closesAt: new Date(Date.parse(at) + 20_000).toISOString() },
});
const quiz = (slideId: string): LiveSlideRules => ({ id: slideId, type: 'pickAnswer', optionIds: ['right', 'wrong'], multipleChoice: false, limitChoice: 1, entriesPerParticipant: 1, scaleMin: 1, scaleMax: 5, openEndedMultipleOption: false });
const answer = (slideId: string, answerId = 'x1') => ({
  type: 'SubmitAnswer' as const,
  answerId,
  value: { kind: 'choice' as const, optionIds: ['right'] },
  context: { ...on, activeSlideId: 'elsewhere', submissionsStopped: false, audiencePacing: true, privateMode: false, heldForApproval: false, slide: quiz(slideId) },
});

describe('self-paced participant (issue 22: phones at their own pace)', () => {
  it('given a late joiner, when they open the session, then they start at the first slide, and a question opens on their own clock', () => {
    expect(given([]).when(move('current'), ann)).toEqual([opened('q1', 1)]);
  });

  it('moves on to the next slide; a question reached for the first time opens with the next number; the last slide stays the last', () => {
    const history = [opened('q1', 1), { type: 'PacedSlideOpened' as const, data: { ...on, slideId: 'text', openedAt: SPEC_NOW } }];
    expect(given([opened('q1', 1)]).when(move('next'), ann)).toEqual([history[1]]);
    expect(given(history).when(move('next'), ann, later(5_000))).toEqual([opened('q2', 2, later(5_000))]);
    expect(given([...history, opened('q2', 2)]).when(move('next'), ann)).toEqual([]);
  });

  it('goes back to a question without asking it again', () => {
    const history = [opened('q1', 1), { type: 'PacedSlideOpened' as const, data: { ...on, slideId: 'text', openedAt: SPEC_NOW } }];
    expect(given(history).when(move('previous'), ann)).toEqual([{ type: 'PacedSlideOpened', data: { ...on, slideId: 'q1', openedAt: SPEC_NOW } }]);
  });

  it('refuses moves when the session is not self-paced', () => {
    expect(() => given([]).when(move('next', { audiencePacing: false }), ann)).toThrow(new BusinessRuleViolated(NOT_SELF_PACED_MESSAGE));
  });

  it('takes an answer up to the own closing time of the person, by the server time of the answer', () => {
    expect(given([opened('q1', 1)]).when(answer('q1'), ann, later(20_000))).toHaveLength(1);
    expect(() => given([opened('q1', 1)]).when(answer('q1'), ann, later(20_001))).toThrow(new BusinessRuleViolated(QUIZ_MESSAGES.timeUp));
  });

  it('refuses a question the person has not opened, and one they left for a later question', () => {
    expect(() => given([opened('q1', 1)]).when(answer('q2'), ann)).toThrow(new BusinessRuleViolated(QUIZ_MESSAGES.notStarted));
    expect(() => given([opened('q1', 1), opened('q2', 2)]).when(answer('q1'), ann)).toThrow(new BusinessRuleViolated(QUIZ_MESSAGES.timeUp));
  });
});
