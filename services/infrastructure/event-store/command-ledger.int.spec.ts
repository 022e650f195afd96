import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../../contracts/events/envelope.js';
import { CommandLedger, LEDGER_EVENT_TYPES, ledgerStreamId, type UncheckedAppends } from './command-ledger.js';
import { newTestEvent } from './event-store.contract.js';
import { WrongExpectedRevisionError, type ExpectedRevision } from './event-store.port.js';
import { SqliteEventStore } from './sqlite-event-store.js';

/**
 * The ledger KurrentDB keeps command ids in, run on the embedded store's plain appends (no command table:
 * deduplicate false), which is all it asks of a store. Faults are injected between its writes.
 */
describe('CommandLedger on plain appends', () => {
  let dir: string;
  let store: SqliteEventStore;
  let faults: { before: (streamId: string, expected: ExpectedRevision) => void };
  let ledger: CommandLedger;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
    faults = { before: () => undefined };
    const plain: UncheckedAppends = {
      appendUnchecked: async (streamId, events, expected) => {
        faults.before(streamId, expected);
        const { duplicate: _ignored, ...written } = await store.append(streamId, events, expected, { deduplicate: false });
        return written;
      },
      readStreamPage: async (streamId, from, maxCount) => (await store.readStream(streamId, from)).slice(0, maxCount),
      streamRevision: (streamId) => store.streamRevision(streamId),
    };
    ledger = new CommandLedger(plain);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const commandIds = new Map<string, ReturnType<typeof randomUUID>>();
  const idOf = (label: string) => commandIds.get(label) ?? commandIds.set(label, randomUUID()).get(label)!;
  const command = (count: number, commandId = randomUUID()): NewEvent[] => Array.from({ length: count }, (_, n) => newTestEvent('Did', { n }, commandId));

  it('answers a re-send with the first result after 300 other commands on the same stream, writing nothing', async () => {
    const first = await ledger.append('deck-1', command(2, idOf('cmd-old')), 'no_stream');
    for (let i = 0; i < 300; i++) await ledger.append('deck-1', command(1), 'any');
    const again = await ledger.append('deck-1', command(2, idOf('cmd-old')), 'any');
    expect(first).toMatchObject({ nextExpectedRevision: 1, duplicate: false });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await store.streamRevision('deck-1')).toBe(301);
  });

  it('answers a command re-decided at a later revision (as the command executor re-sends) with the first result', async () => {
    const first = await ledger.append('deck-2', command(1, idOf('cmd-redecided')), 'no_stream');
    await ledger.append('deck-2', command(1), 0);
    const again = await ledger.append('deck-2', command(3, idOf('cmd-redecided')), 1);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await store.readStream('deck-2')).toHaveLength(2);
  });

  it('still refuses a stale expectation, and the retry at the current revision writes the command once', async () => {
    await ledger.append('deck-3', command(1), 'no_stream');
    await ledger.append('deck-3', command(1), 0);
    await expect(ledger.append('deck-3', command(1, idOf('cmd-stale')), 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    const retried = await ledger.append('deck-3', command(1, idOf('cmd-stale')), 1);
    expect(retried).toMatchObject({ nextExpectedRevision: 2, duplicate: false });
    expect(await ledger.append('deck-3', command(1, idOf('cmd-stale')), 2)).toEqual({ ...retried, duplicate: true });
  });

  it('a writer that died after its events, before recording the result: the re-send is a duplicate of those events', async () => {
    faults.before = (streamId, expected) => {
      if (streamId === ledgerStreamId(idOf('cmd-died-late')) && expected === 0) throw new Error('node died');
    };
    await expect(ledger.append('deck-4', command(2, idOf('cmd-died-late')), 'no_stream')).rejects.toThrow('node died');
    faults.before = () => undefined;
    const written = await store.readStream('deck-4');
    const again = await ledger.append('deck-4', command(2, idOf('cmd-died-late')), 1);
    expect(again).toEqual({ streamId: 'deck-4', nextExpectedRevision: 1, position: written[1]!.position, duplicate: true });
    expect(await store.readStream('deck-4')).toHaveLength(2);
  });

  it('a writer that died after reserving, before its events: the re-send writes them once and later re-sends are duplicates', async () => {
    faults.before = (streamId) => {
      if (streamId === 'deck-5') throw new Error('node died');
    };
    await expect(ledger.append('deck-5', command(1, idOf('cmd-died-early')), 'no_stream')).rejects.toThrow('node died');
    faults.before = () => undefined;
    expect((await store.readStream(ledgerStreamId(idOf('cmd-died-early')))).map((event) => event.type)).toEqual([LEDGER_EVENT_TYPES.reserved]);
    const resent = await ledger.append('deck-5', command(1, idOf('cmd-died-early')), 'no_stream');
    expect(resent).toMatchObject({ nextExpectedRevision: 0, duplicate: false });
    expect(await ledger.append('deck-5', command(1, idOf('cmd-died-early')), 'any')).toEqual({ ...resent, duplicate: true });
    expect(await store.readStream('deck-5')).toHaveLength(1);
  });

  it('twenty copies of one command racing: written once, exactly one told it wrote, all given the same result', async () => {
    await ledger.append('deck-6', command(1), 'no_stream');
    const copies = await Promise.all(Array.from({ length: 20 }, (_, i) => ledger.append('deck-6', command(2, idOf('cmd-raced')), i % 2 === 0 ? 0 : 'any')));
    expect(copies.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(copies.map((result) => `${result.nextExpectedRevision}@${result.position}`)).size).toBe(1);
    expect((await store.readStream('deck-6')).filter((event) => event.metadata.commandId === idOf('cmd-raced'))).toHaveLength(2);
  });
});
