import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { CommandExecutor } from './command-executor.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

type Counted = DomainEvent<'Counted', { by: number }> | DomainEvent<'Labelled', { label: string }>;
interface CounterState {
  readonly total: number;
  readonly label: string | null;
}
type CounterCommand = { type: 'Add'; by: number } | { type: 'Label'; label: string } | { type: 'RequireTotal'; atLeast: number };

const counter: Decider<CounterState, CounterCommand, Counted> = {
  initialState: { total: 0, label: null },
  evolve: (state, event) => {
    if (event.type === 'Counted') return { ...state, total: state.total + event.data.by };
    if (event.type === 'Labelled') return { ...state, label: event.data.label };
    return state;
  },
  decide: (command, state) => {
    if (command.type === 'Add') return [{ type: 'Counted', data: { by: command.by } }];
    if (command.type === 'RequireTotal') {
      if (state.total < command.atLeast) throw new BusinessRuleViolated(`total ${state.total} is below ${command.atLeast}`);
      return [];
    }
    // Labelling with the label it already has changes nothing.
    return state.label === command.label ? [] : [{ type: 'Labelled', data: { label: command.label } }];
  },
};
/** A second decider on the same stream, seeing only the counts. */
const totals: Decider<number, { type: 'Add'; by: number }, Counted> = {
  initialState: 0,
  evolve: (total, event) => (event.type === 'Counted' ? total + event.data.by : total),
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
};
/** Keeps the id of every vote it took, so a re-sent vote decides nothing. */
const ballot: Decider<readonly string[], { type: 'Vote'; voteId: string }, DomainEvent<'Voted', { voteId: string }>> = {
  initialState: [],
  recognisesResentCommands: true,
  evolve: (ids, event) => (event.type === 'Voted' ? [...ids, event.data.voteId] : ids),
  decide: (command, ids) => (ids.includes(command.voteId) ? [] : [{ type: 'Voted', data: { voteId: command.voteId } }]),
};
const actor = { kind: 'system' as const, id: 'spec' };

describe('CommandExecutor with the state of streams it wrote', () => {
  const dir = mkdtempSync(join(tmpdir(), 'executor-'));
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore(join(dir, `${Date.now()}-${Math.random()}.sqlite`));
  });
  afterEach(() => store.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (executor: CommandExecutor, command: CounterCommand) => executor.execute({ streamId: 'counter-1', decider: counter, command, actor });

  it('decides the next command on a stream it wrote without reading the stream again', async () => {
    const executor = new CommandExecutor(store);
    const reads = jest.spyOn(store, 'readStream');
    await run(executor, { type: 'Add', by: 1 });
    await run(executor, { type: 'Add', by: 2 });
    const third = await run(executor, { type: 'Add', by: 3 });
    expect(third.state.total).toBe(6);
    expect(third.revision).toBe(2);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('decides again from the store when another writer moved the stream on', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    await run(here, { type: 'Add', by: 1 });
    await run(elsewhere, { type: 'Add', by: 10 });
    const result = await run(here, { type: 'Add', by: 100 });
    expect(result.state.total).toBe(111);
    expect((await store.readStream('counter-1')).map((event) => (event.data as { by: number }).by)).toEqual([1, 10, 100]);
  });

  it('does not take "nothing to do" or a refusal from a kept state that another writer has outdated', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    await run(here, { type: 'Label', label: 'blue' });
    await run(elsewhere, { type: 'Label', label: 'green' });
    await run(elsewhere, { type: 'Add', by: 5 });
    // Kept state says the label is already blue and the total is 0; the stream says otherwise.
    const relabelled = await run(here, { type: 'Label', label: 'blue' });
    expect(relabelled.events).toEqual([{ type: 'Labelled', data: { label: 'blue' } }]);
    await expect(run(here, { type: 'RequireTotal', atLeast: 5 })).resolves.toMatchObject({ events: [] });
    await expect(run(here, { type: 'RequireTotal', atLeast: 6 })).rejects.toThrow('total 5 is below 6');
  });

  it('moves every decider kept on a stream on by the events another decider wrote there', async () => {
    const executor = new CommandExecutor(store);
    await run(executor, { type: 'Label', label: 'x' });
    await executor.execute({ streamId: 'counter-1', decider: totals, command: { type: 'Add', by: 7 }, actor });
    const reads = jest.spyOn(store, 'readStream');
    const result = await run(executor, { type: 'Add', by: 1 });
    expect(result.state).toEqual({ total: 8, label: 'x' });
    expect(reads).not.toHaveBeenCalled();
  });

  it('takes a command that loses to another node\'s write on each of its first attempts, deciding on what that node wrote', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    await run(here, { type: 'Add', by: 1 });
    // Just before each of here's next four appends, the other node writes: each of those appends conflicts.
    const append = store.append.bind(store);
    let interruptions = 0;
    let collisions = 0;
    jest.spyOn(store, 'append').mockImplementation(async (...args) => {
      if (args[0] === 'counter-1' && interruptions < 4 && args[1][0]?.data && (args[1][0].data as { by: number }).by === 1000) {
        interruptions += 1;
        await elsewhere.execute({ streamId: 'counter-1', decider: counter, command: { type: 'Add', by: 10 }, actor });
      }
      try {
        return await append(...args);
      } catch (error) {
        collisions += 1;
        throw error;
      }
    });
    const result = await run(here, { type: 'Add', by: 1000 });
    expect(collisions).toBe(4);
    expect(result.state.total).toBe(1 + 4 * 10 + 1000);
    const stored = (await store.readStream('counter-1')).map((event) => (event.data as { by: number }).by);
    expect(stored).toEqual([1, 10, 10, 10, 10, 1000]);
  });

  it('after losing to another node, reads only the events after the revision it had, and decides on all of them', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    for (let by = 1; by <= 5; by++) await run(here, { type: 'Add', by });
    await run(elsewhere, { type: 'Add', by: 100 });
    const reads = jest.spyOn(store, 'readStream');
    // Here still holds revision 4: its append loses, then it catches up from revision 5 alone.
    const result = await run(here, { type: 'Add', by: 1000 });
    expect(reads.mock.calls).toEqual([['counter-1', 5]]);
    expect(result.state.total).toBe(1 + 2 + 3 + 4 + 5 + 100 + 1000);
    expect(result.revision).toBe(6);
  });

  it('answers an If-Match revision it does not hold from the store', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    await run(here, { type: 'Add', by: 1 });
    await run(elsewhere, { type: 'Add', by: 1 });
    const result = await here.execute({ streamId: 'counter-1', decider: counter, command: { type: 'Add', by: 1 }, actor, expectedRevision: 1 });
    expect(result.revision).toBe(2);
  });

  it('decides the first command on a stream it was told is new without reading it', async () => {
    const executor = new CommandExecutor(store);
    executor.expectNewStream('counter-1');
    const reads = jest.spyOn(store, 'readStream');
    const first = await run(executor, { type: 'Add', by: 4 });
    const second = await run(executor, { type: 'Add', by: 1 });
    expect(reads).not.toHaveBeenCalled();
    expect([first.revision, second.revision, second.state.total]).toEqual([0, 1, 5]);
  });

  it('reads a stream said to be new after all when another writer created it meanwhile', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    here.expectNewStream('counter-1');
    await run(elsewhere, { type: 'Add', by: 10 });
    const result = await run(here, { type: 'Add', by: 1 });
    expect(result.state.total).toBe(11);
    expect((await store.readStream('counter-1')).map((event) => event.revision)).toEqual([0, 1]);
  });

  it('confirms a refusal from a stream said to be new against the store', async () => {
    const here = new CommandExecutor(store);
    const elsewhere = new CommandExecutor(store);
    here.expectNewStream('counter-1');
    await expect(run(here, { type: 'RequireTotal', atLeast: 1 })).rejects.toThrow('total 0 is below 1');
    await run(elsewhere, { type: 'Add', by: 3 });
    await expect(run(here, { type: 'RequireTotal', atLeast: 3 })).resolves.toMatchObject({ events: [] });
  });

  it('keeps a stream it read empty, and decides its first command from there', async () => {
    const executor = new CommandExecutor(store);
    const reads = jest.spyOn(store, 'readStream');
    await expect(run(executor, { type: 'RequireTotal', atLeast: 1 })).rejects.toThrow('total 0 is below 1');
    await run(executor, { type: 'Add', by: 2 });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await store.streamRevision('counter-1')).toBe(0);
  });

  it('asks the store to deduplicate command ids only for deciders that do not recognise re-sends themselves', async () => {
    const executor = new CommandExecutor(store);
    const appends = jest.spyOn(store, 'append');
    const vote = (voteId: string) =>
      executor.execute({ streamId: 'ballot-1', decider: ballot, command: { type: 'Vote', voteId }, actor, commandId: voteId });
    await vote('8a0c7f1e-0000-4000-8000-000000000001');
    const resent = await vote('8a0c7f1e-0000-4000-8000-000000000001');
    await run(executor, { type: 'Add', by: 1 });
    expect(resent.events).toEqual([]);
    expect(appends.mock.calls.map((call) => call[3])).toEqual([{ deduplicate: false }, { deduplicate: true }]);
    expect(await store.readStream('ballot-1')).toHaveLength(1);
  });
});
