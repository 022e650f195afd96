import { Logger } from '@nestjs/common';
import type { ReadStore } from '../read-store/read-store.port.js';
import { PROJECTION_NODES_COLLECTION, versionedCollection, type ProjectionNodeDocument } from './projection-names.js';
import { changeActiveVersion } from './projection-storage.js';

/** A node that has not said which versions it uses for this long is taken to be gone. */
export const NODE_LEASE_MS = 60_000;

/**
 * Which projection versions the running nodes use, kept in the read store they share, so that a version
 * retired by one node's blue/green swap is dropped only once no node writes or serves it any more: in a
 * rolling deploy the nodes still on the old code keep serving the old collection until they stop.
 * Each node says so at start, after a swap and on every heartbeat, and withdraws on a clean stop.
 */
export class ProjectionNodes {
  private readonly logger = new Logger(ProjectionNodes.name);
  private lastSaid = 0;

  constructor(
    private readonly readStore: ReadStore,
    private readonly nodeId: string,
    private readonly now: () => number,
  ) {}

  async declare(projectionName: string, versions: readonly number[]): Promise<void> {
    const seenAt = this.tick();
    const document: ProjectionNodeDocument = { id: this.idOf(projectionName), projection: projectionName, nodeId: this.nodeId, versions: [...new Set(versions)], seenAt };
    await this.write(projectionName, document, seenAt);
  }

  async withdraw(projectionName: string): Promise<void> {
    await this.write(projectionName, null, this.tick());
  }

  /**
   * Drops the collections of retired versions that no node has declared within the lease, and forgets
   * nodes silent for longer than that (they stopped without withdrawing). Returns the dropped collections.
   */
  async dropRetired(projectionName: string): Promise<string[]> {
    const declared = await this.readStore.find<ProjectionNodeDocument>(PROJECTION_NODES_COLLECTION, { where: { projection: projectionName } });
    const oldest = this.now() - NODE_LEASE_MS;
    const inUse = new Set(declared.filter((node) => node.seenAt >= oldest).flatMap((node) => node.versions));
    const silent = declared.filter((node) => node.seenAt < oldest);
    if (silent.length > 0) {
      await this.readStore.commit(
        PROJECTION_NODES_COLLECTION,
        0,
        silent.map((node) => ({ collection: PROJECTION_NODES_COLLECTION, id: node.id, document: null, position: node.seenAt + 1 })),
      );
    }
    const dropped: number[] = [];
    await changeActiveVersion(this.readStore, projectionName, (current) => {
      const unused = (current?.retired ?? []).filter((version) => version !== current!.version && !inUse.has(version));
      if (unused.length === 0) return null;
      dropped.splice(0, dropped.length, ...unused);
      return { ...current!, retired: current!.retired!.filter((version) => !unused.includes(version)) };
    });
    const collections = dropped.map((version) => versionedCollection(projectionName, version));
    for (const collection of collections) {
      await this.readStore.dropCollection(collection);
      await this.readStore.deleteCheckpoint(collection);
      this.logger.log(`Dropped ${collection}: retired, and no node uses it any more`);
    }
    return collections;
  }

  private async write(projectionName: string, document: ProjectionNodeDocument | null, position: number): Promise<void> {
    await this.readStore.commit(PROJECTION_NODES_COLLECTION, 0, [{ collection: PROJECTION_NODES_COLLECTION, id: this.idOf(projectionName), document, position }]);
  }

  private idOf(projectionName: string): string {
    return `${projectionName}@${this.nodeId}`;
  }

  /** This node's clock, never repeating a value: each declaration must be newer than the last. */
  private tick(): number {
    this.lastSaid = Math.max(this.now(), this.lastSaid + 1);
    return this.lastSaid;
  }
}
