import { randomUUID } from 'node:crypto';
import type { JsonDocument, ReadStore } from './read-store.port.js';

interface Row extends JsonDocument {
  owner: string;
  name: string;
  rank: number;
  deletedAt: string | null;
  archived: boolean;
}

/** Every ReadStore adapter must pass this suite; collections and projections are unique per test. */
export function describeReadStoreContract(adapterName: string, createStore: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${adapterName}`, () => {
    let store: ReadStore;
    const unique = (label: string) => `contract_${label}_${randomUUID().replaceAll('-', '')}`;
    const row = (id: string, fields: Partial<Row> = {}): Row => ({
      id,
      owner: 'ann',
      name: id,
      rank: 0,
      deletedAt: null,
      archived: false,
      ...fields,
    });

    beforeEach(async () => {
      store = await createStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('commits documents with the checkpoint and reads them back', async () => {
      const collection = unique('docs');
      const projection = unique('proj');
      expect(await store.getCheckpoint(projection)).toBe(0);
      await store.commit(projection, 7, [
        { collection, id: 'a', document: row('a', { rank: 1 }), position: 6 },
        { collection, id: 'b', document: row('b', { rank: 2 }), position: 7 },
      ]);
      expect(await store.getCheckpoint(projection)).toBe(7);
      expect(await store.get<Row>(collection, 'a')).toEqual(row('a', { rank: 1 }));
      expect(await store.get(collection, 'missing')).toBeNull();
      expect((await store.getMany<Row>(collection, ['b', 'missing', 'a'])).map((d) => d.id)).toEqual(['b', 'a']);
    });

    it('answers reads of a collection that was never written as empty', async () => {
      const collection = unique('never');
      expect(await store.get(collection, 'x')).toBeNull();
      expect(await store.find(collection)).toEqual([]);
      expect(await store.count(collection)).toBe(0);
    });

    it('replaces and deletes documents', async () => {
      const collection = unique('replace');
      const projection = unique('proj');
      await store.commit(projection, 1, [{ collection, id: 'a', document: row('a', { name: 'old' }), position: 1 }]);
      await store.commit(projection, 2, [{ collection, id: 'a', document: row('a', { name: 'new' }), position: 2 }]);
      expect((await store.get<Row>(collection, 'a'))?.name).toBe('new');
      await store.commit(projection, 3, [{ collection, id: 'a', document: null, position: 3 }]);
      expect(await store.get(collection, 'a')).toBeNull();
      expect(await store.getCheckpoint(projection)).toBe(3);
    });

    it('leaves the same state when a batch is committed twice (replay after a crash)', async () => {
      const collection = unique('replay');
      const projection = unique('proj');
      const batch = [
        { collection, id: 'a', document: row('a', { rank: 5 }), position: 4 },
        { collection, id: 'b', document: null, position: 5 },
      ];
      await store.commit(projection, 5, batch);
      await store.commit(projection, 5, batch);
      expect(await store.find<Row>(collection)).toEqual([row('a', { rank: 5 })]);
      expect(await store.getCheckpoint(projection)).toBe(5);
    });

    it('skips a change older than the version a document holds and returns only the changes it applied', async () => {
      const collection = unique('older');
      const projection = unique('proj');
      const newer = { collection, id: 'a', document: row('a', { name: 'new' }), position: 9 };
      expect(await store.commit(projection, 9, [newer])).toEqual([newer]);
      const older = { collection, id: 'a', document: row('a', { name: 'old' }), position: 4 };
      const fresh = { collection, id: 'b', document: row('b'), position: 4 };
      expect(await store.commit(projection, 4, [older, fresh])).toEqual([fresh]);
      expect((await store.get<Row>(collection, 'a'))?.name).toBe('new');
      expect(await store.commit(projection, 9, [newer])).toEqual([]);
    });

    it('keeps the newest of several versions of one document in one batch, whatever their order', async () => {
      const collection = unique('batch');
      await store.commit(unique('proj'), 8, [
        { collection, id: 'a', document: row('a', { rank: 8 }), position: 8 },
        { collection, id: 'a', document: row('a', { rank: 3 }), position: 3 },
        { collection, id: 'a', document: row('a', { rank: 5 }), position: 5 },
      ]);
      expect((await store.get<Row>(collection, 'a'))?.rank).toBe(8);
    });

    it('does not bring a deleted document back when an older change is replayed', async () => {
      const collection = unique('tombstone');
      const projection = unique('proj');
      await store.commit(projection, 2, [{ collection, id: 'a', document: row('a'), position: 2 }]);
      await store.commit(projection, 6, [{ collection, id: 'a', document: null, position: 6 }]);
      await store.commit(projection, 2, [{ collection, id: 'a', document: row('a'), position: 2 }]);
      expect(await store.get(collection, 'a')).toBeNull();
      expect(await store.find(collection)).toEqual([]);
      expect(await store.count(collection, { deletedAt: null })).toBe(0);
      await store.commit(projection, 7, [{ collection, id: 'a', document: row('a', { name: 'back' }), position: 7 }]);
      expect((await store.get<Row>(collection, 'a'))?.name).toBe('back');
    });

    it('reports stored versions with their positions, deletions included', async () => {
      const collection = unique('versions');
      const projection = unique('proj');
      await store.commit(projection, 3, [
        { collection, id: 'a', document: row('a'), position: 2 },
        { collection, id: 'b', document: row('b'), position: 3 },
      ]);
      await store.commit(projection, 5, [{ collection, id: 'b', document: null, position: 5 }]);
      expect(await store.versions(collection, ['missing', 'b', 'a'])).toEqual([
        { id: 'b', document: null, position: 5 },
        { id: 'a', document: row('a'), position: 2 },
      ]);
      expect(await store.versions(unique('never'), ['a'])).toEqual([]);
    });

    it('moves a checkpoint forward only', async () => {
      const projection = unique('proj');
      await store.commit(projection, 10, []);
      await store.commit(projection, 7, []);
      expect(await store.getCheckpoint(projection)).toBe(10);
    });

    it('applies concurrent commits of one new document from two writers (two nodes) to the newest version', async () => {
      const collection = unique('race');
      const other = await createStore();
      try {
        await Promise.all([
          store.commit(unique('proj'), 5, [{ collection, id: 'a', document: row('a', { rank: 5 }), position: 5 }]),
          other.commit(unique('proj'), 7, [{ collection, id: 'a', document: row('a', { rank: 7 }), position: 7 }]),
        ]);
      } finally {
        await other.close();
      }
      expect((await store.get<Row>(collection, 'a'))?.rank).toBe(7);
    });

    it('filters by equality, including null and booleans, sorts and pages', async () => {
      const collection = unique('find');
      const projection = unique('proj');
      await store.commit(projection, 1, [
        { collection, id: 'p1', document: row('p1', { rank: 3, name: 'Charlie' }), position: 1 },
        { collection, id: 'p2', document: row('p2', { rank: 1, name: 'Alpha' }), position: 1 },
        { collection, id: 'p3', document: row('p3', { rank: 2, name: 'Bravo' }), position: 1 },
        { collection, id: 'p4', document: row('p4', { rank: 9, deletedAt: '2026-01-01T00:00:00.000Z' }), position: 1 },
        { collection, id: 'p5', document: row('p5', { owner: 'bob', rank: 4 }), position: 1 },
        { collection, id: 'p6', document: row('p6', { rank: 8, archived: true }), position: 1 },
      ]);
      const mine = { owner: 'ann', deletedAt: null, archived: false };
      const byRankDesc = await store.find<Row>(collection, { where: mine, orderBy: [{ field: 'rank', direction: 'desc' }] });
      expect(byRankDesc.map((d) => d.id)).toEqual(['p1', 'p3', 'p2']);
      const byNameAsc = await store.find<Row>(collection, { where: mine, orderBy: [{ field: 'name', direction: 'asc' }] });
      expect(byNameAsc.map((d) => d.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      const secondPage = await store.find<Row>(collection, {
        where: mine,
        orderBy: [{ field: 'rank', direction: 'asc' }],
        offset: 2,
        limit: 2,
      });
      expect(secondPage.map((d) => d.id)).toEqual(['p1']);
      expect(await store.count(collection, mine)).toBe(3);
      expect(await store.count(collection, { archived: true })).toBe(1);
      expect(await store.count(collection)).toBe(6);
    });

    it('drops a collection and a checkpoint', async () => {
      const collection = unique('drop');
      const projection = unique('proj');
      await store.commit(projection, 3, [{ collection, id: 'a', document: row('a'), position: 3 }]);
      await store.commit(projection, 4, [{ collection, id: 'a', document: null, position: 4 }]);
      await store.dropCollection(collection);
      await store.deleteCheckpoint(projection);
      expect(await store.count(collection)).toBe(0);
      expect(await store.getCheckpoint(projection)).toBe(0);
      expect(await store.versions(collection, ['a'])).toEqual([]);
      // A dropped collection starts again from nothing: an old position is no longer refused.
      await store.commit(projection, 1, [{ collection, id: 'a', document: row('a'), position: 1 }]);
      expect(await store.get(collection, 'a')).toEqual(row('a'));
    });

    it('creates an index idempotently and keeps answering queries', async () => {
      const collection = unique('indexed');
      const index = { name: 'owner_rank', collection, fields: [{ field: 'owner', direction: 'asc' as const }, { field: 'rank', direction: 'desc' as const }] };
      await store.ensureIndex(index);
      await store.ensureIndex(index);
      await store.commit(unique('proj'), 1, [{ collection, id: 'a', document: row('a'), position: 1 }]);
      expect(await store.count(collection, { owner: 'ann' })).toBe(1);
    });

    it('filters, sorts and pages by id along an index that ends in id', async () => {
      const collection = unique('by_id');
      await store.ensureIndex({ name: 'owner_id', collection, fields: [{ field: 'owner', direction: 'asc' }, { field: 'id', direction: 'asc' }] });
      const ids = ['d', 'b', 'e', 'a', 'c'];
      await store.commit(unique('proj'), 1, [
        ...ids.map((id, index) => ({ collection, id, document: row(id), position: index + 1 })),
        { collection, id: 'f', document: row('f', { owner: 'bob' }), position: 6 },
      ]);
      const page = (offset: number) => store.find<Row>(collection, { where: { owner: 'ann' }, orderBy: [{ field: 'id', direction: 'asc' }], offset, limit: 2 });
      expect([...(await page(0)), ...(await page(2)), ...(await page(4))].map((d) => d.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect((await store.find<Row>(collection, { where: { id: 'c' } })).map((d) => d.id)).toEqual(['c']);
    });
  });
}
