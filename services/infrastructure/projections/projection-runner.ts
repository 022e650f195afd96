import { Logger } from '@nestjs/common';
import type { Projection } from '../../../projections/projection.js';
import type { EventStore, EventSubscription } from '../event-store/event-store.port.js';
import type { DocumentChange, JsonDocument, ReadStore } from '../read-store/read-store.port.js';
import { DocumentCache, foldBatch } from './projection-batch.js';
import { versionedCollection } from './projection-names.js';
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
  processed: number;
  /** The checkpoint last written to the read store (it may trail `processed`, see run()). */
  saved: number;
  savedAt: number;
  /** How long folding and saving the last batch took (ms). */
  lastBatchMs: number;
  readonly cache: DocumentCache;
  state: ProjectionState;
  error?: string;
  subscription?: EventSubscription;
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

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  /** Milliseconds, for spacing checkpoint-only writes (IDLE_CHECKPOINT_INTERVAL_MS); a test fixes it. */
  readonly now?: () => number;
}

/**
 * Feeds every projection from the log: each from its own checkpoint, in batches, committing the batch's
 * document changes together with the new checkpoint. When a projection's version changes, the new
 * version is built beside the old one, which keeps serving until the new one has caught up (blue/green).
 */
export class ProjectionRunner {
  private readonly logger = new Logger(ProjectionRunner.name);
  private readonly workers = new Map<string, Worker>();
  private readonly progressWaiters = new Set<() => void>();
  private readonly gathering = new Set<() => void>();
  private readonly batchSize: number;
  private readonly now: () => number;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly AnyProjection[],
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.now = options.now ?? Date.now;
    const names = new Set<string>();
    for (const projection of projections) {
      if (names.has(projection.name)) throw new Error(`Duplicate projection name ${projection.name}`);
      names.add(projection.name);
    }
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await this.startWorker(projection);
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

  async stop(): Promise<void> {
    const workers = [...this.workers.values()];
    await Promise.all(workers.map((worker) => worker.subscription?.close()));
    await Promise.all(workers.map((worker) => worker.done));
    for (const worker of workers) if (worker.state !== 'failed') worker.state = 'stopped';
  }

  private reached(position: number): boolean {
    for (const worker of this.workers.values()) {
      const servesOwnVersion = worker.servingCollection === worker.collection;
      if (servesOwnVersion && worker.state !== 'failed' && worker.processed < position) return false;
    }
    return true;
  }

  private async startWorker(projection: AnyProjection): Promise<void> {
    const collection = versionedCollection(projection.name, projection.version);
    await ensureProjectionIndexes(this.readStore, projection.name, collection);
    const activeVersion = await readActiveVersion(this.readStore, projection.name);
    const previousVersion = activeVersion !== null && activeVersion !== projection.version ? activeVersion : null;
    if (activeVersion === null) await activateVersion(this.readStore, projection.name, projection.version);
    const checkpoint = await this.readStore.getCheckpoint(collection);
    const worker: Worker = {
      projection,
      collection,
      servingCollection: previousVersion === null ? collection : versionedCollection(projection.name, previousVersion),
      processed: checkpoint,
      saved: checkpoint,
      savedAt: this.now(),
      lastBatchMs: 0,
      cache: new DocumentCache(),
      state: 'catching-up',
    };
    if (previousVersion !== null) {
      this.logger.log(`Building ${collection} beside version ${previousVersion}, which serves until the new one catches up`);
    }
    this.workers.set(projection.name, worker);
    worker.done = this.run(worker, previousVersion);
  }

  private async run(worker: Worker, previousVersion: number | null): Promise<void> {
    const subscription = this.eventStore.subscribeAll(worker.processed, { maxBatchSize: this.batchSize });
    worker.subscription = subscription;
    try {
      await this.markLiveIfCaughtUp(worker, previousVersion);
      for await (const batch of subscription) {
        const started = performance.now();
        const changes = await foldBatch(worker.projection, worker.collection, this.readStore, batch, worker.cache);
        const position = batch[batch.length - 1]!.position;
        // Skipping a checkpoint is safe: the events after the saved one change nothing here, so folding
        // them again after a restart changes nothing either.
        if (changes.length > 0 || this.now() - worker.savedAt >= IDLE_CHECKPOINT_INTERVAL_MS) await this.save(worker, position, changes);
        worker.processed = position;
        worker.lastBatchMs = performance.now() - started;
        await this.markLiveIfCaughtUp(worker, previousVersion);
        this.notifyProgress();
        if (worker.state === 'live' && batch.length < this.batchSize) await this.gather(worker);
      }
      if (worker.saved < worker.processed) await this.save(worker, worker.processed, []);
    } catch (error) {
      // A projection that cannot fold an event stops rather than skipping it: a skipped event would be a
      // silently wrong read model. The status report and the log show why.
      worker.state = 'failed';
      worker.error = error instanceof Error ? error.message : String(error);
      this.logger.error(`Projection ${worker.collection} stopped at position ${worker.processed}: ${worker.error}`);
      this.notifyProgress();
    }
  }

  /**
   * The pause of a live worker, cut short when someone waits for a position (read-your-writes). It lasts
   * fifty times the worker's last batch, at least LIVE_BATCH_INTERVAL_MS and at most MAX_GATHER_MS, so a
   * read model of large documents (a quiz leaderboard) takes a small, fixed share of the event loop however
   * large it grows (test/load/NOTES.md). Such read models serve the past (reloads, reports); the live
   * screens are fed from memory.
   */
  private gather(worker: Worker): Promise<void> {
    if (this.progressWaiters.size > 0) return Promise.resolve();
    const pause = Math.min(MAX_GATHER_MS, Math.max(LIVE_BATCH_INTERVAL_MS, GATHER_COST_FACTOR * worker.lastBatchMs));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.gathering.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pause);
      this.gathering.add(done);
    });
  }

  private async save(worker: Worker, position: number, changes: readonly DocumentChange[]): Promise<void> {
    await this.readStore.commit(worker.collection, position, changes);
    worker.cache.remember(changes);
    worker.saved = position;
    worker.savedAt = this.now();
  }

  private async markLiveIfCaughtUp(worker: Worker, previousVersion: number | null): Promise<void> {
    if (worker.state !== 'catching-up' || worker.processed < (await this.eventStore.headPosition())) return;
    worker.state = 'live';
    if (previousVersion !== null) await this.swap(worker, previousVersion);
  }

  /** Called once the new version has caught up with the log. */
  private async swap(worker: Worker, previousVersion: number): Promise<void> {
    await activateVersion(this.readStore, worker.projection.name, worker.projection.version);
    worker.servingCollection = worker.collection;
    const previous = versionedCollection(worker.projection.name, previousVersion);
    await this.readStore.dropCollection(previous);
    await this.readStore.deleteCheckpoint(previous);
    this.logger.log(`Switched ${worker.projection.name} to version ${worker.projection.version}`);
  }

  private notifyProgress(): void {
    for (const check of [...this.progressWaiters]) check();
  }
}
