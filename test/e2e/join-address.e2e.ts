import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, openPhone, present } from './support/live-deck.js';

test('a phone types the address and the code the join bar shows, and lands in the session', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Typed address');
  await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: 'Tea or coffee?', options: ['Tea', 'Coffee'] }]);
  await signInPage(page, session);
  await present(page, presentationId);

  const bar = page.getByRole('note', { name: /^Go to .* and use the code/ });
  await expect(bar).toBeVisible();
  const address = (await bar.getByTestId('join-address').textContent())!.trim();
  const code = (await bar.getByTestId('access-code').textContent())!.trim();
  expect(address).toMatch(/^[^/\s]+\/join$/);
  await page.screenshot({ path: `${screenshotDir}join-bar.png`, animations: 'disabled' });

  // What a person in the room does: type the address as read (the browser adds the scheme), then the code as shown.
  const phone = await openPhone(browser);
  await phone.page.goto(`http://${address}`);
  await phone.page.getByLabel('Code').fill(code);
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await phone.page.getByLabel(/Your name/).fill('Typist');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await expect(phone.page.getByText('You: Typist')).toBeVisible();
  await expect(phone.page.getByRole('heading', { name: 'Tea or coffee?' })).toBeVisible();
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a signed-out visitor at the root reaches the code entry in one click', async ({ browser }) => {
  const visitor = await openPhone(browser);
  await visitor.page.goto('/');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Welcome to LiveSlides' })).toBeVisible();
  await expectAccessible(visitor.page, 'welcome (signed-out root)');
  await visitor.page.screenshot({ path: `${screenshotDir}welcome-root.png`, fullPage: true, animations: 'disabled' });
  await visitor.page.getByRole('link', { name: 'Join a presentation' }).click();
  await expect(visitor.page).toHaveURL(/\/join$/);
  await expect(visitor.page.getByLabel('Code')).toBeVisible();
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});
