import { adoptedOffset, CLOCK_TOLERANCE_MS, MAX_CLOCK_SKEW_MS } from './session-time.js';

const at = (ms: number) => new Date(ms).toISOString();
const SEEN = Date.parse('2026-03-01T09:00:00.000Z');

describe('one clock per session', () => {
  it('takes the clock of the node that started the question: seen 5 minutes "early" on a node running 5 minutes ahead', () => {
    expect(adoptedOffset(0, at(SEEN - 300_000), SEEN)).toBe(-300_000);
    expect(adoptedOffset(-300_000, at(SEEN + 2_000), SEEN)).toBe(2_000);
  });

  it('keeps its clock for differences under the tolerance (its own events, seen a moment after writing)', () => {
    expect(adoptedOffset(-300_000, at(SEEN - 300_000 - (CLOCK_TOLERANCE_MS - 1)), SEEN)).toBe(-300_000);
  });

  it('ignores an event older than any plausible clock difference (a feed far behind) and an unreadable time', () => {
    expect(adoptedOffset(1_000, at(SEEN - MAX_CLOCK_SKEW_MS - 1), SEEN)).toBe(1_000);
    expect(adoptedOffset(1_000, 'not a time', SEEN)).toBe(1_000);
  });
});
