import { describe, expect, it } from '@jest/globals';
import { CLOCK_SAMPLES, fractionElapsed, msLeft, secondsShown, ServerClock } from './quiz-clock.js';

const at = (iso: string) => Date.parse(iso);

describe('quiz timing from the server clock (serverNow)', () => {
  it('counts down to a server deadline even when the device clock is minutes off', () => {
    const clock = new ServerClock();
    // The device is 3 minutes behind: the state says 10:00:00 on the server, the device reads 09:57:00.
    const offset = clock.sample('2026-05-01T10:00:00.000Z', at('2026-05-01T09:57:00.000Z'));
    expect(offset).toBe(180_000);
    // The question closes at 10:00:20 on the server; 5 s later by the device's own clock, 15 s are left.
    expect(msLeft('2026-05-01T10:00:20.000Z', offset, at('2026-05-01T09:57:05.000Z'))).toBe(15_000);
    // With the local clock alone the screen would have shown 3 minutes and 15 seconds.
    expect(msLeft('2026-05-01T10:00:20.000Z', 0, at('2026-05-01T09:57:05.000Z'))).toBe(195_000);
  });

  it('takes the fastest message as the best estimate of the offset, over the latest samples', () => {
    const clock = new ServerClock();
    expect(clock.offsetMs).toBe(0);
    // Same server clock, messages taking 300 ms, then 40 ms, then 900 ms to arrive.
    clock.sample('2026-05-01T10:00:00.000Z', at('2026-05-01T10:00:00.300Z'));
    clock.sample('2026-05-01T10:00:05.000Z', at('2026-05-01T10:00:05.040Z'));
    clock.sample('2026-05-01T10:00:10.000Z', at('2026-05-01T10:00:10.900Z'));
    expect(clock.offsetMs).toBe(-40);
    // Old samples age out, so a clock that was corrected is followed.
    for (let index = 0; index < CLOCK_SAMPLES; index++) clock.sample(`2026-05-01T10:01:0${index}.000Z`, at(`2026-05-01T10:01:0${index}.500Z`));
    expect(clock.offsetMs).toBe(-500);
    // A state without a readable time changes nothing.
    expect(clock.sample('not a time', Date.now())).toBe(-500);
  });

  it('never shows less than 0, and rounds the seconds shown up (4.2 s left shows 5)', () => {
    expect(msLeft('2026-05-01T10:00:00.000Z', 0, at('2026-05-01T10:00:03.000Z'))).toBe(0);
    expect(msLeft(null, 0, 0)).toBe(0);
    expect(msLeft('garbage', 0, 0)).toBe(0);
    expect([secondsShown(4_200), secondsShown(5_000), secondsShown(1), secondsShown(0), secondsShown(-20)]).toEqual([5, 5, 1, 0, 0]);
  });

  it('gives the share of a period that has passed for the timer bar', () => {
    const start = '2026-05-01T10:00:00.000Z';
    const end = '2026-05-01T10:00:20.000Z';
    expect(fractionElapsed(start, end, 0, at('2026-05-01T10:00:05.000Z'))).toBe(0.25);
    expect(fractionElapsed(start, end, 5_000, at('2026-05-01T10:00:05.000Z'))).toBe(0.5);
    expect(fractionElapsed(start, end, 0, at('2026-05-01T09:59:00.000Z'))).toBe(0);
    expect(fractionElapsed(start, end, 0, at('2026-05-01T10:01:00.000Z'))).toBe(1);
    expect(fractionElapsed(null, end, 0, 0)).toBe(1);
  });
});
