import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Budget } from './rate-limit-settings.js';

/** Where counts live: this process (one node), or MongoDB, so every app node counts against the same budget. */
export interface RateLimiterStore {
  readonly kind: 'memory' | 'mongodb';
  limiter(name: string, budget: Budget): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Counts in this process: one limiter per name, so everything in the process that names it shares its counts. */
export function memoryRateLimiterStore(): RateLimiterStore {
  const limiters = new Map<string, RateLimiterMemory>();
  return {
    kind: 'memory',
    limiter: (name, budget) => {
      const limiter = limiters.get(name) ?? new RateLimiterMemory({ keyPrefix: name, points: budget.points, duration: budget.seconds });
      limiters.set(name, limiter);
      return limiter;
    },
    close: () => Promise.resolve(),
  };
}

export const RATE_LIMITER_STORE = Symbol('RateLimiterStore');
