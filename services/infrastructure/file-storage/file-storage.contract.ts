import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.port.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every FileStorage adapter must pass this suite; keys are unique per test. */
export function describeFileStorageContract(adapterName: string, createStorage: () => Promise<FileStorage>): void {
  describe(`FileStorage contract: ${adapterName}`, () => {
    let storage: FileStorage;
    const key = (name: string) => `contract/${randomUUID()}/${name}`;

    beforeEach(async () => {
      storage = await createStorage();
    });

    it('reads back what was put, whole and as a stream', async () => {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
      const name = key('large.webp');
      await storage.put(name, bytes);
      expect(await storage.exists(name)).toBe(true);
      expect(Buffer.compare((await storage.get(name))!, bytes)).toBe(0);
      const streamed = await storage.stream(name);
      expect(streamed?.size).toBe(bytes.length);
      expect(Buffer.compare(await readAll(streamed!.stream), bytes)).toBe(0);
    });

    it('answers null and false for a key that holds nothing', async () => {
      const name = key('missing.webp');
      expect(await storage.get(name)).toBeNull();
      expect(await storage.stream(name)).toBeNull();
      expect(await storage.exists(name)).toBe(false);
    });

    it('replaces a file whole when the same key is put again', async () => {
      const name = key('audio.mp3');
      await storage.put(name, Buffer.from('first version, longer than the second'));
      await storage.put(name, Buffer.from('second'));
      expect((await storage.get(name))?.toString()).toBe('second');
    });

    it('deletes a file, and deleting a missing one is no error', async () => {
      const name = key('thumbnail.webp');
      await storage.put(name, Buffer.from('x'));
      await storage.delete(name);
      await storage.delete(name);
      expect(await storage.exists(name)).toBe(false);
      expect(await storage.get(name)).toBeNull();
    });

    it('refuses keys that would reach outside the storage', async () => {
      for (const bad of ['../escape', '/absolute', 'a/../../b', 'a//b', 'UPPER', 'a/./b', '', 'a\\b']) {
        await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('Not a file key');
        await expect(storage.get(bad)).rejects.toThrow('Not a file key');
      }
    });
  });
}
