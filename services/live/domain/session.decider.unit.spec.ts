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

  it('admits joins while seats remain and no more (spec doc 3 §9 participant limits by plan)', () => {
    const admitted = given([started]).when({ type: 'AdmitAudience', members: [member('a'), member('b'), member('c')] }, owner);
    expect(admitted.map((event) => event.type === 'AudienceAdmitted' && event.data.audienceId)).toEqual(['a', 'b']);
    expect(given([started, ...admitted]).when({ type: 'AdmitAudience', members: [member('d')] }, owner)).toEqual([]);
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
});
