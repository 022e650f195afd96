import JSZip from 'jszip';
import path from 'node:path';
import sharp from 'sharp';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { EXPORT_SOCKET_EVENTS, type ExportProgressPayload, type ExportSummary, type ReportGeneratedPayload } from '../../contracts/exports/exports.js';
import { OPTION_COLOURS } from '../../contracts/slides/option-palette.js';
import { exportsProjection } from '../../projections/exports/exports.projection.js';
import { replayInMemory } from '../../projections/projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { readPdf } from '../support/read-pdf.js';
import { waitUntil } from '../support/wait-until.js';
import { connect } from './support/live-clients.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

/** Kept (see .gitignore): the slides PDF's pages as pdf.js renders them, and the first slide image. */
const SCREENSHOTS = path.resolve(__dirname, '../artifacts/screenshots');

function bytes(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('The deck exported as a PDF of its slides and as a zip of slide images (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  it('writes one page and one 1280x720 image per slide, in the deck order, off the request path, downloadable again', async () => {
    const { t, baseUrl } = server;
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const id = ((await t.http.post('/api/presentation').set(auth).send({ name: 'Seasons talk' }).expect(201)).body as { id: string }).id;
    const slides = [
      { type: 'poll', fields: { title: 'Favourite season?' }, options: [{ title: 'Spring' }, { title: 'Summer' }, { title: 'Autumn' }] },
      { type: 'bulletPoints', fields: { title: 'What we will cover' }, options: [{ title: 'Weather' }, { title: 'Light' }] },
      { type: 'wordCloud', fields: { title: 'One word for winter' } },
    ];
    let previous: string | undefined;
    for (const slide of slides) {
      previous = ((await t.http.post('/api/slide/create/').set(auth).send({ presentationId: id, ...slide, ...(previous && { insertAfter: previous }) }).expect(201)).body as { id: string }).id;
    }
    const deck = (await t.http.get(`/api/presentation/${id}`).set(auth).expect(200)).body as DeckDocument;
    const ordered = [...deck.slides].sort((a, b) => a.order - b.order);

    const socket = connect(baseUrl, presenter.token);
    server.sockets.push(socket);
    await waitUntil(() => socket.connected);
    const progress: ExportProgressPayload[] = [];
    const generated: ReportGeneratedPayload[] = [];
    socket.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => progress.push(payload));
    socket.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => generated.push(payload));

    const exportOf = async (format: 'slidesPdf' | 'slideImages') => {
      const asked = (await t.http.post('/api/exports/deck').set(auth).send({ presentationId: id, format }).expect(202)).body as ExportSummary;
      expect(asked).toMatchObject({ status: 'processing', format, presentationId: id, sessionId: null, reportUrl: null });
      await waitUntil(() => generated.some((message) => message.exportId === asked.exportId));
      const done = generated.find((message) => message.exportId === asked.exportId)!;
      expect(done).toMatchObject({ status: 'success', reportUrl: `/api/exports/${asked.exportId}/download` });
      const shares = progress.filter((message) => message.exportId === asked.exportId).map((message) => message.progress);
      expect(shares.at(-1)).toBe(1);
      expect([...shares].sort((a, b) => a - b)).toEqual(shares);
      const download = await t.http.get(done.reportUrl!).set(auth).buffer(true).parse(bytes as never).expect(200);
      return { done, body: download.body as Buffer, contentType: download.headers['content-type'] };
    };

    // --- The slides as a PDF: a page per slide, its words kept as text.
    const pdf = await exportOf('slidesPdf');
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.done.fileName).toBe('Seasons talk slides.pdf');
    const pages = (await readPdf(pdf.body, path.join(SCREENSHOTS, 'deck-slides-pdf'))).map(flat);
    expect(pages).toHaveLength(ordered.length);
    expect(pages[0]).toContain('Favourite season?');
    expect(pages[0]).toContain('A Spring');
    expect(pages[0]).toContain('B Summer');
    expect(pages[0]).toContain('C Autumn');
    expect(pages[0]).toContain(`1 / ${ordered.length}`);
    expect(pages[1]).toContain('What we will cover');
    expect(pages[1]).toContain('• Weather');
    expect(pages[1]).toContain('• Light');
    expect(pages[2]).toContain('One word for winter');
    for (const [index, slide] of ordered.entries()) expect(pages[index]).toContain(slide.title);

    // --- The slides as images: slide-001.png onwards, 1280x720, the options painted in their colours.
    const images = await exportOf('slideImages');
    expect(images.contentType).toBe('application/zip');
    expect(images.done.fileName).toBe('Seasons talk slides.zip');
    const zip = await JSZip.loadAsync(images.body);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(ordered.map((_, index) => `slide-${String(index + 1).padStart(3, '0')}.png`));
    const first = await zip.file('slide-001.png')!.async('nodebuffer');
    await sharp(first).toFile(path.join(SCREENSHOTS, 'deck-slide-image-01.png'));
    for (const name of names) expect(await sharp(await zip.file(name)!.async('nodebuffer')).metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
    // Option A's box starts under the title at x 80; a pixel just inside it has option A's colour, one outside the page's white.
    const { data, info } = await sharp(first).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[data[at], data[at + 1], data[at + 2]].map((value) => value!.toString(16).padStart(2, '0')).join('')}`;
    };
    const rows = Array.from({ length: 720 }, (_, y) => pixel(84, y));
    expect(rows).toContain(OPTION_COLOURS[0]);
    expect(rows).toContain(OPTION_COLOURS[1]);
    expect(rows).toContain(OPTION_COLOURS[2]);
    expect(pixel(20, 700)).toBe('#ffffff');

    // --- Listed for the deck and downloaded again later; the read model rebuilds from the log equal.
    const listed = (await t.http.get(`/api/exports/deck/${id}`).set(auth).expect(200)).body as ExportSummary[];
    expect(listed.map((item) => [item.exportId, item.format, item.status])).toEqual([
      [images.done.exportId, 'slideImages', 'success'],
      [pdf.done.exportId, 'slidesPdf', 'success'],
    ]);
    const again = await t.http.get(pdf.done.reportUrl!).set(auth).buffer(true).parse(bytes as never).expect(200);
    expect(Buffer.compare(again.body as Buffer, pdf.body)).toBe(0);
    const log = await t.storage.eventStore.readAll(0, 1_000_000);
    const stored = await t.storage.readStore.find(t.app.get(ProjectionRunner).collectionOf(exportsProjection.name));
    expect(new Map(stored.map((document) => [document.id, document]))).toEqual(replayInMemory(exportsProjection, log));
  });

  it("answers another presenter as for an unknown presentation, and refuses a session format or a bad id with the field's path", async () => {
    const { t } = server;
    const owner = bearer((await registerPresenter(t.http)).token);
    const id = ((await t.http.post('/api/presentation').set(owner).send({ name: 'Mine' }).expect(201)).body as { id: string }).id;
    const other = bearer((await registerPresenter(t.http)).token);
    await t.http.post('/api/exports/deck').set(other).send({ presentationId: id, format: 'slidesPdf' }).expect(404);
    await t.http.get(`/api/exports/deck/${id}`).set(other).expect(404);
    const wrongFormat = await t.http.post('/api/exports/deck').set(owner).send({ presentationId: id, format: 'excel' }).expect(400);
    expect(JSON.stringify(wrongFormat.body)).toContain('format');
    const badId = await t.http.post('/api/exports/deck').set(owner).send({ presentationId: 'nope', format: 'slidesPdf' }).expect(400);
    expect(JSON.stringify(badId.body)).toContain('presentationId');
    expect((await t.http.get(`/api/exports/deck/${id}`).set(owner).expect(200)).body).toEqual([]);
  });
});
