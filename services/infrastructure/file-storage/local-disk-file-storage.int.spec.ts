import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from './file-storage.contract.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';

const dir = mkdtempSync(join(tmpdir(), 'files-local-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeFileStorageContract('local disk', async () => new LocalDiskFileStorage(dir));

describe('LocalDiskFileStorage', () => {
  it('leaves no temporary file behind a put', async () => {
    const root = mkdtempSync(join(tmpdir(), 'files-local-clean-'));
    try {
      const storage = new LocalDiskFileStorage(root);
      await storage.put('images/one/large.webp', Buffer.from('bytes'));
      expect(readdirSync(join(root, 'images', 'one'))).toEqual(['large.webp']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
