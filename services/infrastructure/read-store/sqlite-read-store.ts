import Database from 'better-sqlite3';
import type { DocumentChange, FindQuery, IndexDefinition, JsonDocument, ReadStore, ScalarValue, StoredVersion } from './read-store.port.js';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The embedded read store: one SQLite table per collection holding JSON documents. Queries filter and
 * sort with json_extract, which expression indexes (created by read-store migrations) can serve.
 * Every row keeps the position of the last event folded into it, and a deleted document leaves that
 * position in `_tombstones`, so a change older than what is stored is skipped, whichever runner sends it.
 */
export class SqliteReadStore implements ReadStore {
  private readonly db: Database.Database;
  private readonly knownTables = new Set<string>();
  /**
   * Prepared statements by SQL text, prepared once each: a statement holds native memory the JS heap does
   * not see, so one prepared per call piles up until a garbage collection happens to free it.
   */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly filename: string) {
    this.db = new Database(filename);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS _checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS _tombstones (collection TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
    `);
  }

  async get<T extends JsonDocument>(collection: string, id: string): Promise<T | null> {
    if (!this.tableExists(collection)) return null;
    const row = this.statement<[string], { doc: string }>(`SELECT doc FROM ${table(collection)} WHERE id = ?`).get(id);
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany<T extends JsonDocument>(collection: string, ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0 || !this.tableExists(collection)) return [];
    const rows = this.statement<[string], { id: string; doc: string }>(
        `SELECT id, doc FROM ${table(collection)} WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(ids));
    const byId = new Map(rows.map((row) => [row.id, JSON.parse(row.doc) as T]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async find<T extends JsonDocument>(collection: string, query: FindQuery = {}): Promise<T[]> {
    if (!this.tableExists(collection)) return [];
    const { clause, params } = whereClause(query.where);
    const order = (query.orderBy ?? []).map((key) => `${fieldExpression(key.field)} ${key.direction === 'asc' ? 'ASC' : 'DESC'}`);
    order.push('id ASC');
    const limit = query.limit ?? -1;
    const offset = query.offset ?? 0;
    const rows = this.statement<unknown[], { doc: string }>(
        `SELECT doc FROM ${table(collection)} ${clause} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(collection: string, where?: FindQuery['where']): Promise<number> {
    if (!this.tableExists(collection)) return 0;
    const { clause, params } = whereClause(where);
    const row = this.statement<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table(collection)} ${clause}`).get(...params);
    return row?.n ?? 0;
  }

  async versions(collection: string, ids: readonly string[]): Promise<StoredVersion[]> {
    if (ids.length === 0) return [];
    const found = new Map<string, StoredVersion>();
    const wanted = JSON.stringify(ids);
    for (const row of this.statement<[string, string], { id: string; position: number }>(
      'SELECT id, position FROM _tombstones WHERE collection = ? AND id IN (SELECT value FROM json_each(?))',
    ).all(collection, wanted)) {
      found.set(row.id, { id: row.id, document: null, position: row.position });
    }
    if (this.tableExists(collection)) {
      const rows = this.statement<[string], { id: string; doc: string; position: number }>(
        `SELECT id, doc, position FROM ${table(collection)} WHERE id IN (SELECT value FROM json_each(?))`,
      ).all(wanted);
      for (const row of rows) {
        if ((found.get(row.id)?.position ?? -1) < row.position) found.set(row.id, { id: row.id, document: JSON.parse(row.doc) as JsonDocument, position: row.position });
      }
    }
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  }

  async commit(projection: string, position: number, changes: readonly DocumentChange[]): Promise<DocumentChange[]> {
    for (const change of changes) this.ensureTable(change.collection);
    // IMMEDIATE: another node's runner committing to the same file makes this one wait, not fail (see the event store).
    return this.db.transaction(() => {
      const applied = changes.filter((change) => this.apply(change));
      this.statement(
          'INSERT INTO _checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO UPDATE SET position = max(position, excluded.position)',
        )
        .run(projection, position);
      return applied;
    }).immediate();
  }

  /** Writes one change unless the stored document or its deletion is as new or newer; true when written. */
  private apply(change: DocumentChange): boolean {
    const tombstone = this.statement<[string, string], { position: number }>('SELECT position FROM _tombstones WHERE collection = ? AND id = ?').get(
      change.collection,
      change.id,
    );
    if (tombstone && tombstone.position >= change.position) return false;
    if (change.document === null) {
      const stored = this.statement<[string], { position: number }>(`SELECT position FROM ${table(change.collection)} WHERE id = ?`).get(change.id);
      if (stored && stored.position >= change.position) return false;
      this.statement(`DELETE FROM ${table(change.collection)} WHERE id = ?`).run(change.id);
      this.statement(
          'INSERT INTO _tombstones (collection, id, position) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET position = excluded.position',
        )
        .run(change.collection, change.id, change.position);
      return true;
    }
    const written = this.statement(
        `INSERT INTO ${table(change.collection)} (id, doc, position) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position WHERE excluded.position > position`,
      )
      .run(change.id, JSON.stringify(change.document), change.position);
    if (written.changes === 0) return false;
    if (tombstone) this.statement('DELETE FROM _tombstones WHERE collection = ? AND id = ?').run(change.collection, change.id);
    return true;
  }

  async getCheckpoint(projection: string): Promise<number> {
    const row = this.statement<[string], { position: number }>('SELECT position FROM _checkpoints WHERE projection = ?').get(projection);
    return row?.position ?? 0;
  }

  async dropCollection(collection: string): Promise<void> {
    this.db.exec(`DROP TABLE IF EXISTS ${table(collection)}`);
    this.statement('DELETE FROM _tombstones WHERE collection = ?').run(collection);
    this.knownTables.delete(collection);
  }

  async deleteCheckpoint(projection: string): Promise<void> {
    this.statement('DELETE FROM _checkpoints WHERE projection = ?').run(projection);
  }

  async ensureIndex(index: IndexDefinition): Promise<void> {
    this.ensureTable(index.collection);
    const columns = index.fields.map((key) => `${fieldExpression(key.field)} ${key.direction === 'asc' ? 'ASC' : 'DESC'}`);
    this.db.exec(`CREATE INDEX IF NOT EXISTS "${safeName(index.collection)}__${safeName(index.name)}" ON ${table(index.collection)} (${columns.join(', ')})`);
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private statement<TParams extends unknown[] = unknown[], TRow = unknown>(sql: string): Database.Statement<TParams, TRow> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Database.Statement<TParams, TRow>;
  }

  private tableExists(collection: string): boolean {
    if (this.knownTables.has(collection)) return true;
    const row = this.statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(tableName(collection));
    if (row) this.knownTables.add(collection);
    return Boolean(row);
  }

  private ensureTable(collection: string): void {
    if (this.knownTables.has(collection)) return;
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${table(collection)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID`);
    this.knownTables.add(collection);
  }
}

function tableName(collection: string): string {
  if (!COLLECTION_NAME.test(collection)) throw new Error(`Invalid collection name: ${collection}`);
  return `c_${collection}`;
}

function table(collection: string): string {
  return `"${tableName(collection)}"`;
}

function safeName(name: string): string {
  if (!COLLECTION_NAME.test(name)) throw new Error(`Invalid name: ${name}`);
  return name;
}

function fieldExpression(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid field name: ${field}`);
  // A document's id is its key column: an index ending in id then also serves the final ORDER BY id.
  if (field === 'id') return 'id';
  return `json_extract(doc, '$.${field}')`;
}

function whereClause(where: FindQuery['where']): { clause: string; params: ScalarValue[] } {
  const entries = Object.entries(where ?? {});
  if (entries.length === 0) return { clause: '', params: [] };
  const params: ScalarValue[] = [];
  const conditions = entries.map(([field, value]) => {
    if (value === null) return `${fieldExpression(field)} IS NULL`;
    params.push(typeof value === 'boolean' ? Number(value) : value);
    return `${fieldExpression(field)} = ?`;
  });
  return { clause: `WHERE ${conditions.join(' AND ')}`, params };
}
