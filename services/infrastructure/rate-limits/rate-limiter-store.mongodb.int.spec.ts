import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeRateLimiterStoreContract } from './rate-limiter-store.contract.js';
import { mongoRateLimiterStore } from './rate-limiter-store.js';

/** Runs only when MONGODB_URL is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a server. */
const url = process.env.MONGODB_URL!;
// One database per run, so runs sharing a server never see each other's counts.
const dbName = `rl_contract_${Date.now()}_${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  const client = new MongoClient(url);
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
});

describeRateLimiterStoreContract('MongoDB', () => mongoRateLimiterStore(url, dbName));
