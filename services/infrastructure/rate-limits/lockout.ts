import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../shared-kernel/domain/domain-errors.js';
import { retryAfterSeconds } from './rate-limit.js';

/**
 * Failures counted per key within a window; from the budget's last free failure on, each failure locks the
 * key out for a delay that doubles (first, 2 x first, ... up to the ceiling), so guessing slows down
 * exponentially while an honest mistake costs seconds.
 */
export class Lockout {
  constructor(
    private readonly failures: RateLimiterAbstract,
    private readonly lockouts: RateLimiterAbstract,
    private readonly delay: { readonly firstSeconds: number; readonly maxSeconds: number },
    private readonly message: string,
  ) {}

  /** A 429 while the key is locked out. */
  async check(key: string): Promise<void> {
    const locked = await this.lockouts.get(key);
    if (locked && locked.consumedPoints > this.lockouts.points) throw new TooManyRequests(this.message, retryAfterSeconds(locked));
  }

  async fail(key: string): Promise<void> {
    const counted = await this.failures.consume(key).catch((outcome: unknown) => {
      if (outcome instanceof RateLimiterRes) return outcome;
      throw outcome;
    });
    const over = counted.consumedPoints - this.failures.points;
    if (over < 0) return;
    await this.lockouts.block(key, Math.min(this.delay.firstSeconds * 2 ** Math.min(over, 30), this.delay.maxSeconds));
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.lockouts.delete(key)]);
  }
}
