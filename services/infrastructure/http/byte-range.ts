import { Readable } from 'node:stream';
import type { Request } from 'express';

export interface ByteRange {
  readonly start: number;
  /** Inclusive, as in Content-Range. */
  readonly end: number;
}

/**
 * The one byte range a request asks for (Range: bytes=…, RFC 9110 §14), or null to send the whole file: no Range,
 * one that cannot be read, or several at once (a server may answer those with the whole file).
 */
export function requestedRange(request: Request, size: number): ByteRange | null {
  const ranges = request.range(size, { combine: true });
  if (!Array.isArray(ranges) || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** Bytes start..end of a stream that begins at byte 0; what comes after `end` is not read, and the source is closed. */
export function sliceOf(source: Readable, range: ByteRange): Readable {
  return Readable.from(slice(source, range), { objectMode: false });
}

async function* slice(source: Readable, { start, end }: ByteRange): AsyncGenerator<Buffer> {
  let position = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const from = Math.max(0, start - position);
    const to = Math.min(chunk.length, end + 1 - position);
    position += chunk.length;
    if (to > from) yield chunk.subarray(from, to);
    // Leaving the loop closes the source.
    if (position > end) return;
  }
}
