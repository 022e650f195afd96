import { mongoTestDatabase } from '../../../test/support/mongo-test-database.js';
import { describeRateLimiterStoreContract } from './rate-limiter-store.contract.js';
import { mongoRateLimiterStore } from './mongo-rate-limiter-store.js';

/** Runs only when MONGODB_URL is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a server. */
const url = process.env.MONGODB_URL!;
const dbName = mongoTestDatabase(url, 'rl_contract');

describeRateLimiterStoreContract('MongoDB', () => mongoRateLimiterStore(url, dbName));
