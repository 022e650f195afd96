import { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible';
import type { RateLimiterStore } from './rate-limiter-store.js';

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
