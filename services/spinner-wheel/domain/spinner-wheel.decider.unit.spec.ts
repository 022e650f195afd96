import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import type { SessionEvent } from '../../../contracts/live/events.js';
import { SPINNER_MESSAGES } from '../../../contracts/spinner-wheel/constants.js';
import type { SpinnerWheelEvent, WheelEntry } from '../../../contracts/spinner-wheel/events.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { spinnerWheelDecider, type SpinnerWheelCommand, type WheelSource } from './spinner-wheel.decider.js';
import { isSpinning, wheelEntries, wheelOf } from './wheel.js';

const { given } = givenWhenThen(spinnerWheelDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const started = {
  type: 'SessionStarted',
  data: { sessionId: 's', presentationId: 'p', ownerId: 'owner', plan: 'free', participantLimit: 50, startedAt: SPEC_NOW },
} as const satisfies SessionEvent;
const stoppedSession = { type: 'SessionStopped', data: { sessionId: 's', presentationId: 'p', stoppedAt: SPEC_NOW } } as const satisfies SessionEvent;
const history = (...events: (SessionEvent | SpinnerWheelEvent)[]) => events as unknown as SpinnerWheelEvent[];
const at = (seconds: number) => new Date(Date.parse(SPEC_NOW) + seconds * 1000).toISOString();

const entries = (...titles: string[]): WheelEntry[] => titles.map((title) => ({ id: title.toLowerCase(), title }));
const source = (changes: Partial<WheelSource> = {}): WheelSource => ({ slideId: 'wheel', authored: entries('Ada', 'Grace', 'Alan', 'Edsger'), joined: [], slide: {}, ...changes });
const spin = (spinId: string, random: number, changes: Partial<Extract<SpinnerWheelCommand, { type: 'SpinWheel' }>> = {}): SpinnerWheelCommand => ({
  type: 'SpinWheel',
  spinId,
  random,
  source: source(),
  ...changes,
});
const update = (changes: Partial<Extract<SpinnerWheelCommand, { type: 'UpdateWheel' }>>): SpinnerWheelCommand => ({
  type: 'UpdateWheel',
  source: source(),
  removeEntryIds: [],
  restoreEntries: false,
  ...changes,
});
const on = { sessionId: 's', presentationId: 'p', slideId: 'wheel' };
const spun = (spinId: string, winner: string, winnerIndex: number, entryCount = 4, durationSeconds = 10): SpinnerWheelEvent => ({
  type: 'SpinnerWheelSpun',
  data: {
    ...on,
    spinId,
    winner: { id: winner.toLowerCase(), title: winner },
    winnerIndex,
    entryCount,
    durationSeconds,
    spins: 7,
    startedAt: SPEC_NOW,
    landsAt: at(durationSeconds),
  },
});

describe('spinner wheel: spin (spec doc 2 §4 "Spinner wheel: spin, stop and update actions")', () => {
  it('draws the winner in the event from the random number it is given, so every screen lands on the same entry', () => {
    expect(given(history(started)).when(spin('spin-1', 0.5), owner)).toEqual([spun('spin-1', 'Alan', 2)]);
    expect(given(history(started)).when(spin('spin-1', 0), owner)[0]).toMatchObject({ data: { winner: { title: 'Ada' }, winnerIndex: 0 } });
    expect(given(history(started)).when(spin('spin-1', 0.999_999), owner)[0]).toMatchObject({ data: { winner: { title: 'Edsger' }, winnerIndex: 3 } });
  });

  it('spins 10 s and 7 turns by default, the slide\'s spin time and turns when set (doc 2 §9 spinner wheel defaults)', () => {
    const [byDefault] = given(history(started)).when(spin('a', 0.1), owner);
    expect(byDefault).toMatchObject({ data: { durationSeconds: 10, spins: 7, startedAt: SPEC_NOW, landsAt: at(10) } });
    const [bySlide] = given(history(started)).when(spin('b', 0.1, { source: source({ slide: { spinDuration: 30, spinCount: 3 } }) }), owner);
    expect(bySlide).toMatchObject({ data: { durationSeconds: 30, spins: 3, landsAt: at(30) } });
  });

  it('keeps a spin between 5 and 1200 s (doc 2 §9 "minimum duration 5, maximum 1200")', () => {
    const [short] = given(history(started)).when(spin('a', 0.1, { durationSeconds: 1 }), owner);
    const [long] = given(history(started)).when(spin('b', 0.1, { source: source({ slide: { spinDuration: 5000 } }) }), owner);
    expect([short!.data, long!.data].map((data) => (data as { durationSeconds: number }).durationSeconds)).toEqual([5, 1200]);
  });

  it('refuses a second spin while the wheel turns, and takes it once the wheel has landed', () => {
    const turning = history(started, spun('spin-1', 'Alan', 2));
    expect(() => given(turning).when(spin('spin-2', 0.1), owner, at(9))).toThrow(SPINNER_MESSAGES.spinning);
    expect(given(turning).when(spin('spin-2', 0.1), owner, at(10))).toHaveLength(1);
  });

  it('decides nothing for a re-sent spin, whether the wheel still turns or not', () => {
    const turning = history(started, spun('spin-1', 'Alan', 2));
    expect(given(turning).when(spin('spin-1', 0.9), owner, at(1))).toEqual([]);
    expect(given(turning).when(spin('spin-1', 0.9), owner, at(60))).toEqual([]);
  });

  it('refuses to spin an empty wheel', () => {
    expect(() => given(history(started)).when(spin('a', 0.5, { source: source({ authored: [] }) }), owner)).toThrow(SPINNER_MESSAGES.empty);
  });

  it('turns only while the session is live', () => {
    expect(() => given([]).when(spin('a', 0.5), owner)).toThrow(NOT_LIVE_MESSAGE);
    expect(() => given(history(started, stoppedSession)).when(spin('a', 0.5), owner)).toThrow(NOT_LIVE_MESSAGE);
  });
});

describe('spinner wheel: stop', () => {
  it('lands a turning wheel on its winner now; stopping a wheel at rest decides nothing', () => {
    const turning = history(started, spun('spin-1', 'Alan', 2));
    const stopped = given(turning).when({ type: 'StopWheel', slideId: 'wheel' }, owner, at(3));
    expect(stopped).toEqual([{ type: 'SpinnerWheelStopped', data: { ...on, spinId: 'spin-1', stoppedAt: at(3) } }]);
    const state = given([...turning, ...stopped]).state();
    expect(isSpinning(wheelOf(state.wheels, 'wheel'), at(3))).toBe(false);
    expect(given([...turning, ...stopped]).when({ type: 'StopWheel', slideId: 'wheel' }, owner, at(4))).toEqual([]);
    expect(given([...turning, ...stopped]).when(spin('spin-2', 0.1), owner, at(4))).toHaveLength(1);
    expect(given(turning).when({ type: 'StopWheel', slideId: 'wheel' }, owner, at(11))).toEqual([]);
  });
});

describe('spinner wheel: update (remove the winner, put entries back, everyone who joined)', () => {
  const joined = [{ id: 'audience-1', title: 'Phone one' }];

  it('takes the winner off, so the next spin cannot land on it, and puts every entry back', () => {
    const removed = given(history(started, spun('spin-1', 'Alan', 2))).when(update({ removeEntryIds: ['alan'] }), owner, at(10));
    expect(removed).toEqual([{ type: 'SpinnerWheelEntriesRemoved', data: { ...on, entryIds: ['alan'], at: at(10) } }]);
    const after = history(started, spun('spin-1', 'Alan', 2), ...removed);
    expect(wheelEntries(source().authored, [], wheelOf(given(after).state().wheels, 'wheel')).map((entry) => entry.title)).toEqual(['Ada', 'Grace', 'Edsger']);
    // Half way round three entries is the second, Grace; of four it was Alan.
    expect(given(after).when(spin('spin-2', 0.5), owner, at(10))[0]).toMatchObject({ data: { winner: { title: 'Grace' }, entryCount: 3 } });
    const restored = given(after).when(update({ restoreEntries: true }), owner, at(10));
    expect(restored).toEqual([{ type: 'SpinnerWheelEntriesRestored', data: { ...on, entryIds: ['alan'], at: at(10) } }]);
    expect(given([...after, ...restored]).when(update({ restoreEntries: true }), owner, at(10))).toEqual([]);
  });

  it('puts everyone who joined on the wheel after its entries, and takes them off again', () => {
    const included = given(history(started)).when(update({ includeAudience: true, source: source({ joined }) }), owner);
    expect(included).toEqual([{ type: 'SpinnerWheelAudienceIncluded', data: { ...on, included: true, at: SPEC_NOW } }]);
    const [landed] = given(history(started, ...included)).when(spin('a', 0.9, { source: source({ joined }) }), owner);
    expect(landed).toMatchObject({ data: { winner: { id: 'audience-1', title: 'Phone one' }, winnerIndex: 4, entryCount: 5 } });
    expect(given(history(started, ...included)).when(update({ includeAudience: true }), owner)).toEqual([]);
    expect(given(history(started, ...included)).when(update({ includeAudience: false }), owner)).toEqual([
      { type: 'SpinnerWheelAudienceIncluded', data: { ...on, included: false, at: SPEC_NOW } },
    ]);
  });

  it('changes nothing under a turning wheel, and answers an entry the wheel does not have as not found', () => {
    const turning = history(started, spun('spin-1', 'Alan', 2));
    expect(() => given(turning).when(update({ removeEntryIds: ['alan'] }), owner, at(5))).toThrow(SPINNER_MESSAGES.waitForStop);
    expect(() => given(history(started)).when(update({ removeEntryIds: ['nobody'] }), owner)).toThrow(NotFound);
    // Taking off what is off already decides nothing (a re-sent request).
    const removed = history(started, { type: 'SpinnerWheelEntriesRemoved', data: { ...on, entryIds: ['ada'], at: SPEC_NOW } });
    expect(given(removed).when(update({ removeEntryIds: ['ada'] }), owner)).toEqual([]);
  });
});
