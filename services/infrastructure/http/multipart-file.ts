import busboy from 'busboy';
import type { Request } from 'express';
import { PayloadTooLarge, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

export interface ReceivedFile {
  readonly bytes: Buffer;
  /** The name the sender gave it: shown to its owner, never trusted for its type. */
  readonly filename: string;
  /** The form's text fields sent beside the file (at most 10, each at most 1 KB). */
  readonly fields: Readonly<Record<string, string>>;
}

export interface FileLimits {
  /** Largest file accepted; a longer one is refused while it arrives, never read whole. */
  readonly maxBytes: number;
  /** What a refused upload says to the person (the spec's own text). */
  readonly failureMessage: string;
  readonly field?: string;
}

/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * Reads the one file of a multipart/form-data upload into memory, at most `maxBytes` of it: a declared length
 * over the limit is refused before a byte is read, and a body that grows past it is cut off as it arrives.
 */
export function receiveFile(request: Request, limits: FileLimits): Promise<ReceivedFile> {
  const field = limits.field ?? 'file';
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes + ENVELOPE_BYTES) return Promise.reject(tooLarge(limits));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: limits.maxBytes, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(new ValidationFailed('The upload must be multipart/form-data with a file.', [{ path: field, message: 'Required' }]));
      return;
    }
    let received: ReceivedFile | null = null;
    // No prototype: a field named __proto__ is only a field.
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      request.unpipe(parser);
      // The rest of the body is read and dropped, so the answer reaches a sender that is still sending.
      request.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(limits)));
      stream.on('end', () => {
        if (!failed) received = { bytes: Buffer.concat(chunks), filename: info.filename ?? '', fields };
      });
    });
    parser.on('error', () => fail(new ValidationFailed('The upload is not well-formed multipart/form-data.', [{ path: field, message: 'Invalid' }])));
    parser.on('close', () => {
      if (failed) return;
      if (!received || received.bytes.length === 0) reject(new ValidationFailed('The upload has no file.', [{ path: field, message: 'Required' }]));
      else resolve(received);
    });
    request.pipe(parser);
  });
}

function tooLarge(limits: FileLimits): PayloadTooLarge {
  return new PayloadTooLarge(limits.failureMessage, { maxBytes: limits.maxBytes });
}
