import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { EXPORT_SOCKET_EVENTS, exportFailureMessage, exportStreamId, type ExportProgressPayload, type ExportSummary, type ReportGeneratedPayload } from '../../contracts/exports/exports.js';
import { uploadedImageFileKey, type UploadedImageView } from '../../contracts/media/uploaded-images.js';
import { exportFileKey } from '../../services/exports/application/export-files.js';
import { FILE_STORAGE, type FileStorage } from '../../services/infrastructure/file-storage/file-storage.port.js';
import { readPdf } from '../support/read-pdf.js';
import { colourPng, halvesPng } from '../support/test-images.js';
import { waitUntil } from '../support/wait-until.js';
import { connect } from './support/live-clients.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

/** Kept (see .gitignore, deck-*.png): the slides PDF's pages as pdf.js renders them, and the slide images, to look at. */
const SCREENSHOTS = path.resolve(__dirname, '../artifacts/screenshots');

const RED = '#e02020';
const BLUE = '#1f4fd8';
const GREEN = '#20a040';
const YELLOW = '#f0c020';
const WHITE = '#ffffff';

function bytes(response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

type Rgb = readonly [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;

/** Pixels read from a PNG in slide coordinates (1280x720), whatever size it was rendered at. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / 1280;
  return (x: number, y: number): Rgb => {
    const at = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}

/** Lossy WebP storage and resampling move a plain colour a little, never to another colour. */
const near = (actual: Rgb, hex: string) => actual.every((value, index) => Math.abs(value - rgb(hex)[index]!) <= 16);
const expectColour = (actual: Rgb, hex: string, where: string) => expect({ where, near: near(actual, hex), actual }).toEqual({ where, near: true, actual });

describe('The deck exports draw the slides’ images and backgrounds from the file storage (issue 23)', () => {
  const server = suiteServer({ DEFAULT_PLAN: 'pro' });

  const upload = async (auth: Record<string, string>, png: Buffer, name: string) => ((await server.t.http.post('/api/upload/image/').set(auth).attach('file', png, name).expect(201)).body as UploadedImageView);

  const listen = async (token: string) => {
    const socket = connect(server.baseUrl, token);
    server.sockets.push(socket);
    await waitUntil(() => socket.connected);
    const progress: ExportProgressPayload[] = [];
    const generated: ReportGeneratedPayload[] = [];
    socket.on(EXPORT_SOCKET_EVENTS.progress, (payload: ExportProgressPayload) => progress.push(payload));
    socket.on(EXPORT_SOCKET_EVENTS.generated, (payload: ReportGeneratedPayload) => generated.push(payload));
    return { progress, generated };
  };

  const createSlide = async (auth: Record<string, string>, presentationId: string, type: string, title: string, fields: Record<string, unknown>, insertAfter?: string) => {
    const id = ((await server.t.http.post('/api/slide/create/').set(auth).send({ presentationId, type, fields: { title }, ...(insertAfter && { insertAfter }) }).expect(201)).body as { id: string }).id;
    await server.t.http.patch(`/api/slide/${id}`).set(auth).send(fields).expect(200);
    return id;
  };

  it('paints the slide image, a background with its veil, a cropped background and a canvas picture, in the PDF and in the images', async () => {
    const { t } = server;
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const id = ((await t.http.post('/api/presentation').set(auth).send({ name: 'Pictures' }).expect(201)).body as { id: string }).id;
    const red = await upload(auth, await colourPng(400, 300, RED), 'red.png');
    const blue = await upload(auth, await colourPng(1600, 900, BLUE), 'blue.png');
    const halves = await upload(auth, await halvesPng(800, 400, GREEN, YELLOW), 'halves.png');

    // 1: a picture slide; 2: a poll over a blue background shown whole (visibility 100); 3: only the yellow half of a
    // green|yellow background (its crop); 4: a canvas with a red picture block at (100, 100), 200x100.
    const first = await createSlide(auth, id, 'image', 'Our office', { image: { url: red.large, large: red.large, xLarge: red.xLarge } });
    const second = await createSlide(auth, id, 'poll', 'Favourite colour?', { backgroundImage: { url: blue.large, large: blue.large, xLarge: blue.xLarge }, visibility: 100 }, first);
    const third = await createSlide(auth, id, 'textSlide', 'Cropped', { backgroundImage: { url: halves.xLarge }, backgroundImageCropperData: { x: 400, y: 0, width: 400, height: 400 }, visibility: 100 }, second);
    const block = { id: 'pic', type: 'Image', tag: 'image', content: { src: red.large, isPlaceholderImage: false }, style: { width: 200, height: 100, transform: 'translate(100px, 100px)' } };
    // ...and a green circle filling the box at (600, 300), 200x200.
    const circle = { id: 'dot', type: 'Shape', shape: 'circle', shapeStyle: { fill: GREEN, stroke: GREEN, strokeWidth: 0 }, style: { width: 200, height: 200, transform: 'translate(600px, 300px)' } };
    // ...and a solid blue line 10 px thick along the top of its box at (100, 600), 400 wide.
    const line = { id: 'rule', type: 'Line', weight: 10, dash: 'solid', start: 'none', end: 'none', colour: BLUE, style: { width: 400, height: 10, transform: 'translate(100px, 600px)' } };
    // ...and a yellow 400x40 bar at (800, 340) turned 90 degrees about its centre (1000, 360): it stands upright.
    const turned = { id: 'bar', type: 'Shape', shape: 'rectangle', shapeStyle: { fill: YELLOW, stroke: YELLOW, strokeWidth: 0 }, style: { width: 400, height: 40, transform: 'translate(800px, 340px) rotate(90deg)' } };
    await createSlide(auth, id, 'freestyle', 'Canvas', { canvasBlocks: [block, circle, line, turned] }, third);

    const { generated } = await listen(presenter.token);
    const exportOf = async (format: 'slidesPdf' | 'slideImages') => {
      const asked = (await t.http.post('/api/exports/deck').set(auth).send({ presentationId: id, format }).expect(202)).body as ExportSummary;
      await waitUntil(() => generated.some((message) => message.exportId === asked.exportId));
      const done = generated.find((message) => message.exportId === asked.exportId)!;
      expect(done).toMatchObject({ status: 'success' });
      return (await t.http.get(done.reportUrl!).set(auth).buffer(true).parse(bytes as never).expect(200)).body as Buffer;
    };

    const checks = async (pageOf: (index: number) => Promise<Buffer>, surface: string) => {
      // 1: the red picture is contained in the room under the title, centred; the page around it stays white.
      const picture = await pixels(await pageOf(0));
      expectColour(picture(640, 400), RED, `${surface} 1: picture centre`);
      expectColour(picture(40, 400), WHITE, `${surface} 1: left of the picture`);
      // 2: blue shows through everywhere the poll's text and options are not.
      const backdrop = await pixels(await pageOf(1));
      expectColour(backdrop(20, 700), BLUE, `${surface} 2: bottom-left corner`);
      expectColour(backdrop(1260, 20), BLUE, `${surface} 2: top-right corner`);
      // 3: the crop is the yellow right half: it fills the slide, the green half is outside it.
      const cropped = await pixels(await pageOf(2));
      expectColour(cropped(20, 700), YELLOW, `${surface} 3: bottom-left corner`);
      expectColour(cropped(1260, 300), YELLOW, `${surface} 3: right edge`);
      // 4: the canvas picture is stretched to its block's box and nothing else is painted.
      const canvas = await pixels(await pageOf(3));
      expectColour(canvas(200, 150), RED, `${surface} 4: inside the block`);
      expectColour(canvas(110, 195), RED, `${surface} 4: inside the block's corner`);
      expectColour(canvas(90, 150), WHITE, `${surface} 4: left of the block`);
      expectColour(canvas(320, 150), WHITE, `${surface} 4: right of the block`);
      expectColour(canvas(700, 400), GREEN, `${surface} 4: the circle's centre`);
      expectColour(canvas(700, 305), GREEN, `${surface} 4: just inside the circle's top`);
      expectColour(canvas(610, 310), WHITE, `${surface} 4: the circle box's corner, outside the circle`);
      expectColour(canvas(300, 605), BLUE, `${surface} 4: on the line`);
      expectColour(canvas(300, 625), WHITE, `${surface} 4: under the line`);
      expectColour(canvas(1000, 200), YELLOW, `${surface} 4: the upright bar's top`);
      expectColour(canvas(850, 360), WHITE, `${surface} 4: where the bar lay before it turned`);
    };

    const pdf = await exportOf('slidesPdf');
    const prefix = path.join(SCREENSHOTS, 'deck-pictures-slides-pdf');
    const pages = await readPdf(pdf, prefix);
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Our office');
    await checks((index) => readFile(`${prefix}-page-${String(index + 1).padStart(2, '0')}.png`), 'PDF page');

    const zip = await JSZip.loadAsync(await exportOf('slideImages'));
    const image = (index: number) => zip.file(`slide-${String(index + 1).padStart(3, '0')}.png`)!.async('nodebuffer');
    for (let index = 0; index < 4; index++) await sharp(await image(index)).toFile(path.join(SCREENSHOTS, `deck-pictures-slide-image-${index + 1}.png`));
    await checks(image, 'Slide image');
  });

  it('fails an export whose image cannot be read: the failure over the socket, no file kept or served, the reason in the log', async () => {
    const { t } = server;
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const id = ((await t.http.post('/api/presentation').set(auth).send({ name: 'Broken picture' }).expect(201)).body as { id: string }).id;
    const picture = await upload(auth, await colourPng(400, 300, RED), 'red.png');
    const first = await createSlide(auth, id, 'textSlide', 'Fine', {});
    const second = await createSlide(auth, id, 'image', 'Broken', { image: { url: picture.large } }, first);
    await createSlide(auth, id, 'textSlide', 'Never reached', {}, second);
    // The stored file goes bad (a disk fault): the export must say so rather than leave a slide out.
    const files = t.app.get<FileStorage>(FILE_STORAGE);
    await files.put(uploadedImageFileKey(picture.id, 'large'), Buffer.from('not an image at all'));

    const { progress, generated } = await listen(presenter.token);
    for (const format of ['slidesPdf', 'slideImages'] as const) {
      const asked = (await t.http.post('/api/exports/deck').set(auth).send({ presentationId: id, format }).expect(202)).body as ExportSummary;
      await waitUntil(() => generated.some((message) => message.exportId === asked.exportId));
      const done = generated.find((message) => message.exportId === asked.exportId)!;
      // Spec doc 1 §4: a status other than success is a failure; nothing to download.
      expect(done).toMatchObject({ exportId: asked.exportId, format, status: 'failed', reportUrl: null, fileName: null, bytes: null });
      // The first slide was written before the second failed: the job had started, and stopped there.
      const shares = progress.filter((message) => message.exportId === asked.exportId).map((message) => message.progress);
      expect(shares).toEqual([1 / 3]);

      // No half file: nothing in the storage, and the download answers the spec's failure message.
      expect(await files.exists(exportFileKey(asked.exportId, format))).toBe(false);
      const refused = await t.http.get(`/api/exports/${asked.exportId}/download`).set(auth).expect(409);
      expect(refused.body).toMatchObject({ message: exportFailureMessage(format) });
      expect(exportFailureMessage(format)).toBe('Export failed.');

      const events = await t.storage.eventStore.readStream(exportStreamId(asked.exportId));
      expect(events.map((event) => event.type)).toEqual(['ExportRequested', 'ExportFailed']);
      expect((events[1]!.data as { reason: string }).reason).toContain('image could not be read');
    }
    const listed = (await t.http.get(`/api/exports/deck/${id}`).set(auth).expect(200)).body as ExportSummary[];
    expect(listed.map((item) => [item.format, item.status])).toEqual([
      ['slideImages', 'failed'],
      ['slidesPdf', 'failed'],
    ]);
  });
});
