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
 * Writes come only from the projection runner, through commit().
 */
export interface ReadStore {
  get<T extends JsonDocument>(collection: string, id: string): Promise<T | null>;
  /** The documents that exist, in the order of `ids`. */
  getMany<T extends JsonDocument>(collection: string, ids: readonly string[]): Promise<T[]>;
  find<T extends JsonDocument>(collection: string, query?: FindQuery): Promise<T[]>;
  count(collection: string, where?: FindQuery['where']): Promise<number>;
  /**
   * Applies the changes and moves the projection's checkpoint to `position`, all or nothing (SQLite),
   * or idempotently (MongoDB: a change older than what a document already holds is skipped, and the
   * checkpoint only moves forward), so a batch replayed after a crash leaves the same state.
   */
  commit(projection: string, position: number, changes: readonly DocumentChange[]): Promise<void>;
  /** 0 when the projection has never committed. */
  getCheckpoint(projection: string): Promise<number>;
  /** Removes the collection's documents and indexes. */
  dropCollection(collection: string): Promise<void>;
  deleteCheckpoint(projection: string): Promise<void>;
  ensureIndex(index: IndexDefinition): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('ReadStore');
