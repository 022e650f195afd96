import { Readable } from 'node:stream';
import { sliceOf } from './byte-range.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('sliceOf', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
  const chunked = () => Readable.from([bytes.subarray(0, 300), bytes.subarray(300, 301), bytes.subarray(301, 999), bytes.subarray(999)], { objectMode: false });

  it('gives exactly the bytes asked for, across chunk boundaries', async () => {
    for (const [start, end] of [
      [0, 999],
      [0, 0],
      [299, 301],
      [300, 300],
      [500, 998],
      [999, 999],
    ] as const) {
      expect({ start, end, same: Buffer.compare(await readAll(sliceOf(chunked(), { start, end })), bytes.subarray(start, end + 1)) }).toEqual({ start, end, same: 0 });
    }
  });

  it('stops reading and closes the source once the range is sent', async () => {
    const source = chunked();
    await readAll(sliceOf(source, { start: 10, end: 20 }));
    expect(source.destroyed).toBe(true);
  });
});
