import { describe, expect, it } from '@jest/globals';
import type { SpinnerWheelState } from '../../../../contracts/spinner-wheel/socket-protocol.js';
import { WheelStates, type WheelStatesState } from './wheel-states.js';

const NOW = Date.parse('2026-03-01T09:00:00.000Z');

const state = (overrides: Partial<SpinnerWheelState>): SpinnerWheelState => ({
  sessionId: 'session-1',
  slideId: 'wheel-1',
  serverNow: new Date(NOW).toISOString(),
  version: 0,
  entries: [{ id: 'e1', title: 'Ada' }, { id: 'e2', title: 'Grace' }],
  removed: 0,
  includeAudience: false,
  durationSeconds: 10,
  spins: 7,
  spin: null,
  winners: [],
  ...overrides,
});

describe('the wheels a screen follows', () => {
  it('keeps the newest state of a wheel when an HTTP answer and a push cross', () => {
    const wheels = new WheelStates<WheelStatesState>({ wheels: {}, offsetMs: 0 }, () => NOW);
    wheels.apply(state({ version: 2, removed: 1 }));
    wheels.apply(state({ version: 1, removed: 0 }));
    expect(wheels.current().wheels['wheel-1']).toMatchObject({ version: 2, removed: 1 });
    // The same version again (an audience member joined, the deck's entries changed) replaces it.
    wheels.apply(state({ version: 2, removed: 1, entries: [{ id: 'e1', title: 'Ada' }] }));
    expect(wheels.current().wheels['wheel-1']!.entries).toHaveLength(1);
  });

  it('takes a new session’s wheel whatever its version, and follows the server’s clock', () => {
    const wheels = new WheelStates<WheelStatesState>({ wheels: {}, offsetMs: 0 }, () => NOW);
    wheels.apply(state({ version: 9 }));
    wheels.apply(state({ sessionId: 'session-2', version: 0, serverNow: new Date(NOW + 5_000).toISOString() }));
    expect(wheels.current().wheels['wheel-1']).toMatchObject({ sessionId: 'session-2', version: 0 });
    expect(wheels.current().offsetMs).toBe(5_000);
  });
});
