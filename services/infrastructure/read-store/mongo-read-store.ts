import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type Collection,
  type Db,
  type Document,
  type Filter,
} from 'mongodb';
import type { DocumentChange, FindQuery, IndexDefinition, JsonDocument, ReadStore, StoredVersion } from './read-store.port.js';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const DUPLICATE_KEY = 11000;

/** What a read-model document looks like in MongoDB: the document itself plus the store's bookkeeping. */
interface StoredDocument extends Document {
  _id: string;
  /** Global position of the last event folded into this version (or into its deletion). */
  _position: number;
  /** Present only on tombstones: the document was deleted at _position. */
  _deleted?: true;
}

interface CheckpointDocument extends Document {
  _id: string;
  position: number;
}

/** Live documents only; tombstones stay out of every read. */
const LIVE: Filter<StoredDocument> = { _deleted: { $exists: false } };
const HIDE_BOOKKEEPING = { _id: 0, _position: 0 } as const;

/**
 * The scale-out read store: one MongoDB collection per read-model collection (`rm_<name>`), the
 * document id as `_id`, and the position of the last event folded into each document as `_position`.
 *
 * commit() is idempotent rather than atomic. Every change is a replace guarded by
 * `_position < change.position`, so a change never overwrites a newer version: when the guard misses
 * because the document is newer, the upsert tries to insert a second document with the same `_id` and
 * fails with duplicate key 11000, which here means "already applied". A deletion replaces the document
 * with a tombstone under the same guard instead of removing it, so an older change replayed after the
 * deletion (a batch re-run after a crash, or two nodes projecting) cannot bring the document back.
 * The checkpoint is written after the changes and only moves forward ($max): a crash in between leaves
 * it behind, and the batch is replayed onto documents that skip what they already hold. Every node's
 * runner commits the same changes this way; whichever comes second finds its changes applied already.
 */
export class MongoReadStore implements ReadStore {
  private readonly checkpoints: Collection<CheckpointDocument>;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.checkpoints = db.collection<CheckpointDocument>('_checkpoints');
  }

  static async connect(url: string, dbName: string): Promise<MongoReadStore> {
    // Documents are JSON: a property set to undefined is absent, as JSON.stringify would leave it.
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoReadStore(client, client.db(dbName));
  }

  async get<T extends JsonDocument>(collection: string, id: string): Promise<T | null> {
    const found = await this.collection(collection).findOne({ _id: id, ...LIVE }, { projection: HIDE_BOOKKEEPING });
    return found as T | null;
  }

  async getMany<T extends JsonDocument>(collection: string, ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const found = await this.collection(collection)
      .find({ _id: { $in: [...new Set(ids)] }, ...LIVE }, { projection: HIDE_BOOKKEEPING })
      .toArray();
    const byId = new Map(found.map((document) => [String(document.id), document as unknown as T]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async find<T extends JsonDocument>(collection: string, query: FindQuery = {}): Promise<T[]> {
    if (query.limit === 0) return [];
    const sort = new Map<string, 1 | -1>();
    for (const key of query.orderBy ?? []) sort.set(field(key.field), key.direction === 'asc' ? 1 : -1);
    sort.set('_id', 1);
    let cursor = this.collection(collection)
      .find(whereFilter(query.where), { projection: HIDE_BOOKKEEPING })
      .sort(sort);
    if (query.offset) cursor = cursor.skip(query.offset);
    if (query.limit !== undefined) cursor = cursor.limit(query.limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(collection: string, where?: FindQuery['where']): Promise<number> {
    return this.collection(collection).countDocuments(whereFilter(where));
  }

  async versions(collection: string, ids: readonly string[]): Promise<StoredVersion[]> {
    if (ids.length === 0) return [];
    const found = await this.collection(collection).find({ _id: { $in: [...new Set(ids)] } }).toArray();
    const byId = new Map(found.map((stored) => [stored._id, stored]));
    return ids.flatMap((id) => {
      const stored = byId.get(id);
      if (!stored) return [];
      const { _id, _position, _deleted, ...document } = stored;
      return [{ id, document: _deleted ? null : (document as JsonDocument), position: _position }];
    });
  }

  async commit(projection: string, position: number, changes: readonly DocumentChange[]): Promise<DocumentChange[]> {
    const byCollection = new Map<string, DocumentChange[]>();
    for (const change of changes) {
      const ofCollection = byCollection.get(change.collection) ?? [];
      byCollection.set(change.collection, ofCollection);
      ofCollection.push(change);
    }
    const skipped = new Set<DocumentChange>();
    for (const [collection, ofCollection] of byCollection) {
      for (const index of await this.applyGuarded(collection, ofCollection.map(guardedReplace))) skipped.add(ofCollection[index]!);
    }
    await this.checkpoints.updateOne({ _id: projection }, { $max: { position } }, { upsert: true });
    return changes.filter((change) => !skipped.has(change));
  }

  async getCheckpoint(projection: string): Promise<number> {
    const checkpoint = await this.checkpoints.findOne({ _id: projection });
    return checkpoint?.position ?? 0;
  }

  async dropCollection(collection: string): Promise<void> {
    // A collection that was never written does not exist; servers before 7.0 answer NamespaceNotFound for it.
    try {
      await this.collection(collection).drop();
    } catch (error) {
      if (!(error instanceof MongoServerError && error.codeName === 'NamespaceNotFound')) throw error;
    }
  }

  async deleteCheckpoint(projection: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: projection });
  }

  async ensureIndex(index: IndexDefinition): Promise<void> {
    const keys: Record<string, 1 | -1> = {};
    for (const key of index.fields) keys[field(key.field)] = key.direction === 'asc' ? 1 : -1;
    await this.collection(index.collection).createIndex(keys, { name: index.name });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /**
   * Runs the guarded replaces unordered, so one skipped change does not stop the others, and returns the
   * indexes of those skipped. A duplicate-key error means the guard missed: either a newer version is
   * there, or another writer inserted the document between our guard and our insert. The second attempt
   * tells them apart, because documents are never removed (deletions leave tombstones): a guard that
   * misses again faces a version at least as new as the change. Any other error is real.
   */
  private async applyGuarded(collection: string, operations: AnyBulkWriteOperation<StoredDocument>[]): Promise<number[]> {
    const missed = await this.bulkWriteReportingGuardMisses(collection, operations);
    if (missed.length === 0) return [];
    const missedAgain = await this.bulkWriteReportingGuardMisses(
      collection,
      missed.map((index) => operations[index]!),
    );
    return missedAgain.map((index) => missed[index]!);
  }

  /** Indexes of the operations whose guard missed; throws on any other failure. */
  private async bulkWriteReportingGuardMisses(collection: string, operations: AnyBulkWriteOperation<StoredDocument>[]): Promise<number[]> {
    try {
      await this.collection(collection).bulkWrite(operations, { ordered: false });
      return [];
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const onlyGuardMisses =
        error.result.getWriteConcernError() === undefined &&
        writeErrors.length > 0 &&
        writeErrors.every((writeError) => writeError.code === DUPLICATE_KEY);
      if (!onlyGuardMisses) throw error;
      return writeErrors.map((writeError) => writeError.index);
    }
  }

  private collection(name: string): Collection<StoredDocument> {
    if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
    return this.db.collection<StoredDocument>(`rm_${name}`);
  }
}

/** Replaces the document only if what is stored is older than the change (see the class comment). */
function guardedReplace(change: DocumentChange): AnyBulkWriteOperation<StoredDocument> {
  const replacement: Omit<StoredDocument, '_id'> =
    change.document === null ? { _position: change.position, _deleted: true } : { ...change.document, _position: change.position };
  return { replaceOne: { filter: { _id: change.id, _position: { $lt: change.position } }, replacement, upsert: true } };
}

function field(name: string): string {
  // Top-level names only: a dot would reach into sub-documents and a $ would be read as an operator.
  if (!FIELD_NAME.test(name)) throw new Error(`Invalid field name: ${name}`);
  return name;
}

/** Equality on top-level fields; MongoDB's `{field: null}` matches null and missing alike, as the port asks. */
function whereFilter(where: FindQuery['where']): Filter<StoredDocument> {
  const filter: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(where ?? {})) filter[field(name)] = value;
  return { ...filter, ...LIVE } as Filter<StoredDocument>;
}
