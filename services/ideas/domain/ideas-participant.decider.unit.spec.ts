import { IDEAS_MESSAGES, MAX_IDEAS_PER_SLIDE } from '../../../contracts/ideas/constants.js';
import type { IdeasParticipantEvent } from '../../../contracts/ideas/events.js';
import { NOT_ACTIVE_SLIDE_MESSAGE, SUBMISSIONS_CLOSED_MESSAGE } from '../../../contracts/live/constants.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { ideasParticipantDecider, type IdeasContext } from './ideas-participant.decider.js';
import { ideasSlideRules } from './ideas-slide.js';

const { given } = givenWhenThen(ideasParticipantDecider);
const phone = { kind: 'audience' as const, id: 'a1' };
const IDEA_A = '00000000-0000-4000-8000-00000000000a';
const IDEA_B = '00000000-0000-4000-8000-00000000000b';
const IDEA_C = '00000000-0000-4000-8000-00000000000c';

function context(changes: Partial<IdeasContext> = {}): IdeasContext {
  return {
    sessionId: 's',
    presentationId: 'p',
    audienceId: 'a1',
    activeSlideId: 'ideas',
    audiencePacing: false,
    submissionsStopped: false,
    slide: ideasSlideRules({ id: 'ideas', limitChoice: 2, entriesPerParticipant: 2 }),
    stage: 'submission',
    ideasOnSlide: 0,
    ideaIds: new Set([IDEA_A, IDEA_B, IDEA_C]),
    ...changes,
  };
}

const on = { sessionId: 's', presentationId: 'p', slideId: 'ideas', audienceId: 'a1' };
const submitted = (ideaId: string, text = 'An idea'): IdeasParticipantEvent => ({ type: 'IdeaSubmitted', data: { ...on, ideaId, text, submittedAt: SPEC_NOW } });
const cast = (voteId: string, ideaId: string, firstVoteOnSlide = false): IdeasParticipantEvent => ({
  type: 'IdeaVoteCast',
  data: { ...on, voteId, ideaId, firstVoteOnSlide, castAt: SPEC_NOW },
});
const submit = (ideaId: string, text: string, changes: Partial<IdeasContext> = {}) => ({ type: 'SubmitIdea' as const, ideaId, text, context: context(changes) });
const voting = { stage: 'voting' as const };
const vote = (voteId: string, ideaId: string, changes: Partial<IdeasContext> = voting) => ({ type: 'CastIdeaVote' as const, voteId, ideaId, context: context(changes) });
const unvote = (voteId: string, ideaId: string) => ({ type: 'WithdrawIdeaVote' as const, voteId, ideaId, context: context(voting) });

function refusal(run: () => unknown): { type: string; message: string } {
  try {
    run();
  } catch (error) {
    return { type: (error as Error).constructor.name, message: (error as Error).message };
  }
  throw new Error('The command was not refused');
}

describe('ideas: a person\'s ideas (spec doc 2 §4 "Ideas stages: submission, voting, result")', () => {
  it('takes an idea at the submission stage, trimmed, on the person\'s own stream', () => {
    expect(given([]).when(submit(IDEA_A, '  Four-day week  '), phone)).toEqual([submitted(IDEA_A, 'Four-day week')]);
  });

  it('takes no idea once the presenter moved on to voting or the result (doc 2 §4 stages)', () => {
    expect(refusal(() => given([]).when(submit(IDEA_A, 'Late', voting), phone))).toEqual({ type: 'BusinessRuleViolated', message: IDEAS_MESSAGES.notCollecting });
    expect(refusal(() => given([]).when(submit(IDEA_A, 'Late', { stage: 'result' }), phone))).toEqual({ type: 'BusinessRuleViolated', message: IDEAS_MESSAGES.notCollecting });
  });

  it('takes at most 200 ideas on a slide, everyone\'s together (doc 2 §5 and §9 "Maximum ideas 200")', () => {
    expect(given([]).when(submit(IDEA_A, 'Last place', { ideasOnSlide: MAX_IDEAS_PER_SLIDE - 1 }), phone)).toHaveLength(1);
    expect(refusal(() => given([]).when(submit(IDEA_A, 'One too many', { ideasOnSlide: MAX_IDEAS_PER_SLIDE }), phone))).toEqual({
      type: 'BusinessRuleViolated',
      message: IDEAS_MESSAGES.slideFull,
    });
  });

  it('takes entriesPerParticipant ideas from one person (doc 2 §3 slide field entriesPerParticipant)', () => {
    expect(given([submitted(IDEA_A)]).when(submit(IDEA_B, 'Second'), phone)).toHaveLength(1);
    expect(refusal(() => given([submitted(IDEA_A), submitted(IDEA_B)]).when(submit(IDEA_C, 'Third'), phone)).message).toBe(IDEAS_MESSAGES.tooManyIdeas(2));
    const oneEach = { slide: ideasSlideRules({ id: 'ideas', entriesPerParticipant: 1 }) };
    expect(refusal(() => given([submitted(IDEA_A)]).when(submit(IDEA_B, 'Second', oneEach), phone)).message).toBe(IDEAS_MESSAGES.oneIdea);
  });

  it('decides nothing for a re-sent idea, even after the stage moved on (re-sent commands are not counted twice)', () => {
    expect(given([submitted(IDEA_A)]).when(submit(IDEA_A, 'An idea'), phone)).toEqual([]);
    expect(given([submitted(IDEA_A)]).when(submit(IDEA_A, 'An idea', voting), phone)).toEqual([]);
  });

  it('refuses an empty idea with the field it names (400)', () => {
    expect(() => given([]).when(submit(IDEA_A, '   '), phone)).toThrow(ValidationFailed);
  });

  it('takes ideas on the slide on screen only, unless the audience sets its own pace, and not once submissions stopped', () => {
    expect(refusal(() => given([]).when(submit(IDEA_A, 'Elsewhere', { activeSlideId: 'poll' }), phone)).message).toBe(NOT_ACTIVE_SLIDE_MESSAGE);
    expect(given([]).when(submit(IDEA_A, 'At my pace', { activeSlideId: 'poll', audiencePacing: true }), phone)).toHaveLength(1);
    expect(refusal(() => given([]).when(submit(IDEA_A, 'Closed', { submissionsStopped: true }), phone)).message).toBe(SUBMISSIONS_CLOSED_MESSAGE);
  });
});

describe('ideas: votes (spec doc 2 §5 "limitChoice: for ideas clamped between 1 and 20 votes")', () => {
  it('reads limitChoice clamped to 1..20 (3 when the slide has none), and entriesPerParticipant at least 1', () => {
    expect(ideasSlideRules({ id: 'x', limitChoice: 0 }).voteLimit).toBe(1);
    expect(ideasSlideRules({ id: 'x', limitChoice: -5 }).voteLimit).toBe(1);
    expect(ideasSlideRules({ id: 'x', limitChoice: 25 }).voteLimit).toBe(20);
    expect(ideasSlideRules({ id: 'x', limitChoice: 7 }).voteLimit).toBe(7);
    expect(ideasSlideRules({ id: 'x' })).toEqual({ id: 'x', voteLimit: 3, ideasPerPerson: 1 });
  });

  it('casts votes up to the limit and refuses the next one', () => {
    const first = given([]).when(vote('v1', IDEA_A), phone);
    expect(first).toEqual([cast('v1', IDEA_A, true)]);
    const second = given(first).when(vote('v2', IDEA_B), phone);
    expect(second).toEqual([cast('v2', IDEA_B, false)]);
    expect(refusal(() => given([...first, ...second]).when(vote('v3', IDEA_C), phone))).toEqual({ type: 'BusinessRuleViolated', message: IDEAS_MESSAGES.outOfVotes(2) });
  });

  it('at the clamp\'s ends: one vote with limitChoice 0, twenty with limitChoice 99', () => {
    const one = { ...voting, slide: ideasSlideRules({ id: 'ideas', limitChoice: 0 }) };
    expect(refusal(() => given([cast('v1', IDEA_A, true)]).when(vote('v2', IDEA_B, one), phone)).message).toBe(IDEAS_MESSAGES.outOfVotes(1));
    const ideaIds = new Set(Array.from({ length: 21 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`));
    const twenty = { ...voting, slide: ideasSlideRules({ id: 'ideas', limitChoice: 99 }), ideaIds };
    const [twentyFirst, ...first20] = [...ideaIds].reverse();
    const history = first20.map((ideaId, index) => cast(`v${index}`, ideaId, index === 0));
    expect(refusal(() => given(history).when(vote('v-last', twentyFirst!, twenty), phone)).message).toBe(IDEAS_MESSAGES.outOfVotes(20));
  });

  it('takes one vote per idea per person', () => {
    expect(refusal(() => given([cast('v1', IDEA_A, true)]).when(vote('v2', IDEA_A), phone)).message).toBe(IDEAS_MESSAGES.alreadyVoted);
  });

  it('takes a vote back, which frees it for another idea; a vote not cast cannot be taken back', () => {
    const history = [cast('v1', IDEA_A, true), cast('v2', IDEA_B)];
    const withdrawn = given(history).when(unvote('v3', IDEA_A), phone);
    expect(withdrawn).toEqual([{ type: 'IdeaVoteWithdrawn', data: { ...on, voteId: 'v3', ideaId: IDEA_A, withdrawnAt: SPEC_NOW } }]);
    // The person counted as a voter once: a vote after taking one back is not their first.
    expect(given([...history, ...withdrawn]).when(vote('v4', IDEA_C), phone)).toEqual([cast('v4', IDEA_C, false)]);
    expect(refusal(() => given([]).when(unvote('v5', IDEA_A), phone)).message).toBe(IDEAS_MESSAGES.notVoted);
  });

  it('votes only at the voting stage (doc 2 §4 stages)', () => {
    expect(refusal(() => given([]).when(vote('v1', IDEA_A, { stage: 'submission' }), phone)).message).toBe(IDEAS_MESSAGES.notVoting);
    expect(refusal(() => given([]).when(vote('v1', IDEA_A, { stage: 'result' }), phone)).message).toBe(IDEAS_MESSAGES.notVoting);
  });

  it('answers a vote for an idea the slide does not have as not found', () => {
    expect(() => given([]).when(vote('v1', '00000000-0000-4000-8000-0000000000ff'), phone)).toThrow(NotFound);
  });

  it('decides nothing for a re-sent vote or withdrawal (re-sent commands are not counted twice)', () => {
    expect(given([cast('v1', IDEA_A, true)]).when(vote('v1', IDEA_A), phone)).toEqual([]);
    const withdrawal: IdeasParticipantEvent = { type: 'IdeaVoteWithdrawn', data: { ...on, voteId: 'v2', ideaId: IDEA_A, withdrawnAt: SPEC_NOW } };
    expect(given([cast('v1', IDEA_A, true), withdrawal]).when(unvote('v2', IDEA_A), phone)).toEqual([]);
  });

  it('refuses a vote on a slide that is not on screen, or whose submissions stopped', () => {
    expect(() => given([]).when(vote('v1', IDEA_A, { ...voting, activeSlideId: 'other' }), phone)).toThrow(BusinessRuleViolated);
    expect(() => given([]).when(vote('v1', IDEA_A, { ...voting, submissionsStopped: true }), phone)).toThrow(BusinessRuleViolated);
  });
});
