import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';

/**
 * For the MongoDB suites (run when MONGODB_URL is set): a database of this run's own, so runs sharing a
 * server never see each other's documents, dropped when the suite ends.
 */
export function mongoTestDatabase(url: string, prefix: string): string {
  const dbName = `${prefix}_${Date.now()}_${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const client = new MongoClient(url);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });
  return dbName;
}
