import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveResultsProjection } from '../../projections/live-results/live-results.projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import type { Projection } from '../../projections/projection.js';
import type { EventStore } from '../../services/infrastructure/event-store/event-store.port.js';
import { ProjectionNodes, NODE_LEASE_MS } from '../../services/infrastructure/projections/projection-nodes.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { activateVersion, readActiveVersion } from '../../services/infrastructure/projections/projection-storage.js';
import { REGISTERED_PROJECTIONS } from '../../services/infrastructure/projections/registered-projections.js';
import type { JsonDocument, ReadStore } from '../../services/infrastructure/read-store/read-store.port.js';
import { SqliteReadStore } from '../../services/infrastructure/read-store/sqlite-read-store.js';
import { withFaultySubscriptions } from '../support/faulty-subscriptions.js';
import { waitUntil } from '../support/wait-until.js';
import { writeSessionLog, type SessionLog } from './support/session-log.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const AUDIENCE = 40;
type AnyProjection = Projection<JsonDocument>;

/** Every document of every registered read model, by collection, in id order. */
async function readModels(readStore: ReadStore): Promise<Record<string, JsonDocument[]>> {
  const models: Record<string, JsonDocument[]> = {};
  for (const projection of REGISTERED_PROJECTIONS) {
    const collection = versionedCollection(projection.name, projection.version);
    models[collection] = (await readStore.find<JsonDocument>(collection)).sort((a, b) => a.id.localeCompare(b.id));
  }
  return models;
}

describe('Read models built by several nodes at once', () => {
  let t: TestApp;
  let session: SessionLog;
  let eventStore: EventStore;
  let head: number;
  /** The read models one runner builds from the log, delivered once. */
  let reference: Record<string, JsonDocument[]>;
  const dir = mkdtempSync(join(tmpdir(), 'several-nodes-'));
  let files = 0;
  const freshReadStoreFile = () => join(dir, `read-models-${(files += 1)}.sqlite`);

  async function runToHead(runner: ProjectionRunner): Promise<void> {
    await runner.start();
    await waitUntil(() => runner.waitForPosition(head));
    await runner.stop();
  }

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp({ DEFAULT_PLAN: 'pro' });
    session = await writeSessionLog(t, await t.listen(), AUDIENCE);
    await t.caughtUp();
    await t.app.get(ProjectionRunner).stop();
    eventStore = t.storage.eventStore;
    head = await eventStore.headPosition();
    const readStore = new SqliteReadStore(freshReadStoreFile());
    await runToHead(new ProjectionRunner(eventStore, readStore, REGISTERED_PROJECTIONS));
    reference = await readModels(readStore);
    await readStore.close();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds what the session wrote in every read model', () => {
    expect(Object.entries(reference).filter(([, documents]) => documents.length === 0)).toEqual([]);
    const results = reference[versionedCollection(liveResultsProjection.name, liveResultsProjection.version)]!.find((document) => document.id === `${session.sessionId}:${session.pollSlideId}`);
    expect(results).toMatchObject({ respondents: AUDIENCE });
  });

  it('leaves every read model as a single delivery does when a batch is delivered again after a crash, counters included', async () => {
    const file = freshReadStoreFile();
    const readStore = new SqliteReadStore(file);
    await runToHead(new ProjectionRunner(eventStore, readStore, REGISTERED_PROJECTIONS, { batchSize: 37 }));
    // A crash after the documents were written but before the checkpoint was (MongoDB writes the checkpoint
    // last): the checkpoints are a third of the log behind what the documents hold.
    const behind = Math.floor(head / 3);
    for (const projection of REGISTERED_PROJECTIONS) {
      const collection = versionedCollection(projection.name, projection.version);
      await readStore.deleteCheckpoint(collection);
      await readStore.commit(collection, behind, []);
    }
    const restarted = withFaultySubscriptions(eventStore, []);
    await runToHead(new ProjectionRunner(restarted, readStore, REGISTERED_PROJECTIONS, { batchSize: 37 }));
    expect(restarted.opened).toEqual(REGISTERED_PROJECTIONS.map(() => behind));
    expect(await readModels(readStore)).toEqual(reference);
    await readStore.close();
  });

  it('ends two runners on one read store (two nodes) with what one runner builds', async () => {
    const file = freshReadStoreFile();
    // Two nodes: each its own connection to the shared read store, its own batch size, running at once.
    const [nodeA, nodeB] = [new SqliteReadStore(file), new SqliteReadStore(file)];
    const runners = [
      new ProjectionRunner(eventStore, nodeA, REGISTERED_PROJECTIONS, { batchSize: 11, nodeId: 'node-a' }),
      new ProjectionRunner(eventStore, nodeB, REGISTERED_PROJECTIONS, { batchSize: 29, nodeId: 'node-b' }),
    ];
    await Promise.all(runners.map((runner) => runToHead(runner)));
    expect(await readModels(nodeA)).toEqual(reference);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('keeps a retired version while any node still uses it, drops it once none does, and lets a rollback activate a lower version', async () => {
    const readStore = new SqliteReadStore(freshReadStoreFile());
    const v1 = presentationListProjection as unknown as AnyProjection;
    const v2 = { ...v1, version: v1.version + 1 };
    const [collection1, collection2] = [versionedCollection(v1.name, v1.version), versionedCollection(v1.name, v2.version)];
    let clock = 1_000_000;
    const started: ProjectionRunner[] = [];
    // The test's clock drives the leases, and the test tends the versions itself: no heartbeat timer.
    const runner = (projection: AnyProjection, nodeId: string) => {
      const node = new ProjectionRunner(eventStore, readStore, [projection], { nodeId, now: () => clock, heartbeat: false });
      started.push(node);
      return node;
    };
    try {
      // A node on the old release builds v1; a node on the new release builds v2 beside it and switches to it.
      const oldNode = runner(v1, 'old-node');
      await oldNode.start();
      const newNode = runner(v2, 'new-node');
      await newNode.start();
      await waitUntil(async () => newNode.collectionOf(v1.name) === collection2);
      expect(await readActiveVersion(readStore, v1.name)).toBe(v2.version);
      // The old node still serves v1: it stays.
      await newNode.tendVersions();
      expect(await readStore.count(collection1)).toBeGreaterThan(0);
      // Once the old node has stopped, v1 is dropped at the next heartbeat.
      await oldNode.stop();
      await newNode.tendVersions();
      expect(await readStore.count(collection1)).toBe(0);
      expect(await readStore.getCheckpoint(collection1)).toBe(0);

      // A rollback: the old release comes back and serves its own version, which becomes the active one again.
      const rolledBack = runner(v1, 'rolled-back-node');
      await rolledBack.start();
      await waitUntil(() => rolledBack.waitForPosition(head));
      await waitUntil(async () => (await readActiveVersion(readStore, v1.name)) === v1.version);
      expect(rolledBack.collectionOf(v1.name)).toBe(collection1);
      await rolledBack.tendVersions();
      expect(await readStore.count(collection2)).toBeGreaterThan(0);

      // The new node goes away without a word (a crash): after the lease, its version is dropped too. (Each
      // declaration is stamped at least a millisecond after the node's last, so a lease and a bit is not enough.)
      clock += 2 * NODE_LEASE_MS;
      await rolledBack.tendVersions();
      expect(await readStore.count(collection2)).toBe(0);
    } finally {
      for (const node of started) await node.stop();
      await readStore.close();
    }
  });

  it('activates a version whichever version was active before, when two nodes activate at once', async () => {
    const file = freshReadStoreFile();
    const [readStore, otherNode] = [new SqliteReadStore(file), new SqliteReadStore(file)];
    await activateVersion(readStore, 'race', 3);
    await Promise.all([activateVersion(readStore, 'race', 5), activateVersion(otherNode, 'race', 4)]);
    expect([4, 5]).toContain(await readActiveVersion(readStore, 'race'));
    await activateVersion(readStore, 'race', 2);
    expect(await readActiveVersion(readStore, 'race')).toBe(2);
    // Nothing uses the others: all three retired versions go.
    const dropped = await new ProjectionNodes(readStore, 'tender', () => 0).dropRetired('race');
    expect(dropped.sort()).toEqual(['race_v3', 'race_v4', 'race_v5']);
    await Promise.all([readStore.close(), otherNode.close()]);
  });
});
