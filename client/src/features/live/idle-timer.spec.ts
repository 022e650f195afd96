import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CONTROLS_IDLE_MS, IdleTimer } from './idle-timer.js';

describe('slide controls idle timer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('hides after 2000 ms without activity and shows again on the next one, reporting only changes', () => {
    const changes: boolean[] = [];
    const timer = new IdleTimer((active) => changes.push(active));
    timer.activity();
    jest.advanceTimersByTime(CONTROLS_IDLE_MS - 1);
    expect(changes).toEqual([]);
    timer.activity();
    jest.advanceTimersByTime(CONTROLS_IDLE_MS - 1);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual([false]);
    timer.activity();
    timer.activity();
    expect(changes).toEqual([false, true]);
    timer.stop();
  });

  it('stays shown while held', () => {
    const changes: boolean[] = [];
    const timer = new IdleTimer((active) => changes.push(active));
    timer.activity();
    timer.hold();
    jest.advanceTimersByTime(CONTROLS_IDLE_MS * 3);
    expect(changes).toEqual([]);
  });

  it('stays shown while held even when the mouse moves, and counts down again once released', () => {
    const changes: boolean[] = [];
    const timer = new IdleTimer((active) => changes.push(active));
    timer.hold();
    timer.activity();
    jest.advanceTimersByTime(CONTROLS_IDLE_MS * 3);
    expect(changes).toEqual([]);
    timer.release();
    jest.advanceTimersByTime(CONTROLS_IDLE_MS);
    expect(changes).toEqual([false]);
    timer.stop();
  });
});
