import type { IdeasSessionEvent } from '../../../contracts/ideas/events.js';
import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { ideasStageDecider, ideasStageOf } from './ideas-stage.decider.js';

const { given } = givenWhenThen(ideasStageDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const started = {
  type: 'SessionStarted',
  data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 50, startedAt: SPEC_NOW },
} as const satisfies SessionEvent;
const stopped = { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: SPEC_NOW } } as const satisfies SessionEvent;
const history = (...events: (SessionEvent | IdeasSessionEvent)[]) => events as unknown as IdeasSessionEvent[];
const move = (stage: 'submission' | 'voting' | 'result') => ({ type: 'MoveIdeasStage' as const, slideId: 'ideas', stage });
const changed = (stage: 'submission' | 'voting' | 'result'): IdeasSessionEvent => ({
  type: 'IdeasStageChanged',
  data: { sessionId: 's', presentationId: 'p', slideId: 'ideas', stage, at: SPEC_NOW },
});

describe('ideas stages (spec doc 2 §4 "Ideas stages: submission, voting, result")', () => {
  it('starts collecting ideas, and the presenter moves it to voting and then to the result', () => {
    expect(ideasStageOf(given(history(started)).state(), 'ideas')).toBe('submission');
    expect(given(history(started)).when(move('voting'), owner)).toEqual([changed('voting')]);
    expect(given(history(started, changed('voting'))).when(move('result'), owner)).toEqual([changed('result')]);
    expect(ideasStageOf(given(history(started, changed('voting'), changed('result'))).state(), 'ideas')).toBe('result');
  });

  it('lets the presenter go back a stage (reopen voting, collect more ideas)', () => {
    expect(given(history(started, changed('result'))).when(move('voting'), owner)).toEqual([changed('voting')]);
    expect(given(history(started, changed('voting'))).when(move('submission'), owner)).toEqual([changed('submission')]);
  });

  it('decides nothing for the stage the slide is at already (a second click, a re-sent request)', () => {
    expect(given(history(started)).when(move('submission'), owner)).toEqual([]);
    expect(given(history(started, changed('voting'))).when(move('voting'), owner)).toEqual([]);
  });

  it('moves stages only while the session is live', () => {
    expect(() => given([]).when(move('voting'), owner)).toThrow(NOT_LIVE_MESSAGE);
    expect(() => given(history(started, stopped)).when(move('voting'), owner)).toThrow(NOT_LIVE_MESSAGE);
  });
});
