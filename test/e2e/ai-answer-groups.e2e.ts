import { expect, test } from '@playwright/test';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { e2eAiPort } from './support/e2e-ai.js';
import { buildDeck, joinOnPhone, present } from './support/live-deck.js';

const model = new FakeOpenAiServer();
test.beforeAll(async () => {
  await model.start(e2eAiPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => model.close());

const QUESTION = 'What would make Mondays better?';
const ANSWERS = [
  ['Ada', '🦊', 'More coffee'],
  ['Bob', '🐼', 'A later start'],
  ['Cy', '🐙', 'Free espresso'],
] as const;

test('the presenter groups the open-ended answers of three phones with AI; the answers stay as sent', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Mondays');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'openEnded', title: QUESTION }]);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();

  const phones = [];
  for (const [name, avatar, text] of ANSWERS) {
    const phone = await joinOnPhone(browser, deck.accessCode, name, avatar);
    phones.push(phone);
    await phone.page.getByLabel('Your answer').fill(text);
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expect(phone.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  }
  for (const [, , text] of ANSWERS) await expect(page.getByText(text, { exact: true })).toBeVisible();

  // The answers arrive in the order sent: 1 and 3 are about coffee.
  model.answer({ content: JSON.stringify({ groups: [{ title: 'Coffee', items: [1, 3] }, { title: 'Time', items: [2] }] }) });
  await page.mouse.move(10, 10);
  await page.getByRole('button', { name: 'Group answers with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answers grouped by AI' });
  await expect(dialog.getByRole('heading', { name: 'Coffee: 2' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Time: 1' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['More coffee', 'Free espresso', 'A later start']);
  expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toBe(`Question: ${QUESTION}\n\n1. More coffee\n2. A later start\n3. Free espresso`);
  await expectAccessible(page, 'presenting: answers grouped by AI');
  await page.screenshot({ path: `${screenshotDir}ai-answer-groups-presenter.png`, animations: 'disabled' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  // Grouping changed nothing on the stage: every answer is still shown as sent.
  for (const [, , text] of ANSWERS) await expect(page.getByText(text, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  for (const phone of phones) {
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }
});
