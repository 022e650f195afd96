import { jest } from '@jest/globals';

/**
 * Fakes Date alone, held still until the test moves it (timers, the event loop and everything else run for real):
 * what a screen works out from the clock then never depends on how long a busy machine took between two steps.
 * Returns the function that moves the clock on; undo with jest.useRealTimers().
 */
export function freezeClock(): (ms: number) => void {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  return (ms) => jest.setSystemTime(Date.now() + ms);
}
