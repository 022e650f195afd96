import { randomUUID } from 'node:crypto';
import { describeEventStoreContract, newTestEvent } from './event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/** Runs only when KURRENTDB_URL is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a server. */
const url = process.env.KURRENTDB_URL!;

describeEventStoreContract('KurrentDB', async () => new KurrentDbEventStore(url), { contiguousPositions: false });

describe('KurrentDbEventStore idempotency', () => {
  let store: KurrentDbEventStore;
  beforeEach(() => {
    store = new KurrentDbEventStore(url);
  });
  afterEach(async () => {
    await store.close();
  });

  it('answers a command re-sent at an exact revision with the first result of a multi-event append', async () => {
    const id = `kurrent_resend-${randomUUID()}`;
    await store.append(id, [newTestEvent('Opened', {})], 'no_stream');
    const commandId = randomUUID();
    const events = [newTestEvent('A', { n: 1 }, commandId), newTestEvent('B', { n: 2 }, commandId)];
    const first = await store.append(id, events, 0);
    const again = await store.append(id, events, 0);
    expect(again).toEqual({ ...first, duplicate: true });
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['Opened', 'A', 'B']);
  });

  it('answers a command re-sent at the revision its first attempt produced, as the command executor does', async () => {
    const id = `kurrent_redecided-${randomUUID()}`;
    const commandId = randomUUID();
    const first = await store.append(id, [newTestEvent('Added', { n: 1 }, commandId)], 'no_stream');
    const again = await store.append(id, [newTestEvent('Added', { n: 2 }, commandId)], first.nextExpectedRevision);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await store.readStream(id)).toHaveLength(1);
  });

  it('answers a command re-sent with any after other appends with the first result', async () => {
    const id = `kurrent_resend_any-${randomUUID()}`;
    const commandId = randomUUID();
    const first = await store.append(id, [newTestEvent('Answered', { n: 1 }, commandId)], 'any');
    await store.append(id, [newTestEvent('Reacted', {})], 'any');
    const again = await store.append(id, [newTestEvent('Answered', { n: 1 }, commandId)], 'any');
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await store.readStream(id)).toHaveLength(2);
  });

  it('leaves the command ledger out of $all: a read after the head shows only the command events', async () => {
    const head = await store.headPosition();
    const id = `kurrent_ledger_hidden-${randomUUID()}`;
    await store.append(id, [newTestEvent('Shown', {})], 'no_stream');
    const after = await store.readAll(head, 100);
    expect(after.filter((event) => !event.streamId.startsWith('contract_') && !event.streamId.startsWith('kurrent_')).map((event) => event.type)).toEqual([]);
    expect(after.some((event) => event.streamId === id)).toBe(true);
  });

  it('reports the actual revision when an expectation fails', async () => {
    const id = `kurrent_actual-${randomUUID()}`;
    const commandId = randomUUID();
    await store.append(id, [newTestEvent('A', {}, commandId), newTestEvent('B', {}, commandId)], 'no_stream');
    await expect(store.append(id, [newTestEvent('C', {})], 'no_stream')).rejects.toMatchObject({ actual: 1 });
  });
});
