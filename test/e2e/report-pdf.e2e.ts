import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import { io, type Socket } from 'socket.io-client';
import { uploadedImageFileKey } from '../../contracts/media/uploaded-images.js';
import { readPdf } from '../support/read-pdf.js';
import { colourPng } from '../support/test-images.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, recordToasts, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

test('a presenter exports the report as PDF, and the slides as PDF and as images, from the session page (issue 23)', async ({ page, request, baseURL }) => {
  const session = await registerThroughApi(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const presentationId = await createPresentationThroughApi(request, session.token, 'PDF talk');
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'poll', title: 'Favourite season?', options: ['Spring', 'Summer', 'Autumn'] },
    { type: 'wordCloud', title: 'One word for today' },
  ]);
  const [poll] = [...deck.slides].sort((a, b) => a.order - b.order);
  expect((await request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: poll!.id }, headers: auth })).ok()).toBe(true);
  const sockets: Socket[] = [];
  for (const name of ['Ada', 'Brian']) {
    const joined = (await (await request.post('/api/audience/join', { data: { accessCode: deck.accessCode, name } })).json()) as { token: string };
    const socket = io(baseURL!, { auth: { token: joined.token }, transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('session:state', resolve));
    const spring = poll!.options.find((option) => option.title === 'Spring')!;
    expect(await socket.emitWithAck('answer:submit', { answerId: randomUUID(), slideId: poll!.id, value: { kind: 'choice', optionIds: [spring.id] } })).toMatchObject({ ok: true });
  }
  expect((await request.post(`/api/presentation/${presentationId}/stop-presenting`, { headers: auth })).ok()).toBe(true);
  for (const socket of sockets) socket.disconnect();

  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  await signInPage(page, session);
  await page.goto(`/apps/report/${presentationId}/replay`);
  await expect(page.getByTestId('replay-moment')).toContainText('Ended');
  // Spec doc 1 §4: a successful pdf, image or excel export downloads itself; it stays listed to download again.
  const downloaded = async (button: string, file: string) => {
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
    expect(saved.suggestedFilename()).toBe(file);
    await expect(page.getByRole('button', { name: `Download ${file}` })).toBeVisible();
    return readFile((await saved.path())!);
  };

  // The report: summary and the poll's chart as the report page counts them.
  const report = (await readPdf(await downloaded('Report as PDF', 'PDF talk report.pdf'))).map((text) => text.replace(/\s+/g, ' '));
  expect(report[0]).toContain('PDF talk');
  expect(report[0]).toContain('Participants 2');
  expect(report.join(' ')).toContain('Spring 2 (100%)');
  await expect.poll(toasts).toContain('Export completed');

  // The deck: a page per slide, and a zip of one image per slide.
  const slides = page.getByRole('region', { name: 'Slides' });
  await expect(slides).toBeVisible();
  const slidesPdf = (await readPdf(await downloaded('Slides as PDF', 'PDF talk slides.pdf'))).map((text) => text.replace(/\s+/g, ' '));
  expect(slidesPdf).toHaveLength(2);
  expect(slidesPdf[0]).toContain('Favourite season?');
  expect(slidesPdf[1]).toContain('One word for today');
  const zip = await JSZip.loadAsync(await downloaded('Slides as images (zip)', 'PDF talk slides.zip'));
  expect(Object.keys(zip.files).sort()).toEqual(['slide-001.png', 'slide-002.png']);

  await expectAccessible(page, 'session exports');
  await page.screenshot({ path: join(screenshotDir, 'report-pdf-exports.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a deck never presented exports its slides from its report page (issue 23)', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Draft talk');
  await buildDeck(request, session.token, presentationId, [
    { type: 'poll', title: 'Which topic first?', options: ['Tides', 'Winds'] },
    { type: 'wordCloud', title: 'Your questions in a word' },
  ]);
  const errors = collectPageErrors(page);
  await signInPage(page, session);
  await page.goto(`/apps/report/${presentationId}`);
  const slides = page.getByRole('region', { name: 'Slides' });
  const [saved] = await Promise.all([page.waitForEvent('download'), slides.getByRole('button', { name: 'Slides as PDF', exact: true }).click()]);
  expect(saved.suggestedFilename()).toBe('Draft talk slides.pdf');
  await expect(slides.getByRole('button', { name: 'Download Draft talk slides.pdf' })).toBeVisible();
  const pages = (await readPdf(await readFile((await saved.path())!))).map((text) => text.replace(/\s+/g, ' '));
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain('A Tides');
  expect(pages[1]).toContain('Your questions in a word');
  await expectAccessible(page, 'report page slide exports');
  await page.screenshot({ path: join(screenshotDir, 'report-deck-exports.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('a slide export that fails shows the spec’s failure toast, which stays until it is closed (issue 23)', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const presentationId = await createPresentationThroughApi(request, session.token, 'Broken picture');
  const uploaded = await request.post('/api/upload/image/', { headers: auth, multipart: { file: { name: 'red.png', mimeType: 'image/png', buffer: await colourPng(400, 300, '#e02020') } } });
  expect(uploaded.ok()).toBe(true);
  const image = (await uploaded.json()) as { id: string; large: string };
  const created = await request.post('/api/slide/create/', { headers: auth, data: { presentationId, type: 'image', fields: { title: 'Our office' } } });
  const slideId = ((await created.json()) as { id: string }).id;
  expect((await request.patch(`/api/slide/${slideId}`, { headers: auth, data: { image: { url: image.large } } })).ok()).toBe(true);
  // The stored picture goes bad on the server's disk (a disk fault): the export cannot draw the slide and fails.
  const dataDir = process.env.LIVESLIDES_E2E_DATA_DIR!;
  await writeFile(join(dataDir, 'files', uploadedImageFileKey(image.id, 'large')), 'not an image at all');

  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  await page.clock.install();
  await signInPage(page, session);
  await page.goto(`/apps/report/${presentationId}`);
  const slides = page.getByRole('region', { name: 'Slides' });
  await slides.getByRole('button', { name: 'Slides as images (zip)', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Export failed. Please refresh the page and try again.' });
  await expect(failure).toBeVisible();
  await expect(slides.getByText('Failed', { exact: true })).toBeVisible();
  // An error toast goes after 3 s; this one stays (about 1,000,000 ms) until its Close is pressed.
  await page.clock.fastForward(60_000);
  await expect(failure).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'report-deck-export-failed.png'), fullPage: true });
  await expectAccessible(page, 'report page slide export failed');
  await failure.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(failure).toBeHidden();
  expect(await toasts()).toEqual(['Export failed. Please refresh the page and try again.']);
  expect(errors).toEqual([]);
});
