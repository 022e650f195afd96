import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/**
 * Issue 28 templates and community: a presenter finds a template in the library, previews it and copies it into
 * their presentations; a visitor previews it without an account; an author publishes a deck to the community and a
 * second presenter copies it from there, each copy an independent deck, counted.
 */
test('a presenter copies a template from the library; an author publishes to the community and another presenter copies it', async ({ page, browser, request }) => {
  const errors = collectPageErrors(page);
  const presenter = await registerThroughApi(request);
  await signInPage(page, presenter);

  // The library: every category with its templates, narrowed by search words.
  await page.goto('/apps/template-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Template library' })).toBeVisible();
  for (const category of ['Work', 'School', 'Fun', 'Holidays', 'Others']) await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview General Knowledge Quiz' })).toBeVisible();
  await expectAccessible(page, 'template library');
  await page.screenshot({ path: `${screenshotDir}templates-library.png`, animations: 'disabled', fullPage: true });
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('retro');
  await expect(page.getByRole('link', { name: 'Preview Sprint Retrospective' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview General Knowledge Quiz' })).toHaveCount(0);

  // Its page shows the slides; "Use this template" copies it and opens the copy in the editor.
  await page.getByRole('link', { name: 'Preview Sprint Retrospective' }).click();
  await expect(page).toHaveURL(/\/template\/[a-z0-9]{10}$/);
  const templateUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprint Retrospective' })).toBeVisible();
  await expect(page.getByText('Slide 3: What went well?')).toBeVisible();
  await expectAccessible(page, 'template page');
  await page.screenshot({ path: `${screenshotDir}templates-page.png`, animations: 'disabled', fullPage: true });
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('The template is now one of your presentations.')).toBeVisible();
  const copyId = new URL(page.url()).pathname.split('/').at(-1)!;
  const auth = { Authorization: `Bearer ${presenter.token}` };
  const copy = (await (await request.get(`/api/presentation/${copyId}`, { headers: auth })).json()) as { name: string; slides: { type: string; title: string }[] };
  expect(copy.name).toBe('Sprint Retrospective');
  expect(copy.slides.map((slide) => slide.title).slice(0, 3)).toEqual(['Sprint Retrospective', 'How did this sprint feel?', 'What went well?']);
  // The editor's Content tab adds a template's slides after the deck's last slide, as ordinary slide additions.
  await page.getByRole('tab', { name: 'Content' }).click();
  const editorTemplates = page.getByRole('region', { name: 'Templates' });
  await editorTemplates.getByRole('searchbox', { name: 'Search templates' }).fill('exit ticket');
  await expect(editorTemplates.getByRole('link', { name: 'Exit Ticket' })).toBeVisible();
  await expect(editorTemplates.getByRole('link', { name: 'Pub Quiz Night' })).toHaveCount(0);
  await editorTemplates.getByRole('button', { name: 'Add slides of Exit Ticket to this presentation' }).click();
  await expect(page.getByText('Added 5 slides from “Exit Ticket”.')).toBeVisible();
  await expectAccessible(page, 'editor templates section');
  await page.screenshot({ path: `${screenshotDir}templates-editor-tab.png`, animations: 'disabled' });
  await expect
    .poll(async () => ((await (await request.get(`/api/presentation/${copyId}`, { headers: auth })).json()) as { slides: { title: string }[] }).slides.map((slide) => slide.title).slice(-5))
    .toEqual(['Exit Ticket', 'How well did you understand today\'s lesson?', 'The most important thing I learned today', 'Something I am still confused about', 'Questions for next lesson']);
  expect(((await (await request.get(`/api/presentation/${copyId}`, { headers: auth })).json()) as { slides: unknown[] }).slides).toHaveLength(copy.slides.length + 5);

  // Without an account the page is readable and asks to sign in to use it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto(templateUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sprint Retrospective' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to use this template' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Use this template' })).toHaveCount(0);
  // The same template by its presentation's id (`/shared-template/{id}`).
  const [found] = (await (await request.get('/api/templates/search/?q=sprint%20retrospective')).json()) as { id: string }[];
  await visitor.goto(`/shared-template/${found!.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sprint Retrospective' })).toBeVisible();
  await expect(visitor.getByText('Slide 2: How did this sprint feel?')).toBeVisible();
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();

  // An author publishes a deck of 3 slides from the community page.
  const author = await registerThroughApi(request);
  const deckName = `Friday quiz ${Date.now().toString(36)}`;
  const presentationId = await createPresentationThroughApi(request, author.token, deckName);
  const authorAuth = { Authorization: `Bearer ${author.token}` };
  for (const title of ['Warm-up', 'Question one', 'Question two']) {
    expect((await request.post('/api/slide/create/', { data: { presentationId, type: 'poll', fields: { title } }, headers: authorAuth })).status()).toBe(201);
  }
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  const authorErrors = collectPageErrors(authorPage);
  await signInPage(authorPage, author);
  await authorPage.goto('/apps/community');
  await expect(authorPage.getByRole('heading', { level: 1, name: 'Community templates' })).toBeVisible();
  await authorPage.getByRole('combobox', { name: 'Presentation' }).selectOption({ label: deckName });
  await authorPage.getByRole('combobox', { name: 'Category' }).selectOption('Fun');
  await authorPage.getByRole('textbox', { name: 'Description (optional)' }).fill('Three warm-up polls for Fridays');
  await authorPage.getByRole('button', { name: 'Publish to the community' }).click();
  await expect(authorPage.getByText(`“${deckName}” is published to the community.`)).toBeVisible();
  await expectAccessible(authorPage, 'community page');
  await authorPage.screenshot({ path: `${screenshotDir}templates-community.png`, animations: 'disabled', fullPage: true });
  expect(authorErrors).toEqual([]);
  await authorContext.close();

  // The first presenter finds it in the community and copies it: their own deck, counted once.
  await page.goto('/apps/community');
  // Nobody else publishes in this run: the deck is in the first folder, after the admin-picked General Knowledge Quiz.
  const link = page.getByRole('link', { name: `Preview ${deckName}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByText('Three warm-up polls for Fridays')).toBeVisible();
  await expect(page.getByText('Fun · 3 slides · Copied 0 times')).toBeVisible();
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  const communityCopyId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(communityCopyId).not.toBe(presentationId);
  const communityCopy = (await (await request.get(`/api/presentation/${communityCopyId}`, { headers: auth })).json()) as { userId: string; slides: { title: string }[] };
  expect(communityCopy.userId).toBe((presenter.user as { id: string }).id);
  expect(communityCopy.slides.map((slide) => slide.title)).toEqual(['Warm-up', 'Question one', 'Question two']);
  const link2 = (await (await request.get(`/api/presentation/${presentationId}/share-copy`, { headers: authorAuth })).json()) as { copyCount: number };
  expect(link2.copyCount).toBe(1);
  expect(errors).toEqual([]);
});
