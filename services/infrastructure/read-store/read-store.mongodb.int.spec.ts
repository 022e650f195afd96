import { MongoReadStore } from './mongo-read-store.js';
import { mongoTestDatabase } from '../../../test/support/mongo-test-database.js';
import { describeReadStoreContract } from './read-store.contract.js';

/** Runs only when MONGODB_URL is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a server. */
const url = process.env.MONGODB_URL!;
const dbName = mongoTestDatabase(url, 'rs_contract');

describeReadStoreContract('MongoDB', () => MongoReadStore.connect(url, dbName));
