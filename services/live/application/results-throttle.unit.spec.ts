import { KeyedThrottle } from './results-throttle.js';

describe('KeyedThrottle', () => {
  let clock = 0;
  const sent: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
    sent.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };

  it('leading: sends the first change at once and coalesces the rest into one send per interval', () => {
    const throttle = new KeyedThrottle((key) => sent.push(`${key}@${clock}`), () => clock);
    throttle.touch('slide', 100);
    throttle.touch('slide', 100);
    advance(40);
    throttle.touch('slide', 100);
    expect(sent).toEqual(['slide@0']);
    advance(60);
    expect(sent).toEqual(['slide@0', 'slide@100']);
    advance(500);
    throttle.touch('slide', 100);
    expect(sent).toEqual(['slide@0', 'slide@100', 'slide@600']);
  });

  it('trailing: holds the first change for the interval and sends every change of that spell once', () => {
    const throttle = new KeyedThrottle((key) => sent.push(`${key}@${clock}`), () => clock, 'trailing');
    throttle.touch('slide', 100);
    advance(99);
    throttle.touch('slide', 100);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual(['slide@100']);
    expect(throttle.isScheduled('slide')).toBe(false);
    throttle.touch('slide', 100);
    throttle.touch('other', 50);
    advance(50);
    expect(sent).toEqual(['slide@100', 'other@150']);
    advance(50);
    expect(sent).toEqual(['slide@100', 'other@150', 'slide@200']);
    throttle.stop();
  });
});
