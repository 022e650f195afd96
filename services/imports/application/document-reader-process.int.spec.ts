import { ZipArchive } from 'archiver';
import { DOCUMENT_READER_BUDGET } from './document-imports.js';
import { readDocument } from './document-reader-process.js';

/** A zip of one entry, as archiver writes it. */
async function zipOf(name: string, content: Buffer): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => zip.on('end', () => resolve(Buffer.concat(chunks))));
  zip.append(content, { name });
  await zip.finalize();
  return done;
}

/** The central directory's uncompressed size of every entry set to `size`: a directory that lies, as a bomb's may. */
function lyingDirectory(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at !== -1; at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) copy.writeUInt32LE(size, at + 24);
  return copy;
}

describe('the document reader process (issue 27: a zip bomb or a malformed file ends only the reader)', () => {
  it('stops reading an entry that unpacks to more than its directory declared', async () => {
    const honest = await zipOf('ppt/presentation.xml', Buffer.alloc(20 * 1024 * 1024, 0x20));
    const outcome = await readDocument('pptx', lyingDirectory(honest, 100), DOCUMENT_READER_BUDGET);
    expect(outcome).toMatchObject({ ok: false, failure: 'unreadable' });
  });

  it('refuses a zip whose directory declares more than the reader unpacks, before unpacking it', async () => {
    const small = await zipOf('ppt/presentation.xml', Buffer.from('<p:presentation/>'));
    const outcome = await readDocument('pptx', lyingDirectory(small, 0xfffffff0), DOCUMENT_READER_BUDGET);
    expect(outcome).toMatchObject({ ok: false, failure: 'tooLarge' });
  });

  it('answers a failure when the reader process runs out of its heap', async () => {
    // A tiny heap: the reader cannot even load its libraries, and dies; that is the document's failure, not the server's.
    const outcome = await readDocument('pdf', Buffer.from('%PDF-1.7'), { ...DOCUMENT_READER_BUDGET, maxHeapMb: 4 });
    expect(outcome).toMatchObject({ ok: false, failure: 'tooLarge' });
  });
});
