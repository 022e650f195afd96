import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, signInPage } from './app.js';

/** A new presenter's new presentation, open in the editor with its Import dialog shown (issue 27's import tests). */
export async function openImportDialog(page: Page, request: APIRequestContext, name: string) {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, name);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import slides' });
  await expect(dialog).toBeVisible();
  return { session, presentationId, errors, dialog };
}
