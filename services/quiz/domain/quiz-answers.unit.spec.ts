import type { AnswerValue } from '../../../contracts/live/answers.js';
import type { QuizPlay } from '../../../contracts/quiz/question.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { LiveSlideRules } from '../../live/domain/live-slide.js';
import { participantDecider, type AnsweringContext } from '../../live/domain/participant.decider.js';
import type { QuizAnswerWindow } from '../../live/domain/quiz-run.js';

/** Quiz answers on the participant's own stream: the window, the server's clock, and each answer kind. */
const { given } = givenWhenThen(participantDecider);
const audience = { kind: 'audience' as const, id: 'a1' };
const plus = (ms: number) => new Date(Date.parse(SPEC_NOW) + ms).toISOString();
const slide = (id: string, type: string): LiveSlideRules => ({ id, type, optionIds: [], multipleChoice: false, limitChoice: 1, entriesPerParticipant: 1, openEndedMultipleOption: false, scaleMin: 1, scaleMax: 5 });
const item = (id: string) => ({ id, title: id, image: null });
const window = (slideId: string, play: QuizPlay, open = true): QuizAnswerWindow => ({ slideId, open, startedAt: SPEC_NOW, closesAt: plus(20_000), play });
const submit = (rules: LiveSlideRules, value: AnswerValue, quiz: QuizAnswerWindow | null, answerId = 'x1') => ({
  type: 'SubmitAnswer' as const,
  answerId,
  value,
  context: { sessionId: 's', presentationId: 'p', audienceId: 'a1', activeSlideId: rules.id, submissionsStopped: false, audiencePacing: false, privateMode: false, heldForApproval: false, slide: rules, quiz } satisfies AnsweringContext,
});

const pick = slide('q1', 'pickAnswer');
const choicePlay: QuizPlay = { kind: 'choice', multiple: false, options: [item('o1'), item('o2')] };

describe('quiz answers (participant decider)', () => {
  it('takes an answer while the question runs and stamps it with the server time', () => {
    const [event] = given([]).when(submit(pick, { kind: 'choice', optionIds: ['o2'] }, window('q1', choicePlay)), audience, plus(3_250));
    expect(event).toMatchObject({ type: 'AnswerSubmitted', data: { slideId: 'q1', slideType: 'pickAnswer', submittedAt: plus(3_250) } });
  });

  it('refuses before the question starts, after it ended, and after its closing time by the server clock', () => {
    const answer = { kind: 'choice' as const, optionIds: ['o1'] };
    expect(() => given([]).when(submit(pick, answer, null), audience)).toThrow(new BusinessRuleViolated('This question has not started yet.'));
    expect(() => given([]).when(submit(pick, answer, window('q1', choicePlay, false)), audience)).toThrow(new BusinessRuleViolated('Time is up for this question.'));
    expect(() => given([]).when(submit(pick, answer, window('q1', choicePlay)), audience, plus(20_001))).toThrow(new BusinessRuleViolated('Time is up for this question.'));
    expect(given([]).when(submit(pick, answer, window('q1', choicePlay)), audience, plus(20_000))).toHaveLength(1);
  });

  it('takes one answer per question; the same answer id again is the same ack, nothing more', () => {
    const first = given([]).when(submit(pick, { kind: 'choice', optionIds: ['o1'] }, window('q1', choicePlay)), audience);
    expect(given(first).when(submit(pick, { kind: 'choice', optionIds: ['o1'] }, window('q1', choicePlay)), audience)).toEqual([]);
    expect(() => given(first).when(submit(pick, { kind: 'choice', optionIds: ['o2'] }, window('q1', choicePlay), 'x2'), audience)).toThrow(BusinessRuleViolated);
  });

  it('checks a choice against the question: known options, one unless multiple', () => {
    expect(() => given([]).when(submit(pick, { kind: 'choice', optionIds: ['o1', 'o2'] }, window('q1', choicePlay)), audience)).toThrow(ValidationFailed);
    expect(() => given([]).when(submit(pick, { kind: 'choice', optionIds: ['zz'] }, window('q1', choicePlay)), audience)).toThrow(ValidationFailed);
    const multiple = window('q1', { ...choicePlay, multiple: true });
    expect(given([]).when(submit(pick, { kind: 'choice', optionIds: ['o1', 'o2'] }, multiple), audience)).toHaveLength(1);
  });

  it('takes an order only as every item once', () => {
    const order = slide('q2', 'correctOrder');
    const play: QuizPlay = { kind: 'order', items: [item('a'), item('b'), item('c')] };
    expect(given([]).when(submit(order, { kind: 'order', optionIds: ['c', 'a', 'b'] }, window('q2', play)), audience)).toHaveLength(1);
    expect(() => given([]).when(submit(order, { kind: 'order', optionIds: ['a', 'b'] }, window('q2', play)), audience)).toThrow(ValidationFailed);
    expect(() => given([]).when(submit(order, { kind: 'order', optionIds: ['a', 'a', 'b'] }, window('q2', play)), audience)).toThrow(ValidationFailed);
  });

  it('takes pairs from known sides, each right-hand item once; a partial matching is allowed', () => {
    const pairs = slide('q3', 'matchPairs');
    const play: QuizPlay = { kind: 'pairs', left: [item('o1'), item('o2')], right: [item('r1'), item('r2')] };
    expect(given([]).when(submit(pairs, { kind: 'pairs', pairs: { o1: 'r2' } }, window('q3', play)), audience)).toHaveLength(1);
    expect(() => given([]).when(submit(pairs, { kind: 'pairs', pairs: { o1: 'r1', o2: 'r1' } }, window('q3', play)), audience)).toThrow(ValidationFailed);
    expect(() => given([]).when(submit(pairs, { kind: 'pairs', pairs: { o9: 'r1' } }, window('q3', play)), audience)).toThrow(ValidationFailed);
  });

  it('takes categories of known items and categories', () => {
    const sort = slide('q4', 'categorise');
    const play: QuizPlay = { kind: 'categories', categories: [{ id: 'c1', title: 'A' }], items: [item('i1'), item('i2')] };
    expect(given([]).when(submit(sort, { kind: 'categories', items: { i1: 'c1', i2: 'c1' } }, window('q4', play)), audience)).toHaveLength(1);
    expect(() => given([]).when(submit(sort, { kind: 'categories', items: { i1: 'c9' } }, window('q4', play)), audience)).toThrow(ValidationFailed);
  });

  it('takes a typed answer, trimmed; a pickAnswer acting as typeAnswer answers as a type answer', () => {
    const [event] = given([]).when(submit(slide('q5', 'typeAnswer'), { kind: 'typed', text: '  New York ' }, window('q5', { kind: 'typed' })), audience);
    expect(event).toMatchObject({ data: { value: { kind: 'typed', text: 'New York' }, slideType: 'typeAnswer' } });
    expect(() => given([]).when(submit(slide('q5', 'typeAnswer'), { kind: 'choice', optionIds: ['o1'] }, window('q5', { kind: 'typed' })), audience)).toThrow(ValidationFailed);
  });

  it('a quiz answer kind on a poll is refused', () => {
    expect(() => given([]).when(submit(slide('p1', 'poll'), { kind: 'typed', text: 'x' }, null), audience)).toThrow(ValidationFailed);
  });
});
