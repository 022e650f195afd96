/** A read-model document: plain JSON with a string id. */
export type JsonDocument = { readonly id: string } & Record<string, unknown>;

export type ScalarValue = string | number | boolean | null;

export interface DocumentChange {
  readonly collection: string;
  readonly id: string;
  /** The new document, or null to delete it. */
  readonly document: JsonDocument | null;
  /** Global position of the last event folded into this change (the idempotency guard). */
  readonly position: number;
}

/** A document as stored, with the position of the last event folded into it; a deletion keeps its position. */
export interface StoredVersion {
  readonly id: string;
  /** null: deleted at `position`. */
  readonly document: JsonDocument | null;
  readonly position: number;
}

export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface FindQuery {
  /** Equality on top-level fields; null matches a null or missing field. */
  readonly where?: Readonly<Record<string, ScalarValue>>;
  readonly orderBy?: readonly SortKey[];
  readonly offset?: number;
  readonly limit?: number;
}

export interface IndexDefinition {
  readonly name: string;
  readonly collection: string;
  readonly fields: readonly SortKey[];
}

/**
 * Where projections keep their documents. Every adapter passes read-store.contract.ts.
 * Writes come only from projection runners, through commit(); every node runs one, so several write the
 * same collections, and each change carries the position that orders it.
 */
export interface ReadStore {
  get<T extends JsonDocument>(collection: string, id: string): Promise<T | null>;
  /** The documents that exist, in the order of `ids`. */
  getMany<T extends JsonDocument>(collection: string, ids: readonly string[]): Promise<T[]>;
  find<T extends JsonDocument>(collection: string, query?: FindQuery): Promise<T[]>;
  count(collection: string, where?: FindQuery['where']): Promise<number>;
  /** The stored versions of these ids, deletions included, in the order of `ids`; ids never written are left out. */
  versions(collection: string, ids: readonly string[]): Promise<StoredVersion[]>;
  /**
   * Applies each change unless its document already holds that position or a later one (written by
   * another node's runner, or before a crash), and moves the projection's checkpoint forward to `position`
   * (never back). A batch replayed after a crash, or committed by two runners, leaves the same state.
   * SQLite applies a commit all or nothing; MongoDB change by change, the checkpoint last.
   * Returns the changes it applied.
   */
  commit(projection: string, position: number, changes: readonly DocumentChange[]): Promise<DocumentChange[]>;
  /** 0 when the projection has never committed. */
  getCheckpoint(projection: string): Promise<number>;
  /** Removes the collection's documents (deletions included) and indexes. */
  dropCollection(collection: string): Promise<void>;
  deleteCheckpoint(projection: string): Promise<void>;
  ensureIndex(index: IndexDefinition): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('ReadStore');
