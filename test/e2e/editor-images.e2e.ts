import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { UPLOAD_FAILED_MESSAGE } from '../../contracts/media/uploaded-images.js';
import { picturePng } from '../support/test-images.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, registerThroughUi, screenshotDir } from './support/app.js';

/**
 * Issue 22: Image Choice (a quiz question whose answers are pictures) and Pick Image (a poll of pictures) are made in
 * the editor: each option's picture is uploaded from the computer or picked from "My Images", and the deck keeps it.
 */

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

/** Picks a slide kind; `open` first opens the picker (a new presentation opens on it by itself). */
async function addSlide(page: Page, name: string, open = true) {
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  if (open) await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toHaveCount(0);
  await saved(page);
}

async function uploadFor(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`Upload an image: ${label}`).setInputFiles(file);
}

async function deckOf(page: Page, presentationId: string): Promise<DeckDocument> {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('liveslides.session') ?? '{}') as { token?: string }).token);
  const response = await page.request.get(`/api/presentation/${presentationId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as DeckDocument;
}

const UPLOADED = /^\/api\/uploaded\/images\/[a-z0-9]+\/thumbnail$/;

test('Image Choice and Pick Image: option pictures uploaded or taken from My Images, kept by the deck', async ({ page }) => {
  const errors = collectPageErrors(page);
  await registerThroughUi(page);
  await page.getByRole('button', { name: /New blank presentation/ }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]+$/);
  const presentationId = new URL(page.url()).pathname.split('/').pop()!;

  // Image Choice: a question, two answers with pictures, the second one correct.
  await addSlide(page, 'Image Choice', false);
  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'Which one is the sea?');
  await type(page.getByRole('textbox', { name: 'Option 1' }), 'Mountain');
  await type(page.getByRole('textbox', { name: 'Option 2' }), 'Sea');
  await page.getByRole('checkbox', { name: 'Option 2 is correct' }).check();

  // A file named .png that is not a picture is refused with the spec's message, and nothing is set.
  await uploadFor(page, 'Picture for Option 1', { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert').filter({ hasText: UPLOAD_FAILED_MESSAGE })).toContainText('This file is not a PNG, JPEG, WebP, GIF or AVIF image.');
  await expect(page.getByRole('img', { name: 'Current image: Picture for Option 1' })).toHaveCount(0);

  await uploadFor(page, 'Picture for Option 1', { name: 'mountain.png', mimeType: 'image/png', buffer: await picturePng(800, 600, '#4a5568') });
  await expect(page.getByRole('img', { name: 'Current image: Picture for Option 1' })).toHaveAttribute('src', UPLOADED);
  await uploadFor(page, 'Picture for Option 2', { name: 'sea.png', mimeType: 'image/png', buffer: await picturePng(800, 600, '#2b6cb0') });
  await expect(page.getByRole('img', { name: 'Current image: Picture for Option 2' })).toHaveAttribute('src', UPLOADED);
  await saved(page);
  await expectAccessible(page, 'editor: Image Choice with option pictures');

  // Pick Image: the same pictures again, from My Images.
  await addSlide(page, 'Pick Image');
  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'Where next?');
  // A poll of pictures starts with no options, as a poll does.
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add option' }).click();
  await type(page.getByRole('textbox', { name: 'Option 1' }), 'Hills');
  await type(page.getByRole('textbox', { name: 'Option 2' }), 'Coast');
  for (const [label, picture] of [
    ['Picture for Option 1', 'mountain.png'],
    ['Picture for Option 2', 'sea.png'],
  ] as const) {
    await page.getByRole('button', { name: `Choose from My Images: ${label}` }).click();
    const library = page.getByRole('dialog', { name: 'My Images' });
    await expect(library.getByRole('button')).not.toHaveCount(0);
    if (label.endsWith('1')) {
      await expectAccessible(page, 'editor: My Images');
      await page.screenshot({ path: `${screenshotDir}media-7-my-images-editor.png`, animations: 'disabled' });
    }
    await library.getByRole('button', { name: picture }).click();
    await expect(library).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Current image: ${label}` })).toHaveAttribute('src', UPLOADED);
  }
  await saved(page);
  // The editor's preview draws each option's picture beside its bar, as the stage's results do, and the files load.
  const bars = page.locator('#editor-canvas .choice-bars__row');
  await expect(bars).toHaveCount(2);
  for (const bar of await bars.all()) {
    const picture = bar.locator('img.choice-bars__image');
    await expect(picture).toHaveAttribute('src', UPLOADED);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  await page.screenshot({ path: `${screenshotDir}media-8-pick-image-editor.png`, animations: 'disabled' });

  // The deck keeps each option's picture in its sizes; both slides show the same two uploads.
  const deck = await deckOf(page, presentationId);
  const pictures = (type: string) =>
    deck.slides
      .filter((slide) => slide.type === type || slide.slideType === type)
      // Image Choice starts with three answers, like Pick Answer; the third is left empty here.
      .flatMap((slide) => slide.options.filter((option) => option.title).map((option) => ({ title: option.title, thumbnail: (option.image as { thumbnail?: string } | null)?.thumbnail })));
  const choice = pictures('imageChoice');
  const pick = pictures('pickImage');
  expect(choice.map((option) => option.title)).toEqual(['Mountain', 'Sea']);
  expect(pick.map((option) => option.title)).toEqual(['Hills', 'Coast']);
  for (const option of [...choice, ...pick]) expect(option.thumbnail).toMatch(UPLOADED);
  expect(pick.map((option) => option.thumbnail)).toEqual(choice.map((option) => option.thumbnail));
  expect(choice[0]!.thumbnail).not.toBe(choice[1]!.thumbnail);

  // After a reload the editor shows them again (option 2 has the same picture on both slides).
  await page.reload();
  await expect(page.getByRole('img', { name: 'Current image: Picture for Option 2' })).toHaveAttribute('src', pick[1]!.thumbnail!);
  // The browser logs the refused upload's 415 itself; nothing else may go wrong.
  expect(errors.filter((error) => error !== 'console: Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)')).toEqual([]);
});
