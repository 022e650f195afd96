import { expect, test } from '@playwright/test';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

test("Ctrl+Z in a text field is the browser's own undo: the typing goes back as one step, not one character", async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Undo in a field');
  await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: 'Tea or coffee?', options: ['Tea', 'Coffee'] }]);
  const errors = collectPageErrors(page);
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await expect(question).toHaveValue('Tea or coffee?');
  await question.click();
  await question.press('End');
  // Typed as a person types, past the field's save delay, so the deck saves in between.
  await question.pressSequentially(' Or water', { delay: 120 });
  await expect(page.locator('.save-state')).toHaveText('All changes saved');
  await expect(question).toHaveValue('Tea or coffee? Or water');
  await question.press('Control+z');
  await expect(question).toHaveValue('Tea or coffee?');
  await expect(question).toBeFocused();
  expect(errors).toEqual([]);
});
