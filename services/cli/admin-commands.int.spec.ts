import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userStreamId } from '../../contracts/identity/events.js';
import { identityDecider } from '../accounts/domain/identity.decider.js';
import { presenterIdForEmail } from '../accounts/application/user-id.js';
import { CommandExecutor } from '../infrastructure/commands/command-executor.js';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store.js';
import { AdminInputError, setPlan } from './admin-commands.js';

describe('admin set-plan', () => {
  let dir: string;
  let eventStore: SqliteEventStore;
  const clock = { now: () => new Date('2026-03-04T05:06:07.000Z') };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function registerPresenter(email: string): Promise<string> {
    const userId = presenterIdForEmail(email);
    await new CommandExecutor(eventStore).execute({
      streamId: userStreamId(userId),
      decider: identityDecider,
      actor: { kind: 'user', id: userId },
      command: {
        type: 'RegisterPresenter',
        userId,
        email,
        passwordHash: 'not-a-real-hash',
        firstName: 'Ann',
        lastName: 'Lee',
        plan: 'free',
      },
    });
    return userId;
  }

  it('records the change as UserPlanChanged by the admin CLI and says what changed', async () => {
    const userId = await registerPresenter('ann@example.com');
    const message = await setPlan({ eventStore, clock }, 'Ann@Example.com ', 'pro');
    expect(message).toBe('Changed ann@example.com from free to pro (participant limit 10000)');
    const events = await eventStore.readStream(userStreamId(userId));
    expect(events.map((event) => event.type)).toEqual(['PresenterRegistered', 'UserPlanChanged']);
    expect(events[1]!.data).toEqual({ userId, plan: 'pro' });
    expect(events[1]!.metadata).toMatchObject({
      actor: { kind: 'system', id: 'admin-cli' },
      occurredAt: '2026-03-04T05:06:07.000Z',
    });
  });

  it('names the plan changed from on a second change', async () => {
    await registerPresenter('ann@example.com');
    await setPlan({ eventStore, clock }, 'ann@example.com', 'pro');
    expect(await setPlan({ eventStore, clock }, 'ann@example.com', 'one-time-mini')).toBe(
      'Changed ann@example.com from pro to one-time-mini (participant limit 15)',
    );
  });

  it('writes nothing when the presenter is already on the plan', async () => {
    const userId = await registerPresenter('ann@example.com');
    await setPlan({ eventStore, clock }, 'ann@example.com', 'pro');
    expect(await setPlan({ eventStore, clock }, 'ann@example.com', 'pro')).toBe('ann@example.com is already on pro');
    expect(await eventStore.streamRevision(userStreamId(userId))).toBe(1);
  });

  it('fails on an unknown email and writes nothing', async () => {
    await registerPresenter('ann@example.com');
    const attempt = setPlan({ eventStore, clock }, 'bob@example.com', 'pro');
    await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
    await expect(attempt).rejects.toThrow('No presenter is registered with the email bob@example.com');
    expect(await eventStore.streamRevision(userStreamId(presenterIdForEmail('bob@example.com')))).toBeNull();
  });

  it('fails on an unknown plan, listing the plans, and writes nothing', async () => {
    const userId = await registerPresenter('ann@example.com');
    const attempt = setPlan({ eventStore, clock }, 'ann@example.com', 'platinum');
    await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
    await expect(attempt).rejects.toThrow(/^Unknown plan "platinum"\. Plans: free, essential, plus, pro, /);
    expect(await eventStore.streamRevision(userStreamId(userId))).toBe(0);
  });
});
