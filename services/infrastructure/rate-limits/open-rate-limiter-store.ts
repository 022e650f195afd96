import { memoryRateLimiterStore, type RateLimiterStore } from './rate-limiter-store.js';

/** MongoDB when a URL is given, else this process; the driver is loaded only by a node that uses it. */
export async function openRateLimiterStore(mongoDbUrl: string | undefined, mongoDbName: string): Promise<RateLimiterStore> {
  if (!mongoDbUrl) return memoryRateLimiterStore();
  const { mongoRateLimiterStore } = await import('./mongo-rate-limiter-store.js');
  return mongoRateLimiterStore(mongoDbUrl, mongoDbName);
}
