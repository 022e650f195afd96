import { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Budget } from './rate-limit-settings.js';

/** Where counts live: this process (one node), or MongoDB, so every app node counts against the same budget. */
export interface RateLimiterStore {
  readonly kind: 'memory' | 'mongodb';
  limiter(name: string, budget: Budget): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryRateLimiterStore(): RateLimiterStore {
  return {
    kind: 'memory',
    limiter: (name, budget) => new RateLimiterMemory({ keyPrefix: name, points: budget.points, duration: budget.seconds }),
    close: () => Promise.resolve(),
  };
}

/**
 * Counts in one MongoDB collection (documents expire with their window). Should MongoDB not answer, each
 * node goes on counting in its own memory rather than refusing or letting everyone through.
 */
export function mongoRateLimiterStore(url: string, dbName: string, collection = 'rate_limits'): RateLimiterStore {
  const client = new MongoClient(url);
  const connected = client.connect();
  return {
    kind: 'mongodb',
    limiter: (name, budget) =>
      new RateLimiterMongo({
        storeClient: connected,
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
