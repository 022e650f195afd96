import Database from 'better-sqlite3';
import { join } from 'node:path';

export interface LoggedAnswer {
  readonly position: number;
  readonly answerId: string;
  readonly slideId: string;
  readonly commandId: string;
}

/**
 * The server's log file, read-only from outside the server (WAL lets a reader in beside the writer):
 * the ground truth for "exists exactly once" and for the order in which results fold answers in.
 */
export class EventLogReader {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
    this.db.pragma('busy_timeout = 5000');
  }

  answers(afterPosition = 0): LoggedAnswer[] {
    return this.db
      .prepare<[number], { position: number; answerId: string; slideId: string; commandId: string }>(
        `SELECT position,
                json_extract(data, '$.answerId') AS answerId,
                json_extract(data, '$.slideId') AS slideId,
                json_extract(metadata, '$.commandId') AS commandId
           FROM events WHERE type = 'AnswerSubmitted' AND position > ? ORDER BY position`,
      )
      .all(afterPosition);
  }

  head(): number {
    return this.db.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events').get()?.head ?? 0;
  }

  countByType(): Record<string, number> {
    const rows = this.db.prepare<[], { type: string; n: number }>('SELECT type, COUNT(*) AS n FROM events GROUP BY type').all();
    return Object.fromEntries(rows.map((row) => [row.type, row.n]));
  }

  close(): void {
    this.db.close();
  }
}
