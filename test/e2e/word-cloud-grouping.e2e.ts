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

const QUESTION = 'A pet you would like';
const ANSWERS = [
  ['Ada', '🦊', 'cat'],
  ['Bob', '🐼', 'kitten'],
  ['Cy', '🐙', 'dog'],
] as const;

test('"Group similar words" on: once the words settle, the stage and the phones show the word cloud grouped by the AI', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Pets');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'wordCloud', title: QUESTION, fields: { wordCloudSmartGrouping: true } }]);
  const errors = collectPageErrors(page);
  // The session goes live first and the three words are in before the presenting screen opens, so its one grouping
  // covers them all, however slowly the phones join.
  const wentLive = await request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: deck.slides[0]!.id }, headers: { Authorization: `Bearer ${session.token}` } });
  expect(wentLive.status()).toBe(200);
  const phones = [];
  for (const [name, avatar, word] of ANSWERS) {
    const phone = await joinOnPhone(browser, deck.accessCode, name, avatar);
    phones.push(phone);
    await phone.page.getByLabel('Your word').fill(word);
    await phone.page.getByRole('button', { name: 'Submit' }).click();
    await expect(phone.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  }
  // Before any grouping, the phones show the words as given.
  await expect(phones[2]!.page.getByRole('list', { name: 'Word cloud' }).getByText('kitten', { exact: true })).toBeVisible();

  // The words go to the model most given first, then alphabetically: 1. cat, 2. dog, 3. kitten.
  model.answer({ content: JSON.stringify({ groups: [{ title: 'Cats', items: [1, 3] }] }) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();

  // The presenting screen asks for the grouping on its own once the words have settled.
  const cloud = page.getByRole('list', { name: 'Word cloud' });
  await expect(cloud.getByText('Cats', { exact: true })).toHaveAttribute('data-count', '2');
  await expect(cloud.getByText('dog', { exact: true })).toHaveAttribute('data-count', '1');
  await expect(cloud.getByText('kitten', { exact: true })).toHaveCount(0);
  expect(model.requests.at(-1)!.body.messages.at(-1)!.content).toBe(`Question: ${QUESTION}\n\n1. cat (x1)\n2. dog (x1)\n3. kitten (x1)`);
  // With grouping on, words cannot be removed (spec doc 2 §4).
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}word-cloud-grouped-stage.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: word cloud grouped');

  for (const phone of phones) {
    const phoneCloud = phone.page.getByRole('list', { name: 'Word cloud' });
    await expect(phoneCloud.getByText('Cats', { exact: true })).toHaveAttribute('data-count', '2');
    await expect(phoneCloud.getByText('cat', { exact: true })).toHaveCount(0);
  }
  await phones[0]!.page.screenshot({ path: `${screenshotDir}word-cloud-grouped-phone.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(phones[0]!.page, 'audience: word cloud grouped', ['phone']);

  expect(errors).toEqual([]);
  for (const phone of phones) {
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }
});
