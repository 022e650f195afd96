import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, buildDeck, joinByLink, present, type SlideSpec } from './support/live-deck.js';

/**
 * Issue 26, what the room sees: a long question and its options fit the 1280x720 stage, a 1,000-character answer
 * shares the wall with 20 short ones, the editor draws a poll as the stage does, canvas blocks are moved and resized
 * with the mouse, and a QR-code slide presents its code (phones without "Click to add heading").
 */

const QUESTION_600 = 'How should a team that ships every week decide what to build next, who to ask, and when to stop? '.repeat(7).slice(0, 600).trim();
const OPTIONS = ['TypeScript', 'JavaScript', 'Rust', 'Go'];
const LONG_ANSWER = 'Honestly the session made me rethink how we run our retrospectives, because the quiet people finally had a voice. '
  .repeat(10)
  .slice(0, 1000);
const SHORT_ANSWERS = ['Great talk', 'Loved it', 'More demos', 'Clear', 'Too fast', 'Slides!', 'Fun quiz', 'Thanks', 'Good pace', 'Useful',
  'Nice charts', 'Inspiring', 'Well done', 'Short', 'Q&A please', 'Cool', 'Helpful', 'Bravo', 'Neat', 'Again!'];

mkdirSync(screenshotDir, { recursive: true });
const shotPath = (name: string) => join(screenshotDir, `i26-stage-${name}.png`);

async function deckWith(request: Parameters<typeof registerThroughApi>[0], page: Page, name: string, slides: readonly SlideSpec[]) {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, name);
  const deck = await buildDeck(request, session.token, presentationId, slides);
  await signInPage(page, session);
  return { session, presentationId, deck };
}

/** Lines a word is drawn on inside an element: 1 when it is not split ("TypeSc / ript" is 2). */
async function linesOfWord(element: Locator, word: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }
    return -1;
  }, word);
}

async function within(inner: Locator, outer: Locator): Promise<void> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}

/** Text drawn whole: nothing hidden by a clamp or by overflow. */
async function notCut(element: Locator): Promise<void> {
  expect(await element.evaluate((node) => node.scrollHeight <= node.clientHeight + 1)).toBe(true);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a 600-character question with 4 options fits the stage: the question whole, every option below it, labels unbroken', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const { presentationId } = await deckWith(request, page, 'Long question', [{ type: 'poll', title: QUESTION_600, options: OPTIONS }]);
  await present(page, presentationId);
  const stage = page.locator('.live-stage');
  const title = stage.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(QUESTION_600);
  await expect(title).toHaveAttribute('data-truncated', 'false');
  expect(Number(await title.getAttribute('data-font-size'))).toBeGreaterThanOrEqual(22);
  await notCut(title);
  await within(title, stage);
  const rows = stage.locator('.choice-bars__row');
  await expect(rows).toHaveCount(4);
  const titleBox = (await title.boundingBox())!;
  for (const row of await rows.all()) {
    await within(row, stage);
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  }
  for (const word of OPTIONS) expect(await linesOfWord(stage.locator('.choice-bars'), word)).toBe(1);
  await stage.screenshot({ path: shotPath('600-character-question') });
  expect(errors).toEqual([]);
});

test('a 600-character quiz question with 4 answers fits the quiz screen: the question whole, every answer tile on the stage', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const { presentationId } = await deckWith(request, page, 'Long quiz question', [{ type: 'pickAnswer', title: QUESTION_600, options: OPTIONS }]);
  await present(page, presentationId);
  await expect(page.locator('[data-stage="lobby"]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await page.keyboard.press(' ');
  // The question shows for its 30 s, then its result with the same title: a busy machine may reach either first.
  const screen = page.locator('[data-stage="question"], [data-stage="result"]');
  await expect(screen).toBeVisible();
  const stage = page.locator('.live-stage');
  const title = screen.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(QUESTION_600);
  await expect(title).toHaveAttribute('data-truncated', 'false');
  await notCut(title);
  await within(title, stage);
  for (const word of OPTIONS) {
    const tile = screen.getByText(word, { exact: true });
    await expect(tile).toBeVisible();
    await within(tile, stage);
  }
  await page.mouse.move(10, 10);
  await stage.screenshot({ path: shotPath('600-character-quiz-question'), animations: 'disabled' });
  expect(errors).toEqual([]);
});

/** An audience member answering over the live socket, as a phone does. */
async function answerOpenEnded(baseURL: string, request: Parameters<typeof registerThroughApi>[0], accessCode: string, slideId: string, name: string, text: string): Promise<Socket> {
  const joined = await request.post('/api/audience/join', { data: { accessCode, name } });
  expect(joined.status()).toBe(200);
  const { token } = (await joined.json()) as { token: string };
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve) => socket.once('session:state', () => resolve()));
  const ack = (await socket.emitWithAck('answer:submit', { answerId: randomUUID(), slideId, value: { kind: 'text', text } })) as { ok: boolean };
  expect(ack.ok).toBe(true);
  return socket;
}

test('the open-ended wall holds one 1,000-character answer among 20 short ones, the long one cut and readable whole', async ({ page, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const { presentationId, deck } = await deckWith(request, page, 'Wall', [{ type: 'openEnded', title: 'What will you take away from today?' }]);
  await present(page, presentationId);
  const slideId = deck.slides.find((slide) => slide.type === 'openEnded')!.id;
  const answers = [...SHORT_ANSWERS.slice(0, 10), LONG_ANSWER, ...SHORT_ANSWERS.slice(10)];
  const sockets: Socket[] = [];
  try {
    for (const [index, text] of answers.entries()) sockets.push(await answerOpenEnded(baseURL!, request, deck.accessCode, slideId, `Person ${index + 1}`, text));
    const stage = page.locator('.live-stage');
    const cards = stage.locator('.open-wall__card');
    await expect(cards).toHaveCount(21);
    for (const card of await cards.all()) await within(card, stage);
    await expect(stage.locator('.open-wall__card[data-truncated="true"]')).toHaveCount(1);
    for (const text of SHORT_ANSWERS) await expect(stage.getByText(text, { exact: true })).toBeVisible();
    await stage.screenshot({ path: shotPath('open-ended-wall') });

    await stage.getByRole('button', { name: 'Show all of Person 11’s answer' }).click();
    const reading = stage.locator('.open-wall__reading');
    await expect(reading.locator('blockquote')).toHaveText(LONG_ANSWER.trim());
    await notCut(reading.locator('blockquote'));
    await stage.screenshot({ path: shotPath('open-ended-wall-long-answer-opened') });
    await reading.getByRole('button', { name: 'Close the answer' }).click();
    await expect(reading).toHaveCount(0);
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  expect(errors).toEqual([]);
});

test('the editor draws a poll as the presenting screen does: the same chart, orientation and option colours', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const { presentationId } = await deckWith(request, page, 'Same poll', [{ type: 'poll', title: 'Which language do you use most?', options: OPTIONS }]);
  await page.goto(`/presentation/${presentationId}`);
  const canvas = page.locator('#editor-canvas .canvas');
  await expect(canvas.getByRole('heading', { name: 'Which language do you use most?' })).toBeVisible();
  const letters = (root: Locator) => root.locator('.choice-bars__letter').evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
  await expect(canvas.locator('.choice-bars__row')).toHaveCount(4);
  const editorColours = await letters(canvas);
  for (const word of OPTIONS) expect(await linesOfWord(canvas.locator('.choice-bars'), word)).toBe(1);
  const editorShot = await canvas.screenshot({ path: shotPath('poll-in-editor') });
  // The slide list's thumbnail is the same stage drawing, miniature.
  await expect(page.getByRole('navigation', { name: 'Slides' }).locator('.thumbnail [data-renderer="stage"] .choice-bars__row')).toHaveCount(4);
  await page.screenshot({ path: shotPath('poll-editor-page') });

  await present(page, presentationId);
  const stage = page.locator('.live-stage');
  await expect(stage.locator('.choice-bars__row')).toHaveCount(4);
  expect(await letters(stage)).toEqual(editorColours);
  // Rows, not columns, on both: each label sits left of its bar.
  const first = (await stage.locator('.choice-bars__label').first().boundingBox())!;
  const track = (await stage.locator('.choice-bars__track').first().boundingBox())!;
  expect(track.x).toBeGreaterThan(first.x);
  const stageShot = await stage.screenshot({ path: shotPath('poll-on-stage') });

  const left = await sharp(editorShot).resize({ height: 450 }).png().toBuffer();
  const right = await sharp(stageShot).resize({ height: 450 }).png().toBuffer();
  const leftWidth = (await sharp(left).metadata()).width!;
  const rightWidth = (await sharp(right).metadata()).width!;
  await sharp({ create: { width: leftWidth + rightWidth + 24, height: 450, channels: 3, background: '#ffffff' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: leftWidth + 24, top: 0 },
    ])
    .png()
    .toFile(shotPath('poll-editor-and-stage-side-by-side'));
  expect(errors).toEqual([]);
});

const CANVAS_BLOCKS = [
  { id: 'heading', type: 'RichText', tag: 'heading', content: { value: '<p>Moved and resized in the test</p>' }, style: { width: 900, height: 90, transform: 'translate(190px, 200px)', fontSize: 52 } },
  { id: 'shape', type: 'Shape', shape: 'star', shapeStyle: { fill: '#d69e2e', stroke: '#975a16', strokeWidth: 0 }, style: { width: 126, height: 120, transform: 'translate(200px, 300px)' } },
  { id: 'emoji', type: 'Emoji', content: { value: '🎉' }, style: { width: 120, height: 120, transform: 'translate(900px, 400px)' } },
];

test('canvas blocks are moved and resized with the mouse in the editor, one undo step each, and present where they were put', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const { session, presentationId, deck } = await deckWith(request, page, 'Canvas', [{ type: 'freestyle', title: '', fields: { canvasBlocks: CANVAS_BLOCKS } }]);
  const slideId = deck.slides.find((slide) => slide.type === 'freestyle')!.id;
  const blockOf = async (id: string) => {
    const now = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
    const block = now.slides.find((slide) => slide.id === slideId)!.canvasBlocks!.find((candidate) => candidate.id === id)!;
    return { transform: block.style.transform, width: block.style.width, height: block.style.height };
  };
  await page.goto(`/presentation/${presentationId}`);
  const canvas = page.locator('#editor-canvas .canvas');
  const scale = Number(await canvas.getAttribute('data-scale'));
  const star = page.getByRole('button', { name: /^Shape 2:/ });
  await expect(star).toBeVisible();

  // Drag the star 300 canvas pixels right and 100 down, in steps as a hand does.
  const box = (await star.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150 * scale, box.y + box.height / 2 + 50 * scale, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 300 * scale, box.y + box.height / 2 + 100 * scale, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => blockOf('shape')).toEqual({ transform: 'translate(500px, 400px)', width: 126, height: 120 });

  // Make the emoji larger by its bottom-right handle.
  const emoji = page.getByRole('button', { name: /^Emoji 3:/ });
  await emoji.click();
  const handle = emoji.locator('[data-handle="se"]');
  const corner = (await handle.boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + corner.width / 2 + 80 * scale, corner.y + corner.height / 2 + 80 * scale, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => blockOf('emoji')).toEqual({ transform: 'translate(900px, 400px)', width: 200, height: 200 });

  // One undo takes back the whole resize, and only it; redo puts it back.
  await page.keyboard.press('Control+z');
  await expect.poll(() => blockOf('emoji')).toEqual({ transform: 'translate(900px, 400px)', width: 120, height: 120 });
  expect(await blockOf('shape')).toEqual({ transform: 'translate(500px, 400px)', width: 126, height: 120 });
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => blockOf('emoji')).toEqual({ transform: 'translate(900px, 400px)', width: 200, height: 200 });

  // The heading, from the keyboard: ten canvas pixels down.
  const heading = page.getByRole('button', { name: /^Heading 1:/ });
  await heading.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => blockOf('heading')).toEqual({ transform: 'translate(190px, 210px)', width: 900, height: 90 });
  await expectAccessible(page, 'editor: a canvas slide with a block selected', ['desktop']);
  await canvas.screenshot({ path: shotPath('canvas-blocks-moved-and-resized-in-editor') });

  await present(page, presentationId);
  const stage = page.locator('.live-stage');
  const shape = stage.locator('.slide__shape');
  await expect(shape).toBeVisible();
  const stageBox = (await stage.boundingBox())!;
  const stageScale = stageBox.width / 1280;
  // Under the join bar the canvas is drawn whole, scaled as one about its top centre (live.css, --join-bar-room: 96).
  const joinBarRoom = 96;
  const underBar = 1 - joinBarRoom / 720;
  const drawn = (await shape.boundingBox())!;
  expect(Math.round((drawn.x - stageBox.x) / stageScale)).toBeCloseTo(640 + (500 - 640) * underBar, -1);
  expect(Math.round((drawn.y - stageBox.y) / stageScale)).toBeCloseTo(joinBarRoom + 400 * underBar, -1);
  const emojiBox = (await stage.locator('.slide__block--emoji').boundingBox())!;
  expect(Math.round(emojiBox.width / stageScale)).toBeCloseTo(200 * underBar, -1);
  await stage.screenshot({ path: shotPath('canvas-blocks-moved-and-resized-on-stage') });
  expect(errors).toEqual([]);
});

test('a QR-code slide presents its code, and phones show the code without "Click to add heading"', async ({ page, request, browser }) => {
  const errors = collectPageErrors(page);
  const { presentationId, deck } = await deckWith(request, page, 'QR', [{ type: 'qrcode', title: 'Click to add heading' }]);
  await present(page, presentationId);
  const stage = page.locator('.live-stage');
  const code = stage.locator('.slide-media').getByRole('img', { name: /^QR code to join/ });
  await expect(code).toBeVisible();
  const drawn = (await code.boundingBox())!;
  expect(drawn.width).toBeGreaterThan(100);
  expect(drawn.height).toBeGreaterThan(100);
  await expect(stage.getByText('Click to add heading')).toHaveCount(0);
  await stage.screenshot({ path: shotPath('qr-code-slide-on-stage') });

  const phone = await joinByLink(browser, deck.accessCode, 'Ada');
  await expect(phone.page.getByRole('img', { name: /^QR code to join/ })).toBeVisible();
  await expect(phone.page.getByText('Click to add heading')).toHaveCount(0);
  await phone.page.screenshot({ path: shotPath('qr-code-slide-on-phone') });
  expect(phone.errors).toEqual([]);
  await phone.context.close();
  expect(errors).toEqual([]);
});
