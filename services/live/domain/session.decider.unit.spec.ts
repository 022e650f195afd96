import type { SessionEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { presentingDecider } from './presenting.decider.js';
import { sessionDecider } from './session.decider.js';

const { given } = givenWhenThen(sessionDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 2, startedAt: SPEC_NOW },
};
const member = (audienceId: string) => ({ audienceId, name: audienceId, emoji: '🙂', fields: {} });

describe('session decider', () => {
  it('starts once: a second start keeps the first (two presenter windows racing)', () => {
    const start = { type: 'StartSession' as const, sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free' as const, participantLimit: 2 };
    expect(given([]).when(start, owner)).toEqual([started]);
    expect(given([started]).when(start, owner)).toEqual([]);
  });

  it('leases seats to nodes while seats remain and no more (spec doc 3 §9 participant limits by plan)', () => {
    const toA = given([started]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 1, block: 1 }, owner);
    expect(toA).toEqual([{ type: 'SeatsLeased', data: { sessionId: 's', nodeId: 'a', count: 1, at: SPEC_NOW } }]);
    // Node b wants 5: it gets the one seat left.
    const toB = given([started, ...toA]).when({ type: 'LeaseSeats', nodeId: 'b', wanted: 5, block: 5 }, owner);
    expect(toB).toEqual([{ type: 'SeatsLeased', data: { sessionId: 's', nodeId: 'b', count: 1, at: SPEC_NOW } }]);
    expect(given([started, ...toA, ...toB]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 1, block: 1 }, owner)).toEqual([]);
    // Seats node b gives back can be leased again, and b cannot give back more than it holds.
    const returned = given([started, ...toA, ...toB]).when({ type: 'ReturnSeats', nodeId: 'b', count: 3 }, owner);
    expect(returned).toEqual([{ type: 'SeatsReturned', data: { sessionId: 's', nodeId: 'b', count: 1, at: SPEC_NOW } }]);
    expect(given([started, ...toA, ...toB, ...returned]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 1, block: 1 }, owner)).toHaveLength(1);
  });

  it('leases a block while seats are plenty, an eighth of what is left when they run short, and counts joins from before leases', () => {
    const large: SessionEvent = { ...started, data: { ...started.data, participantLimit: 1000 } } as SessionEvent;
    const count = (events: readonly SessionEvent[]) => (events[0]?.type === 'SeatsLeased' ? events[0].data.count : 0);
    expect(count(given([large]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 3, block: 200 }, owner))).toBe(125);
    const bigLease: SessionEvent = { type: 'SeatsLeased', data: { sessionId: 's', nodeId: 'b', count: 600, at: SPEC_NOW } };
    expect(count(given([large, bigLease]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 3, block: 20 }, owner))).toBe(20);
    expect(count(given([large, bigLease]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 300, block: 20 }, owner))).toBe(300);
    const oldJoin: SessionEvent = { type: 'AudienceAdmitted', data: { ...member('x'), sessionId: 's', presentationId: 'p', admittedAt: SPEC_NOW } };
    expect(count(given([started, oldJoin]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 5, block: 5 }, owner))).toBe(1);
  });

  it('leases nothing once the session has stopped', () => {
    const ended = given([started]).when({ type: 'StopSession' }, owner);
    expect(() => given([started, ...ended]).when({ type: 'LeaseSeats', nodeId: 'a', wanted: 1, block: 1 }, owner)).toThrow(BusinessRuleViolated);
  });

  it('activates a slide, and activating it again decides nothing', () => {
    const activated = given([started]).when({ type: 'ActivateSlide', slideId: 'x' }, owner);
    expect(activated).toEqual([{ type: 'LiveSlideActivated', data: { sessionId: 's', presentationId: 'p', slideId: 'x', activatedAt: SPEC_NOW } }]);
    expect(given([started, ...activated]).when({ type: 'ActivateSlide', slideId: 'x' }, owner)).toEqual([]);
  });

  it('refuses word removal with smart grouping on (spec doc 2 §4)', () => {
    expect(() => given([started]).when({ type: 'RemoveWord', slideId: 'w', text: 'x', smartGrouping: true }, owner)).toThrow(BusinessRuleViolated);
    expect(given([started]).when({ type: 'RemoveWord', slideId: 'w', text: 'x', smartGrouping: false }, owner)).toHaveLength(1);
  });

  it('keeps a word grouping ("Group similar words") while the session is live, and none once it has ended', () => {
    const groups = [{ title: 'Cats', words: ['cat', 'kitten'] }];
    expect(given([started]).when({ type: 'GroupWords', slideId: 'w', groups }, owner)).toEqual([{ type: 'WordCloudWordsGrouped', data: { sessionId: 's', slideId: 'w', groups, at: SPEC_NOW } }]);
    const stopped = given([started]).when({ type: 'StopSession' }, owner);
    expect(given([started, ...stopped]).when({ type: 'GroupWords', slideId: 'w', groups }, owner)).toEqual([]);
  });

  it('approves or rejects a held answer once: a second decision on it decides nothing', () => {
    const approved = given([started]).when({ type: 'ModerateAnswer', slideId: 't', answerId: 'x', approve: true }, owner);
    expect(approved).toEqual([{ type: 'AnswerApproved', data: { sessionId: 's', slideId: 't', answerId: 'x', at: SPEC_NOW } }]);
    expect(given([started, ...approved]).when({ type: 'ModerateAnswer', slideId: 't', answerId: 'x', approve: false }, owner)).toEqual([]);
    expect(given([started]).when({ type: 'ModerateAnswer', slideId: 't', answerId: 'y', approve: false }, owner)).toEqual([
      { type: 'AnswerRejected', data: { sessionId: 's', slideId: 't', answerId: 'y', at: SPEC_NOW } },
    ]);
  });

  it('stops and resumes submissions per slide, and refuses commands once stopped', () => {
    const stopped = given([started]).when({ type: 'StopSubmissions', slideId: 'x' }, owner);
    expect(given([started, ...stopped]).state()).toMatchObject({ stoppedSlides: new Set(['x']) });
    const ended = given([started]).when({ type: 'StopSession' }, owner);
    expect(() => given([started, ...ended]).when({ type: 'ActivateSlide', slideId: 'x' }, owner)).toThrow(BusinessRuleViolated);
    expect(given([started, ...ended]).when({ type: 'StopSession' }, owner)).toEqual([]);
  });
});

describe('presenting decider', () => {
  const { given: givenPresenting } = givenWhenThen(presentingDecider);
  it('keeps one live session per presentation until presenting stops', () => {
    const first = givenPresenting([]).when({ type: 'StartPresenting', presentationId: 'p', sessionId: 's1' }, owner);
    expect(first).toHaveLength(1);
    expect(givenPresenting(first).when({ type: 'StartPresenting', presentationId: 'p', sessionId: 's2' }, owner)).toEqual([]);
    const stopped = givenPresenting(first).when({ type: 'StopPresenting', presentationId: 'p' }, owner);
    expect(stopped).toEqual([{ type: 'PresentingStopped', data: { presentationId: 'p', sessionId: 's1', stoppedAt: SPEC_NOW } }]);
    expect(givenPresenting([...first, ...stopped]).state()).toEqual({ currentSessionId: null, lastSessionId: 's1' });
  });

  it('continues the last session when presenting again, and starts a new one only after clear-slides (issue 26)', () => {
    const first = givenPresenting([]).when({ type: 'StartPresenting', presentationId: 'p', sessionId: 's1' }, owner);
    const stopped = givenPresenting(first).when({ type: 'StopPresenting', presentationId: 'p' }, owner);
    const again = givenPresenting([...first, ...stopped]).when({ type: 'StartPresenting', presentationId: 'p', sessionId: 's2' }, owner);
    expect(again).toEqual([{ type: 'PresentingStarted', data: { presentationId: 'p', sessionId: 's1', startedAt: SPEC_NOW } }]);
    // Clearing while live is refused: the audience is told the session ended first.
    expect(() => givenPresenting([...first, ...stopped, ...again]).when({ type: 'ClearResults', presentationId: 'p' }, owner)).toThrow(BusinessRuleViolated);
    const cleared = givenPresenting([...first, ...stopped]).when({ type: 'ClearResults', presentationId: 'p' }, owner);
    expect(cleared).toEqual([{ type: 'PresentingResultsCleared', data: { presentationId: 'p', sessionId: 's1', clearedAt: SPEC_NOW } }]);
    expect(givenPresenting([...first, ...stopped, ...cleared]).when({ type: 'ClearResults', presentationId: 'p' }, owner)).toEqual([]);
    const fresh = givenPresenting([...first, ...stopped, ...cleared]).when({ type: 'StartPresenting', presentationId: 'p', sessionId: 's2' }, owner);
    expect(fresh).toEqual([{ type: 'PresentingStarted', data: { presentationId: 'p', sessionId: 's2', startedAt: SPEC_NOW } }]);
  });
});

describe('resuming an ended session (issue 26)', () => {
  const stopped: SessionEvent = { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: SPEC_NOW } };
  it('makes an ended session live again once, and refuses a session that never started', () => {
    const resumed = given([started, stopped]).when({ type: 'ResumeSession' }, owner);
    expect(resumed).toEqual([{ type: 'SessionResumed', data: { sessionId: 's', presentationId: 'p', resumedAt: SPEC_NOW } }]);
    expect(given([started, stopped, ...resumed]).state().status).toBe('live');
    expect(given([started, stopped, ...resumed]).when({ type: 'ResumeSession' }, owner)).toEqual([]);
    expect(() => given([]).when({ type: 'ResumeSession' }, owner)).toThrow(BusinessRuleViolated);
  });
});
