import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadStoreContract } from './read-store.contract.js';
import { SqliteReadStore } from './sqlite-read-store.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeReadStoreContract('SQLite', async () => new SqliteReadStore(join(dir, 'read.sqlite')));
