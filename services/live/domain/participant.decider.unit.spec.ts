import type { AnswerValue } from '../../../contracts/live/answers.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { LiveSlideRules } from './live-slide.js';
import { participantDecider, type AnsweringContext } from './participant.decider.js';

const { given } = givenWhenThen(participantDecider);
const ann = { kind: 'audience' as const, id: 'a1' };
const poll: LiveSlideRules = { id: 's1', type: 'poll', optionIds: ['o1', 'o2', 'o3'], multipleChoice: false, limitChoice: 1, entriesPerParticipant: 1, openEndedMultipleOption: false, scaleMin: 1, scaleMax: 5 };
const context = (slide: LiveSlideRules, overrides: Partial<AnsweringContext> = {}): AnsweringContext => ({
  sessionId: 'sess', presentationId: 'p1', audienceId: 'a1', activeSlideId: slide.id, submissionsStopped: false, audiencePacing: false, privateMode: false, heldForApproval: false, slide, ...overrides,
});
const submit = (answerId: string, value: AnswerValue, slide: LiveSlideRules = poll, overrides: Partial<AnsweringContext> = {}) =>
  ({ type: 'SubmitAnswer' as const, answerId, value, context: context(slide, overrides) });
const answered = (answerId: string, value: AnswerValue, slide = poll, firstForSlide = true): ParticipantEvent => ({
  type: 'AnswerSubmitted',
  data: { sessionId: 'sess', presentationId: 'p1', audienceId: 'a1', answerId, slideId: slide.id, slideType: slide.type, value, firstForSlide, submittedAt: SPEC_NOW },
});

describe('participant decider (issue 5: answers on per-participant streams)', () => {
  it('given nothing, when a poll answer arrives, then AnswerSubmitted as the first answer to the slide', () => {
    expect(given([]).when(submit('x1', { kind: 'choice', optionIds: ['o2'] }), ann)).toEqual([answered('x1', { kind: 'choice', optionIds: ['o2'] })]);
  });

  it('given an answer, when the same answerId comes again, then nothing (same ack, no second event)', () => {
    const first = answered('x1', { kind: 'choice', optionIds: ['o2'] });
    expect(given([first]).when(submit('x1', { kind: 'choice', optionIds: ['o2'] }), ann)).toEqual([]);
  });

  it('given an answer to a single-answer poll, when a second answer comes, then 422 "You have already answered this question."', () => {
    const first = answered('x1', { kind: 'choice', optionIds: ['o2'] });
    expect(() => given([first]).when(submit('x2', { kind: 'choice', optionIds: ['o1'] }), ann)).toThrow(new BusinessRuleViolated('You have already answered this question.'));
  });

  it('refuses two options on a single-choice poll and more than limitChoice on a multiple-choice one (spec doc 2 §3 limitChoice)', () => {
    expect(() => given([]).when(submit('x1', { kind: 'choice', optionIds: ['o1', 'o2'] }), ann)).toThrow(ValidationFailed);
    const multi = { ...poll, type: 'multipleChoice', multipleChoice: true, limitChoice: 2 };
    expect(given([]).when(submit('x1', { kind: 'choice', optionIds: ['o1', 'o3'] }, multi), ann)).toHaveLength(1);
    expect(() => given([]).when(submit('x2', { kind: 'choice', optionIds: ['o1', 'o2', 'o3'] }, multi), ann)).toThrow(ValidationFailed);
  });

  it('refuses an unknown option, a wrong answer kind, an inactive slide and a stopped slide', () => {
    expect(() => given([]).when(submit('x', { kind: 'choice', optionIds: ['nope'] }), ann)).toThrow(ValidationFailed);
    expect(() => given([]).when(submit('x', { kind: 'text', text: 'hi' }), ann)).toThrow(ValidationFailed);
    expect(() => given([]).when(submit('x', { kind: 'choice', optionIds: ['o1'] }, poll, { activeSlideId: 'other' }), ann)).toThrow(BusinessRuleViolated);
    expect(() => given([]).when(submit('x', { kind: 'choice', optionIds: ['o1'] }, poll, { submissionsStopped: true }), ann)).toThrow(BusinessRuleViolated);
  });

  it('with audience pacing, accepts answers to a slide that is not on screen', () => {
    expect(given([]).when(submit('x', { kind: 'choice', optionIds: ['o1'] }, poll, { activeSlideId: 'other', audiencePacing: true }), ann)).toHaveLength(1);
  });

  const cloud: LiveSlideRules = { ...poll, id: 'w1', type: 'wordCloud', optionIds: [], entriesPerParticipant: 3 };

  it('normalises word cloud words: trimmed, lower-cased, cut to 25 characters (spec doc 2 §5)', () => {
    const [event] = given([]).when(submit('w', { kind: 'words', words: ['  Hello World ', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123'] }, cloud), ann);
    expect(event!.type === 'AnswerSubmitted' && event!.data.value).toEqual({ kind: 'words', words: ['hello world', 'abcdefghijklmnopqrstuvwxy'] });
  });

  it('counts word cloud entries across answers against entriesPerParticipant', () => {
    const first = answered('w1', { kind: 'words', words: ['a', 'b'] }, cloud);
    const [second] = given([first]).when(submit('w2', { kind: 'words', words: ['c'] }, cloud), ann);
    expect(second!.type === 'AnswerSubmitted' && second!.data.firstForSlide).toBe(false);
    expect(() => given([first]).when(submit('w3', { kind: 'words', words: ['c', 'd'] }, cloud), ann)).toThrow(BusinessRuleViolated);
  });

  it('takes several open-ended answers per person when the slide allows more than one, up to entriesPerParticipant', () => {
    const openEnded: LiveSlideRules = { ...poll, id: 't1', type: 'openEnded', optionIds: [], openEndedMultipleOption: true, entriesPerParticipant: 2 };
    const first = answered('t1', { kind: 'text', text: 'Faster builds' }, openEnded);
    const [second] = given([first]).when(submit('t2', { kind: 'text', text: 'Fewer meetings' }, openEnded), ann);
    expect(second!.type === 'AnswerSubmitted' && second!.data).toMatchObject({ value: { kind: 'text', text: 'Fewer meetings' }, firstForSlide: false });
    const both = [first, answered('t2', { kind: 'text', text: 'Fewer meetings' }, openEnded, false)];
    expect(() => given(both).when(submit('t3', { kind: 'text', text: 'More coffee' }, openEnded), ann)).toThrow(new BusinessRuleViolated('You have already sent your 2 entries to this question.'));
    // Without the switch, the second answer is refused as before.
    const single = { ...openEnded, openEndedMultipleOption: false };
    expect(() => given([answered('t1', { kind: 'text', text: 'Faster builds' }, single)]).when(submit('t2', { kind: 'text', text: 'x' }, single), ann)).toThrow(
      new BusinessRuleViolated('You have already answered this question.'),
    );
  });

  it('checks ratings against the scale bounds', () => {
    const scale: LiveSlideRules = { ...poll, id: 'r1', type: 'scale', scaleMin: 1, scaleMax: 5 };
    expect(given([]).when(submit('r', { kind: 'rating', ratings: { o1: 5, o2: 1 } }, scale), ann)).toHaveLength(1);
    expect(() => given([]).when(submit('r', { kind: 'rating', ratings: { o1: 6 } }, scale), ann)).toThrow(ValidationFailed);
  });

  it('records a reaction once per reaction id', () => {
    const react = { type: 'SendReaction' as const, reactionId: 'r1', reaction: 'heart' as const, sessionId: 'sess', presentationId: 'p1', audienceId: 'a1', slideId: 's1', privateMode: false };
    const events = given([]).when(react, ann);
    expect(events).toHaveLength(1);
    expect(given(events).when(react, ann)).toEqual([]);
  });

  it('in private mode, refuses answers and reactions with the reason', () => {
    const message = 'This presentation is private right now. The presenter has turned off joining and answering.';
    expect(() => given([]).when(submit('x', { kind: 'choice', optionIds: ['o1'] }, poll, { privateMode: true }), ann)).toThrow(new BusinessRuleViolated(message));
    const react = { type: 'SendReaction' as const, reactionId: 'r1', reaction: 'heart' as const, sessionId: 'sess', presentationId: 'p1', audienceId: 'a1', slideId: 's1', privateMode: true };
    expect(() => given([]).when(react, ann)).toThrow(new BusinessRuleViolated(message));
  });

  it('holds an answer for the presenter\'s approval while the slide is moderated', () => {
    const openEnded: LiveSlideRules = { ...poll, id: 't1', type: 'openEnded', optionIds: [] };
    const [event] = given([]).when(submit('t', { kind: 'text', text: 'Hello' }, openEnded, { heldForApproval: true }), ann);
    expect(event!.type === 'AnswerSubmitted' && event!.data.held).toBe(true);
    const [shown] = given([]).when(submit('t', { kind: 'text', text: 'Hello' }, openEnded), ann);
    expect(shown!.type === 'AnswerSubmitted' && 'held' in shown!.data).toBe(false);
  });
});
