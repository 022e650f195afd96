import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (images, audio), by key. Keys are relative paths the caller chooses
 * (`images/{id}/large.webp`): lower-case letters, digits, `-`, `_`, `.` and `/` between segments, no `..`.
 * Every adapter passes file-storage.contract.ts.
 */
export interface FileStorage {
  /** Stores the bytes durably: once it resolves, the file survives a crash. An existing key is replaced whole. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size (to serve it without holding it in memory), or null when there is none. */
  stream(key: string): Promise<StoredFileStream | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFileStream {
  readonly size: number;
  readonly stream: Readable;
}

export const FILE_STORAGE = Symbol('FileStorage');

const KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key that names a file inside the storage and nothing outside it. */
export function isFileKey(key: string): boolean {
  return key.length <= 255 && KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'));
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
}
