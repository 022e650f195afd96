import type { Socket } from 'socket.io-client';
import sharp from 'sharp';
import {
  IMPORT_MESSAGES,
  IMPORT_STATUS_SOCKET_EVENT,
  documentImportStreamId,
  type ImportChoice,
  type DocumentImportResult,
  type ImportStatusPayload,
} from '../../contracts/imports/document-import.js';
import { uploadsStreamId } from '../../contracts/media/events.js';
import type { CanvasBlock } from '../../contracts/slides/canvas-blocks.js';
import { FILE_STORAGE, type FileStorage } from '../../services/infrastructure/file-storage/file-storage.port.js';
import { PPTX_SLIDES, pdfOfPages, pptxOfSlides, pptxZipBomb, threeSlidePptx, wordDocument } from '../support/import-documents.js';
import { waitUntil } from '../support/wait-until.js';
import { deckApi } from './support/deck-api.js';
import { connect } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const importDocument = (t: TestApp, token: string, presentationId: string, bytes: Buffer, filename: string, importChoice?: ImportChoice | 'other') => {
  const request = t.http.post('/api/upload/file-document/v2').set(bearer(token)).field('presentationId', presentationId).field('type', 'importPpt');
  return (importChoice ? request.field('importChoice', importChoice) : request).attach('file', bytes, filename);
};

/** The RGB of one pixel of an image. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (actual: [number, number, number], expected: [number, number, number]) => actual.every((value, index) => Math.abs(value - expected[index]!) <= 24);

describe('Document import (issue 27, spec doc 3 §4 import stages, §5 limits, §9 messages)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS_PER_USER: '1000/3600' });
    baseUrl = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  async function presenter() {
    const { token, user } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation();
    const socket = connect(baseUrl, token);
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const statuses: ImportStatusPayload[] = [];
    socket.on(IMPORT_STATUS_SOCKET_EVENT, (payload: ImportStatusPayload) => statuses.push(payload));
    return { token, userId: user.id, api, presentationId, statuses };
  }

  it('imports a 3-slide pptx as content slides: titles, text, the picture where it was, speaker notes; stages over the socket', async () => {
    const p = await presenter();
    const before = (await p.api.deck(p.presentationId)).slides.length;
    const imported = await importDocument(t, p.token, p.presentationId, await threeSlidePptx(), 'review.pptx').expect(201);
    const result = imported.body as DocumentImportResult;
    expect(result).toMatchObject({ presentationId: p.presentationId, kind: 'pptx' });
    expect(result.slideIds).toHaveLength(3);

    const deck = await p.api.deck(p.presentationId);
    expect(deck.slides).toHaveLength(before + 3);
    const slides = result.slideIds.map((id) => deck.slides.find((slide) => slide.id === id)!);
    const textOf = (blocks: readonly CanvasBlock[], tag: string) =>
      blocks.filter((block) => block.type === 'RichText' && block.tag === tag).map((block) => (block.type === 'RichText' ? block.content.value : ''));
    for (const [index, slide] of slides.entries()) {
      const expected = PPTX_SLIDES[index]!;
      const blocks = slide.canvasBlocks as CanvasBlock[];
      expect({ index, type: slide.type, title: slide.title, imported: slide.metadata }).toEqual({ index, type: 'freestyle', title: expected.title, imported: { isImportedFromPPT: true } });
      const escaped = expected.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(textOf(blocks, 'heading')).toEqual([`<p>${escaped}</p>`]);
      expect(textOf(blocks, 'content')).toEqual(expected.body.length ? [expected.body.map((line) => `<p>${line}</p>`).join('')] : []);
      expect(slide.notes).toBe(expected.notes ? `<p>${expected.notes}</p>` : '');
    }
    // The title placeholder sat at 0.5 in, 0.25 in on a 10 in wide slide: 64 px, 32 px on the 1280 px canvas.
    const heading = (slides[0]!.canvasBlocks as CanvasBlock[]).find((block) => block.type === 'RichText')!;
    expect(heading.style).toMatchObject({ width: 1152, height: 128, transform: 'translate(64px, 32px)' });

    // The picture: an Image block at 5 in, 1.5 in, 4 x 3 in, pointing at an upload of the presenter's that still shows red then blue.
    const picture = (slides[1]!.canvasBlocks as CanvasBlock[]).find((block) => block.type === 'Image');
    expect(picture).toMatchObject({ type: 'Image', content: { isPlaceholderImage: false }, style: { width: 512, height: 384, transform: 'translate(640px, 192px)' } });
    const served = await t.http.get(picture!.type === 'Image' ? picture!.content.src : '').buffer(true).expect(200);
    const image = served.body as Buffer;
    const { width = 0, height = 0 } = await sharp(image).metadata();
    expect(near(await pixel(image, Math.floor(width / 4), Math.floor(height / 2)), [255, 0, 0])).toBe(true);
    expect(near(await pixel(image, Math.floor((3 * width) / 4), Math.floor(height / 2)), [0, 0, 255])).toBe(true);
    expect((await t.storage.eventStore.readStream(uploadsStreamId(p.userId))).map((event) => event.type)).toEqual(['ImageUploaded']);

    // Ordinary deck commands by the importer, and one record of the import (its slides' text kept for AI).
    const added = (await t.storage.eventStore.readStream(`presentation-${p.presentationId}`)).filter((event) => event.type === 'SlideAdded').slice(-3);
    for (const event of added) expect(event.metadata.actor).toEqual({ kind: 'user', id: p.userId });
    const record = await t.storage.eventStore.readStream(documentImportStreamId(result.importId));
    expect(record.map((event) => event.type)).toEqual(['DocumentImported']);
    expect(record[0]!.data).toMatchObject({ presentationId: p.presentationId, kind: 'pptx', fileName: 'review.pptx', slideIds: result.slideIds });
    expect(result.texts[0]).toBe([PPTX_SLIDES[0].title, ...PPTX_SLIDES[0].body].join('\n'));
    expect(await t.app.get<FileStorage>(FILE_STORAGE).exists(`imports/${result.importId}/source.pptx`)).toBe(true);

    await waitUntil(() => p.statuses.some((status) => status.stage === 'ready'));
    const stages = p.statuses.map((status) => `${status.stage}:${status.done}/${status.total}`);
    expect(stages[0]).toBe('converting:0/null');
    expect(stages).toContain('converting:3/3');
    expect(stages.slice(-4)).toEqual(['importing:1/3', 'importing:2/3', 'importing:3/3', 'ready:3/3']);
  });

  it('imports a 5-page PDF as 1280x720 image slides, each page drawn where it was, its text kept', async () => {
    const p = await presenter();
    const result = (await importDocument(t, p.token, p.presentationId, await pdfOfPages(5), 'handout.pdf').expect(201)).body as DocumentImportResult;
    expect(result.kind).toBe('pdf');
    expect(result.slideIds).toHaveLength(5);
    const deck = await p.api.deck(p.presentationId);
    for (const [index, id] of result.slideIds.entries()) {
      const slide = deck.slides.find((candidate) => candidate.id === id)!;
      const blocks = slide.canvasBlocks as CanvasBlock[];
      expect({ index, title: slide.title, blocks: blocks.map((block) => ({ type: block.type, style: block.style })) }).toEqual({
        index,
        title: `Page ${index + 1} heading`,
        blocks: [{ type: 'Image', style: { width: 1280, height: 720, transform: 'translate(0px, 0px)' } }],
      });
      expect(result.texts[index]).toContain(`Body text of page ${index + 1}`);
      // The page's red top-left quarter is red on the slide's picture, and its bottom-left is white paper.
      const served = await t.http.get(blocks[0]!.type === 'Image' ? blocks[0]!.content.src.replace(/large$/, 'xLarge') : '').buffer(true).expect(200);
      const page = served.body as Buffer;
      expect((await sharp(page).metadata()).width).toBe(1280);
      expect(near(await pixel(page, 300, 170), [255, 0, 0])).toBe(true);
      expect(near(await pixel(page, 300, 600), [255, 255, 255])).toBe(true);
    }
  });

  it('generate only (spec doc 3 §4 import choice): the document is read and its texts answered, and nothing is written', async () => {
    const p = await presenter();
    const head = await t.storage.eventStore.headPosition();
    const result = (await importDocument(t, p.token, p.presentationId, await pdfOfPages(3), 'notes.pdf', 'generateOnly').expect(201)).body as DocumentImportResult;
    expect({ kind: result.kind, slideIds: result.slideIds, texts: result.texts.length }).toEqual({ kind: 'pdf', slideIds: [], texts: 3 });
    expect(result.texts[2]).toContain('Body text of page 3');
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    await waitUntil(() => p.statuses.some((update) => update.stage === 'ready'));
    // Import only and import and generate both add the slides (the AI half is the client's next request).
    for (const choice of ['importOnly', 'importAndGenerate'] as const) {
      expect((await importDocument(t, p.token, p.presentationId, await pdfOfPages(1), 'one.pdf', choice).expect(201)).body.slideIds).toHaveLength(1);
    }
  });

  it('refuses any other import choice (400 naming importChoice) and writes nothing', async () => {
    const p = await presenter();
    const head = await t.storage.eventStore.headPosition();
    const response = await importDocument(t, p.token, p.presentationId, await pdfOfPages(1), 'a.pdf', 'other');
    expect({ status: response.status, paths: response.body.details.map((detail: { path: string }) => detail.path) }).toEqual({ status: 400, paths: ['importChoice'] });
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  describe('refusals: a clear 4xx with the spec message, nothing written, the server still answering', () => {
    async function refused(bytes: Buffer, filename: string, status: number, message: string) {
      const p = await presenter();
      const head = await t.storage.eventStore.headPosition();
      const response = await importDocument(t, p.token, p.presentationId, bytes, filename);
      expect({ filename, status: response.status, message: response.body.message }).toEqual({ filename, status, message });
      expect(await t.storage.eventStore.headPosition()).toBe(head);
      await waitUntil(() => p.statuses.some((update) => update.stage === 'failed'));
      expect(p.statuses.find((update) => update.stage === 'failed')!.message).toBe(message);
      await t.http.get('/api/health').expect(200);
    }

    it('a 60 MB file (413, refused before it is read)', async () => {
      const p = await presenter();
      const response = await importDocument(t, p.token, p.presentationId, Buffer.alloc(60 * 1024 * 1024, 1), 'huge.pdf');
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 413, message: IMPORT_MESSAGES.tooLarge });
    });

    it('a .docx (415: a zip, but not a presentation)', async () => {
      await refused(await wordDocument(), 'minutes.docx', 415, IMPORT_MESSAGES.unsupportedType);
    });

    it('a text file named .pptx (415 by its content, not its name)', async () => {
      const p = await presenter();
      const response = await importDocument(t, p.token, p.presentationId, Buffer.from('just some text'), 'slides.pptx');
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 415, message: IMPORT_MESSAGES.unsupportedType });
    });

    it('a zip bomb shaped like a pptx (413: its directory says it unpacks past the limit)', async () => {
      await refused(await pptxZipBomb(300), 'bomb.pptx', 413, IMPORT_MESSAGES.tooLarge);
    });

    it('a malformed PDF (422 Cannot read the document)', async () => {
      await refused(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF garbage'), 'broken.pdf', 422, IMPORT_MESSAGES.unreadable);
    });

    it('a PDF of 101 pages (413: more than 100 slides)', async () => {
      await refused(await pdfOfPages(101), 'long.pdf', 413, IMPORT_MESSAGES.tooLarge);
    });

    it('a pptx of 500 slides (413: more than 100 slides; no slide, upload or import event written)', async () => {
      await refused(await pptxOfSlides(500), 'five-hundred.pptx', 413, IMPORT_MESSAGES.tooLarge);
    });

    it('a legacy .ppt on a server without LibreOffice (422 saying so)', async () => {
      const path = process.env.PATH;
      // No soffice on this PATH, whatever the machine has installed.
      process.env.PATH = '/nonexistent';
      try {
        const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
        await refused(compoundFile, 'old.ppt', 422, IMPORT_MESSAGES.legacyPptUnavailable);
      } finally {
        process.env.PATH = path;
      }
    });
  });

  it('refuses someone who may not edit the deck before reading the document (404), and a missing presentation id (400)', async () => {
    const owner = await presenter();
    const outsider = await registerPresenter(t.http);
    const pdf = await pdfOfPages(1);
    expect((await importDocument(t, outsider.token, owner.presentationId, pdf, 'a.pdf')).status).toBe(404);
    const missing = await t.http.post('/api/upload/file-document/v2').set(bearer(owner.token)).attach('file', pdf, 'a.pdf');
    expect({ status: missing.status, details: missing.body.details }).toEqual({ status: 400, details: [{ path: 'presentationId', message: expect.any(String) }] });
  });
});
