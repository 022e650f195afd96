import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '../../shared-kernel/domain/domain-errors.js';

/** A budget per key (an address, a socket, a session): each use takes a point, and with none left the caller waits. */
export class RateLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly message: string,
  ) {}

  /** Takes a point; with none left, a 429 saying when to try again. */
  async take(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (outcome) {
      throw refusal(outcome, this.message);
    }
  }

  /** A 429 if the key's budget is spent, without taking from it. */
  async check(key: string): Promise<void> {
    const spent = await this.limiter.get(key);
    if (spent && spent.consumedPoints >= this.limiter.points) throw new TooManyRequests(this.message, retryAfterSeconds(spent));
  }
}

/** What a limiter's refusal (its RateLimiterRes) means to the caller; a store failure stays what it is. */
export function refusal(outcome: unknown, message: string): unknown {
  return outcome instanceof RateLimiterRes ? new TooManyRequests(message, retryAfterSeconds(outcome)) : outcome;
}

export function retryAfterSeconds(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}
