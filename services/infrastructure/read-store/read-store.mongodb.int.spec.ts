import { randomUUID } from 'node:crypto';
import { MongoReadStore } from './mongo-read-store.js';
import { mongoTestDatabase } from '../../../test/support/mongo-test-database.js';
import { describeReadStoreContract } from './read-store.contract.js';

/** Runs only when MONGODB_URL is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a server. */
const url = process.env.MONGODB_URL!;
const dbName = mongoTestDatabase(url, 'rs_contract');

describeReadStoreContract('MongoDB', () => MongoReadStore.connect(url, dbName));

describe('MongoReadStore position guard', () => {
  let store: MongoReadStore;
  const unique = (label: string) => `guard_${label}_${randomUUID().replaceAll('-', '')}`;

  beforeEach(async () => {
    store = await MongoReadStore.connect(url, dbName);
  });
  afterEach(async () => {
    await store.close();
  });

  it('skips a change older than the version a document holds', async () => {
    const collection = unique('older');
    const projection = unique('proj');
    await store.commit(projection, 9, [{ collection, id: 'a', document: { id: 'a', v: 'new' }, position: 9 }]);
    await store.commit(projection, 4, [{ collection, id: 'a', document: { id: 'a', v: 'old' }, position: 4 }]);
    expect(await store.get(collection, 'a')).toEqual({ id: 'a', v: 'new' });
  });

  it('keeps the newest of several versions of one document in one batch, whatever their order', async () => {
    const collection = unique('batch');
    await store.commit(unique('proj'), 8, [
      { collection, id: 'a', document: { id: 'a', v: 8 }, position: 8 },
      { collection, id: 'a', document: { id: 'a', v: 3 }, position: 3 },
      { collection, id: 'a', document: { id: 'a', v: 5 }, position: 5 },
    ]);
    expect(await store.get(collection, 'a')).toEqual({ id: 'a', v: 8 });
  });

  it('does not bring a deleted document back when an older change is replayed', async () => {
    const collection = unique('tombstone');
    const projection = unique('proj');
    await store.commit(projection, 2, [{ collection, id: 'a', document: { id: 'a' }, position: 2 }]);
    await store.commit(projection, 6, [{ collection, id: 'a', document: null, position: 6 }]);
    await store.commit(projection, 2, [{ collection, id: 'a', document: { id: 'a' }, position: 2 }]);
    expect(await store.get(collection, 'a')).toBeNull();
    expect(await store.find(collection)).toEqual([]);
    expect(await store.count(collection, { id: null })).toBe(0);
    await store.commit(projection, 7, [{ collection, id: 'a', document: { id: 'a', back: true }, position: 7 }]);
    expect(await store.get(collection, 'a')).toEqual({ id: 'a', back: true });
  });

  it('moves a checkpoint forward only', async () => {
    const projection = unique('proj');
    await store.commit(projection, 10, []);
    await store.commit(projection, 7, []);
    expect(await store.getCheckpoint(projection)).toBe(10);
  });

  it('applies concurrent commits of one new document from two writers to the newest version', async () => {
    const collection = unique('race');
    const other = await MongoReadStore.connect(url, dbName);
    try {
      await Promise.all([
        store.commit(unique('proj'), 5, [{ collection, id: 'a', document: { id: 'a', v: 5 }, position: 5 }]),
        other.commit(unique('proj'), 7, [{ collection, id: 'a', document: { id: 'a', v: 7 }, position: 7 }]),
      ]);
    } finally {
      await other.close();
    }
    expect(await store.get(collection, 'a')).toEqual({ id: 'a', v: 7 });
  });
});
