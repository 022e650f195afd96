import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { newTestEvent } from '../../services/infrastructure/event-store/event-store.contract.js';
import { ResumingSubscription } from '../../services/infrastructure/event-store/resuming-subscription.js';
import { SubscriptionHealth } from '../../services/infrastructure/event-store/subscription-health.js';
import { withFaultySubscriptions } from '../support/faulty-subscriptions.js';
import { waitUntil } from '../support/wait-until.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Build: `/api/health` shows a subscription to the log that was dropped and waits to resume. */
describe('GET /api/health with a dropped subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says degraded and names the stalled subscription while it waits to resume, and ok again once it is closed', async () => {
    expect((await t.http.get('/api/health').expect(200)).body.status).toBe('ok');
    const store = t.storage.eventStore;
    const head = await store.headPosition();
    const faulty = withFaultySubscriptions(store, [{ after: 1, kind: 'error' }]);
    // An hour's pause before resuming: the test looks at the health during it, then closes the subscription.
    const subscription = new ResumingSubscription(faulty, head, {
      name: 'dropped-feed',
      maxBatchSize: 10,
      tracker: t.app.get(SubscriptionHealth).track('dropped-feed', head),
      backoffMs: () => 3_600_000,
    });
    const received: RecordedEvent[] = [];
    const iteration = (async () => {
      for await (const batch of subscription) received.push(...batch);
    })();
    const commandId = randomUUID();
    await store.append('health-probe-1', [newTestEvent('Probed', { n: 1 }, commandId), newTestEvent('Probed', { n: 2 }, commandId)], 'no_stream');
    await waitUntil(() => t.app.get(SubscriptionHealth).anyStalled());

    const degraded = (await t.http.get('/api/health').expect(200)).body as { status: string; subscriptions: { name: string; state: string; lastError?: string }[] };
    expect(degraded.status).toBe('degraded');
    expect(degraded.subscriptions).toContainEqual(
      expect.objectContaining({ name: 'dropped-feed', state: 'stalled', lastError: 'Consumer too slow. Client resubscription required.' }),
    );
    await subscription.close();
    await iteration;
    expect(received.map((event) => event.streamId)).toEqual(['health-probe-1']);
    expect((await t.http.get('/api/health').expect(200)).body.status).toBe('ok');
  });
});
