/**
 * A token bucket for a sender that fell behind its schedule: it may send at `ratePerSecond` (a multiple of
 * the schedule's rate) and at most `burst` at once, so a backlog drains as a stream instead of one clump.
 */
export class CatchUpPacer {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    start: number,
  ) {
    this.tokens = burst;
    this.last = start;
  }

  /** How many of `wanted` may go out at `now` (milliseconds); takes them from the bucket. */
  take(now: number, wanted: number): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    this.last = now;
    const granted = Math.min(wanted, Math.floor(this.tokens));
    this.tokens -= granted;
    return granted;
  }
}
