import { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';
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

/**
 * Counts in one MongoDB collection (documents expire with their window). Should MongoDB not answer, each
 * node goes on counting in its own memory rather than refusing or letting everyone through.
 */
export function mongoRateLimiterStore(url: string, dbName: string, collection = 'rate_limits'): RateLimiterStore {
  // The driver connects with the first operation (and again after an outage); until it can, the insurance counts.
  const client = new MongoClient(url);
  return {
    kind: 'mongodb',
    limiter: (name, budget) =>
      new RateLimiterMongo({
        storeClient: client,
        dbName,
        tableName: collection,
        keyPrefix: name,
        points: budget.points,
        duration: budget.seconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: budget.points, duration: budget.seconds }),
      }),
    close: () => client.close(),
  };
}
