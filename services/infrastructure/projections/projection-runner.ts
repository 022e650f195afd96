import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Projection } from '../../../projections/projection.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { jitteredBackoffMs, ResumingSubscription } from '../event-store/resuming-subscription.js';
import { SubscriptionHealth } from '../event-store/subscription-health.js';
import type { DocumentChange, JsonDocument, ReadStore } from '../read-store/read-store.port.js';
import { foldBatch, VersionCache } from './projection-batch.js';
import { versionedCollection } from './projection-names.js';
import { ProjectionNodes } from './projection-nodes.js';
import { activateVersion, ensureProjectionIndexes, readActiveVersion } from './projection-storage.js';

type AnyProjection = Projection<JsonDocument>;

export type ProjectionState = 'catching-up' | 'live' | 'failed' | 'stopped';

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  /** The collection queries read; during a blue/green rebuild, the previous version's. */
  readonly servingCollection: string;
  readonly checkpoint: number;
  readonly head: number;
  readonly lag: number;
  readonly state: ProjectionState;
  readonly error?: string;
}

interface Worker {
  readonly projection: AnyProjection;
  readonly collection: string;
  servingCollection: string;
  /** The version served until this one has caught up; null once it serves its own. */
  previousVersion: number | null;
  /** Another version is active: this one takes over once it has caught up. */
  activateOnCatchUp: boolean;
  processed: number;
  /** The checkpoint last written to the read store (it may trail `processed`, see follow()). */
  saved: number;
  savedAt: number;
  /** How long folding and saving the last batch took (ms). */
  lastBatchMs: number;
  readonly cache: VersionCache;
  state: ProjectionState;
  error?: string;
  subscription?: ResumingSubscription;
  done?: Promise<void>;
}

/**
 * A live projection folds what gathered in this long at once: a few batches a second per read model, not
 * one per commit of the log (thousands a second under load), while read-your-writes waits stay short.
 */
const LIVE_BATCH_INTERVAL_MS = 25;
const GATHER_COST_FACTOR = 50;
const MAX_GATHER_MS = 5_000;
/** A batch none of whose events the projection handles writes only its checkpoint, and at most this often. */
const IDLE_CHECKPOINT_INTERVAL_MS = 1_000;
/** How often the node says which versions it uses, and drops retired versions no node uses (ProjectionNodes). */
const HEARTBEAT_MS = 15_000;

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  /** Milliseconds, for spacing checkpoint-only writes and for the node's heartbeat; a test fixes it. */
  readonly now?: () => number;
  /** This node's name in the read store's list of who uses which version. */
  readonly nodeId?: string;
  readonly health?: SubscriptionHealth;
  /** Pause before the nth retry of a subscription or a failed batch (default: jittered, 100 ms to 10 s). */
  readonly backoffMs?: (failures: number) => number;
  /** false: no heartbeat timer; the caller calls tendVersions() (a test with its own clock). */
  readonly heartbeat?: boolean;
}

/**
 * Feeds every projection from the log: each from its own checkpoint, in batches, committing the batch's
 * document changes together with the new checkpoint. Every node runs one over the same read store: the
 * folds skip what a document already holds and the store keeps the newest version of each document, so
 * any number of runners build the same read models. When a projection's version changes, the new
 * version is built beside the old one, which keeps serving until the new one has caught up (blue/green);
 * the old collection is dropped once no node uses it.
 */
export class ProjectionRunner {
  private readonly logger = new Logger(ProjectionRunner.name);
  private readonly workers = new Map<string, Worker>();
  private readonly progressWaiters = new Set<() => void>();
  private readonly gathering = new Set<() => void>();
  /** Workers waiting to retry a failed batch: only stop() cuts their pause short. */
  private readonly retrying = new Set<() => void>();
  private readonly batchSize: number;
  private readonly now: () => number;
  private readonly health: SubscriptionHealth;
  private readonly backoffMs: (failures: number) => number;
  private readonly nodes: ProjectionNodes;
  private heartbeat?: NodeJS.Timeout;
  private readonly beats: boolean;
  private stopping = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly AnyProjection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.now = options.now ?? Date.now;
    this.health = options.health ?? new SubscriptionHealth();
    this.backoffMs = options.backoffMs ?? ((failures) => jitteredBackoffMs(failures));
    this.beats = options.heartbeat ?? true;
    this.nodes = new ProjectionNodes(readStore, options.nodeId ?? randomUUID(), this.now);
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`Duplicate projection name ${projection.name}`);
      names.add(projection.name);
    }
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await this.startWorker(projection);
    if (!this.beats) return;
    this.heartbeat = setInterval(() => void this.tendVersions(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The collection that queries of this projection read right now. */
  collectionOf(projectionName: string): string {
    const worker = this.workers.get(projectionName);
    if (!worker) throw new Error(`Unknown projection ${projectionName}`);
    return worker.servingCollection;
  }

  /**
   * Resolves true once every projection that serves its own current version has processed the log up
   * to `position` (read-your-writes after a command), or false after the timeout.
   */
  waitForPosition(position: number, timeoutMs = 5_000): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (!this.reached(position)) return;
        finish(true);
      };
      const finish = (result: boolean) => {
        clearTimeout(timer);
        this.progressWaiters.delete(check);
        resolve(result);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.progressWaiters.add(check);
      for (const wake of [...this.gathering]) wake();
    });
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.eventStore.headPosition();
    return [...this.workers.values()].map((worker) => ({
      name: worker.projection.name,
      version: worker.projection.version,
      servingCollection: worker.servingCollection,
      checkpoint: worker.processed,
      head,
      lag: Math.max(0, head - worker.processed),
      state: worker.state,
      ...(worker.error ? { error: worker.error } : {}),
    }));
  }

  /**
   * Says again which versions this node uses, and drops retired versions that no node uses any more
   * (a heartbeat runs it; a test calls it).
   */
  async tendVersions(): Promise<void> {
    for (const worker of this.workers.values()) {
      if (this.stopping) return;
      try {
        await this.nodes.declare(worker.projection.name, this.versionsInUse(worker));
        await this.nodes.dropRetired(worker.projection.name);
      } catch (error) {
        this.logger.warn(`Could not tend the versions of ${worker.projection.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.heartbeat);
    const workers = [...this.workers.values()];
    await Promise.all(workers.map((worker) => worker.subscription?.close()));
    for (const wake of [...this.gathering, ...this.retrying]) wake();
    await Promise.all(workers.map((worker) => worker.done));
    for (const worker of workers) {
      if (worker.state !== 'failed') worker.state = 'stopped';
      await this.nodes.withdraw(worker.projection.name).catch(() => undefined);
    }
  }

  private reached(position: number): boolean {
    for (const worker of this.workers.values()) {
      const servesOwnVersion = worker.servingCollection === worker.collection;
      if (servesOwnVersion && worker.state !== 'failed' && worker.processed < position) return false;
    }
    return true;
  }

  private versionsInUse(worker: Worker): number[] {
    return worker.previousVersion === null ? [worker.projection.version] : [worker.projection.version, worker.previousVersion];
  }

  private async startWorker(projection: AnyProjection): Promise<void> {
    const collection = versionedCollection(projection.name, projection.version);
    await ensureProjectionIndexes(this.readStore, projection.name, collection);
    const activeVersion = await readActiveVersion(this.readStore, projection.name);
    // Only an older version is served meanwhile: a newer one (a rollback) may hold documents this code cannot read.
    const previousVersion = activeVersion !== null && activeVersion < projection.version ? activeVersion : null;
    await this.nodes.declare(projection.name, previousVersion === null ? [projection.version] : [projection.version, previousVersion]);
    if (activeVersion === null) await activateVersion(this.readStore, projection.name, projection.version);
    const checkpoint = await this.readStore.getCheckpoint(collection);
    const worker: Worker = {
      projection,
      collection,
      servingCollection: previousVersion === null ? collection : versionedCollection(projection.name, previousVersion),
      previousVersion,
      activateOnCatchUp: activeVersion !== null && activeVersion !== projection.version,
      processed: checkpoint,
      saved: checkpoint,
      savedAt: this.now(),
      lastBatchMs: 0,
      cache: new VersionCache(),
      state: 'catching-up',
    };
    if (previousVersion !== null) {
      this.logger.log(`Building ${collection} beside version ${previousVersion}, which serves until the new one catches up`);
    }
    this.workers.set(projection.name, worker);
    worker.done = this.run(worker);
  }

  /**
   * Follows the log until the runner stops. A batch that fails (the read store went away, or a fold threw)
   * is never skipped: the worker reports the failure, waits, and starts again from its last saved
   * checkpoint, as often as it takes; what it had written meanwhile is skipped by the position guards.
   */
  private async run(worker: Worker): Promise<void> {
    const tracker = this.health.track(`projection ${worker.collection}`, worker.processed);
    let failures = 0;
    while (!this.stopping) {
      const subscription = new ResumingSubscription(this.eventStore, worker.processed, {
        name: `projection ${worker.collection}`,
        maxBatchSize: this.batchSize,
        tracker,
        backoffMs: this.backoffMs,
      });
      worker.subscription = subscription;
      try {
        await this.follow(worker, subscription, () => (failures = 0));
        return;
      } catch (error) {
        await subscription.close();
        failures += 1;
        worker.state = 'failed';
        worker.error = error instanceof Error ? error.message : String(error);
        worker.processed = worker.saved;
        worker.cache.clear();
        const delay = this.backoffMs(failures);
        this.logger.error(`Projection ${worker.collection} failed at position ${worker.processed}: ${worker.error}; retrying in ${delay} ms`);
        this.notifyProgress();
        await this.pause(delay, this.retrying);
        worker.state = 'catching-up';
        delete worker.error;
      }
    }
  }

  private async follow(worker: Worker, subscription: ResumingSubscription, succeeded: () => void): Promise<void> {
    await this.markLiveIfCaughtUp(worker);
    for await (const batch of subscription) {
      const started = performance.now();
      const changes = await foldBatch(worker.projection, worker.collection, this.readStore, batch, worker.cache);
      const position = batch[batch.length - 1]!.position;
      // Skipping a checkpoint is safe: the events after the saved one change nothing here, so folding
      // them again after a restart changes nothing either.
      if (changes.length > 0 || this.now() - worker.savedAt >= IDLE_CHECKPOINT_INTERVAL_MS) await this.save(worker, position, changes);
      worker.processed = position;
      worker.lastBatchMs = performance.now() - started;
      succeeded();
      await this.markLiveIfCaughtUp(worker);
      this.notifyProgress();
      if (worker.state === 'live' && batch.length < this.batchSize) await this.gather(worker);
    }
    if (worker.saved < worker.processed) await this.save(worker, worker.processed, []);
  }

  /**
   * The pause of a live worker, cut short when someone waits for a position (read-your-writes) or the
   * runner stops; the subscription reads on meanwhile. It lasts fifty times the worker's last batch, at
   * least LIVE_BATCH_INTERVAL_MS and at most MAX_GATHER_MS, so a read model of large documents takes a
   * small, fixed share of the event loop however large they grow (test/load/NOTES.md).
   */
  private gather(worker: Worker): Promise<void> {
    if (this.progressWaiters.size > 0) return Promise.resolve();
    return this.pause(Math.min(MAX_GATHER_MS, Math.max(LIVE_BATCH_INTERVAL_MS, GATHER_COST_FACTOR * worker.lastBatchMs)), this.gathering);
  }

  /** Waits `ms`, or less when something in `wakers` is called. */
  private pause(ms: number, wakers: Set<() => void>): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  private async save(worker: Worker, position: number, changes: readonly DocumentChange[]): Promise<void> {
    const applied = await this.readStore.commit(worker.collection, position, changes);
    worker.cache.remember(changes, applied);
    worker.saved = position;
    worker.savedAt = this.now();
  }

  private async markLiveIfCaughtUp(worker: Worker): Promise<void> {
    if (worker.state !== 'catching-up' || worker.processed < (await this.eventStore.headPosition())) return;
    worker.state = 'live';
    if (worker.activateOnCatchUp) await this.swap(worker);
  }

  /**
   * Called once this version has caught up with the log while another is active (a newer release's, or
   * after a rollback an older one's): this one becomes active, and the other is retired and dropped once no
   * node uses it.
   */
  private async swap(worker: Worker): Promise<void> {
    await activateVersion(this.readStore, worker.projection.name, worker.projection.version);
    worker.servingCollection = worker.collection;
    worker.previousVersion = null;
    worker.activateOnCatchUp = false;
    await this.nodes.declare(worker.projection.name, this.versionsInUse(worker));
    await this.nodes.dropRetired(worker.projection.name);
    this.logger.log(`Switched ${worker.projection.name} to version ${worker.projection.version}`);
  }

  private notifyProgress(): void {
    for (const check of [...this.progressWaiters]) check();
  }
}
