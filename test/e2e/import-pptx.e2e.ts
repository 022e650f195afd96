import { expect, test, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { PPTX_SLIDES, threeSlidePptx } from '../support/import-documents.js';
import { expectAccessible } from './support/accessibility.js';
import { screenshotDir } from './support/app.js';
import { openImportDialog } from './support/import-dialog.js';
import { api, openPhone, present } from './support/live-deck.js';

async function imagesLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
}

test('a PowerPoint imported in the editor becomes its slides, shown on the stage and on a phone', async ({ browser, page, request }) => {
  const { session, presentationId, errors, dialog } = await openImportDialog(page, request, 'Quarterly review');
  await expect(dialog.getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/api/presentation/import-sheet/template');
  await expectAccessible(page, 'editor: import dialog');
  // Only the document's own slides here (import-generate.e2e.ts covers the AI choices).
  await dialog.getByRole('radio', { name: 'Import slides' }).check();

  await dialog.getByLabel('Choose a PowerPoint or PDF file').setInputFiles({
    name: 'review.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: await threeSlidePptx(),
  });
  await expect(dialog.getByRole('status')).toHaveText('Your slides are ready!');
  await page.screenshot({ path: `${screenshotDir}import-pptx-dialog-ready.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: import dialog after an import');

  // A file of another kind is refused before it is sent, with the spec's message.
  await dialog.getByLabel('Choose a PowerPoint or PDF file').setInputFiles({ name: 'minutes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a deck') });
  await expect(dialog.getByRole('alert')).toHaveText('Could not upload this file (only support file pptx, ppt, pdf).');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The three slides reached the editor through the deck's own sync: their titles are in the slide list.
  const deck = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const imported = [...deck.slides].sort((a, b) => a.order - b.order).filter((slide) => slide.metadata?.isImportedFromPPT);
  expect(imported.map((slide) => slide.title)).toEqual(PPTX_SLIDES.map((slide) => slide.title));
  const withPicture = imported[1]!;
  await page.goto(`/presentation/${presentationId}?slide=${withPicture.id}`);
  const canvas = page.locator('.canvas').first();
  await expect(canvas.locator('img.slide__block--image')).toBeVisible();
  await expect(page.getByText(PPTX_SLIDES[1].title).first()).toBeVisible();
  await imagesLoaded(page);
  await page.screenshot({ path: `${screenshotDir}import-pptx-editor.png`, animations: 'disabled' });

  // Presented from the slide with the picture: the stage and a phone draw it from this server's upload.
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/active-slide`, { activeSlide: withPicture.id });
  await present(page, presentationId);
  const phone = await openPhone(browser);
  await phone.page.goto(`/${deck.accessCode}`);
  await phone.page.getByLabel(/Your name/).fill('Mia');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  const card = phone.page.locator('.audience-slide');
  for (const surface of [page.locator('.live-stage'), card]) {
    await expect(surface.locator('img.slide__block--image')).toBeVisible();
    await expect(surface.getByText(PPTX_SLIDES[1].title).first()).toBeVisible();
  }
  await imagesLoaded(page);
  await imagesLoaded(phone.page);
  // The join bar stays; the slide is drawn whole below it: its title and picture clear of the bar, inside the stage.
  const stage = page.locator('.live-stage');
  const bar = await stage.locator('.instruction-bar').boundingBox();
  const stageBox = await stage.boundingBox();
  const title = await stage.locator('.slide__block').filter({ hasText: PPTX_SLIDES[1].title }).boundingBox();
  const picture = await stage.locator('img.slide__block--image').boundingBox();
  for (const box of [title!, picture!]) {
    expect(box.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(box.y + box.height).toBeLessThanOrEqual(stageBox!.y + stageBox!.height + 1);
    expect(box.x + box.width).toBeLessThanOrEqual(stageBox!.x + stageBox!.width + 1);
  }
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}import-pptx-stage.png`, animations: 'disabled' });
  await phone.page.screenshot({ path: `${screenshotDir}import-pptx-phone.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(phone.page, 'audience: imported slide', ['phone']);

  expect(errors).toEqual([]);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
