import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertFileKey, type FileStorage, type StoredFileStream } from './file-storage.port.js';

/**
 * Files on the local disk under one folder (DATA_DIR/files by default). A put writes a temporary file, syncs it,
 * renames it into place and syncs the folder, so a crash leaves either the old file or the new one, never half.
 */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.${randomBytes(8).toString('hex')}.partial`);
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const path = this.pathOf(key);
    try {
      const { size, isFile } = await stat(path).then((stats) => ({ size: stats.size, isFile: stats.isFile() }));
      if (!isFile) return null;
      return { size, stream: createReadStream(path) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    return join(this.root, ...key.split('/'));
  }
}

/** A rename is durable only once the folder that holds the new name is synced. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
