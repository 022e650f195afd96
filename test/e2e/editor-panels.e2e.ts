import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');
const slideItems = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__item');
/** The first slide of a type in the slide list, by its accessible name ("Slide 3, Word Cloud: …"). */
const slideOfType = (page: Page, type: string) =>
  page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: new RegExp(`^Slide \\d+, ${type}:`) }).first();

async function openNewDeck(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const session = await registerThroughApi(request);
  const id = await createPresentationThroughApi(request, session.token, 'Every kind of slide');
  await signInPage(page, session);
  await page.goto(`/presentation/${id}`);
  await expect(page.getByText('Connected')).toBeVisible();
  return id;
}

const KINDS = [
  'Pick Answer',
  'Short Answer',
  'Image Choice',
  'Spinner Wheel',
  'Match Pairs',
  'Correct Order',
  'Categorise',
  'Leaderboard',
  'Poll',
  'Pick Image',
  'Open Ended',
  'Word Cloud',
  'Rating Scale',
  'Brainstorm',
  'Q&A',
  'Content',
  'Heading',
  'List',
  'Image',
  'QR Code',
  'YouTube',
  'Google Slides',
];

test('every slide kind of the picker can be added and edited without an error', async ({ page, request }) => {
  // Every kind, each checked by axe as well.
  const errors = collectPageErrors(page);
  await openNewDeck(page, request);
  let screenshotTaken = false;
  for (const kind of KINDS) {
    await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
    const picker = page.getByRole('dialog', { name: 'Add a slide' });
    if (!screenshotTaken) {
      await page.screenshot({ path: `${screenshotDir}editor-slide-picker.png` });
      await expectAccessible(page, 'editor: slide picker');
      screenshotTaken = true;
    }
    // By the kind's exact name: "Image" and "Image Choice" both begin with "Image".
    await picker.getByRole('button').filter({ has: page.getByText(kind, { exact: true }) }).click();
    await saved(page);
    await expect(page.getByRole('combobox', { name: 'Slide type' })).toHaveValue(/.+/);
    const question = page.getByRole('textbox', { name: 'Question', exact: true });
    const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
    if (await question.count()) await question.fill(`${kind} question`);
    else if (await heading.count()) await heading.fill(`${kind} heading`);
    await page.locator('#editor-canvas').click();
    await saved(page);
    // Every kind: the desktop is enough for each; the phone width is checked on the last.
    await expectAccessible(page, `editor: ${kind} slide`, kind === KINDS[KINDS.length - 1] ? ['desktop', 'phone'] : ['desktop']);
  }
  // Type-specific fields, one of each kind of editor.
  await slideOfType(page, 'Short Answer').click();
  await page.getByRole('textbox', { name: 'Correct answer' }).fill('Paris');
  await page.getByRole('button', { name: 'Add another accepted answer' }).click();
  await saved(page);
  await page.getByRole('textbox', { name: 'Also accepted 1' }).fill('paris');
  await page.locator('#editor-canvas').click();
  await saved(page);

  await slideOfType(page, 'Categorise').click();
  await page.getByRole('textbox', { name: 'Category 1', exact: true }).fill('Fruit');
  await page.getByRole('textbox', { name: 'Items in Category 1' }).fill('Apple\nPear');
  await page.locator('#editor-canvas').click();
  await saved(page);
  await expect(page.getByRole('textbox', { name: 'Items in Fruit' })).toHaveValue('Apple\nPear');

  await slideOfType(page, 'Match Pairs').click();
  await page.getByRole('button', { name: 'Add item' }).click();
  await saved(page);
  await page.getByRole('textbox', { name: 'Item 1', exact: true }).fill('France');
  await page.locator('#editor-canvas').click();
  await saved(page);
  await page.getByRole('textbox', { name: 'Match for France' }).fill('Paris');
  await page.locator('#editor-canvas').click();
  await saved(page);

  await slideOfType(page, 'Rating Scale').click();
  await page.getByRole('spinbutton', { name: 'Scale to' }).fill('7');
  await page.getByRole('spinbutton', { name: 'Scale to' }).press('Enter');
  await saved(page);

  await slideOfType(page, 'Content').click();
  await page.getByRole('textbox', { name: 'Heading 1' }).fill('Welcome everyone');
  await page.locator('#editor-canvas').click();
  await page.getByRole('button', { name: 'Emoji' }).click();
  await saved(page);
  // A canvas slide's preview is the group its blocks are edited in.
  await expect(page.getByRole('group', { name: /Slide \d+ preview, Content/ })).toContainText('Welcome everyone');

  await slideOfType(page, 'YouTube').click();
  await page.getByRole('textbox', { name: 'YouTube link' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.locator('#editor-canvas').click();
  await saved(page);

  await slideOfType(page, 'Google Slides').click();
  await page.getByRole('textbox', { name: 'Link to embed' }).fill('https://docs.google.com/presentation/d/abc123/edit');
  await page.locator('#editor-canvas').click();
  await saved(page);

  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}editor-content-slide.png` });
  expect(errors).toEqual([]);
});

test('design and settings panels: a theme for every slide, a font, participant fields and switches', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await openNewDeck(page, request);
  for (const kind of ['Poll', 'Heading']) {
    await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: new RegExp(`^${kind}`) }).click();
    await saved(page);
  }

  await page.getByRole('tab', { name: 'Design' }).click();
  const night = page.getByRole('list', { name: 'Themes' }).getByRole('button', { name: 'Night', exact: true });
  await night.click();
  await saved(page);
  await expect(night).toHaveAttribute('aria-pressed', 'true');
  // The theme is copied onto every slide (Night's base colour, #0F172A).
  await expect(page.locator('.canvas [data-slide-type]')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await page.getByRole('combobox', { name: 'Font family' }).selectOption('Montserrat');
  await saved(page);
  await page.screenshot({ path: `${screenshotDir}editor-design.png` });
  await expectAccessible(page, 'editor: design panel, Night theme');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Chat' }).check();
  await saved(page);
  await page.getByRole('switch', { name: 'Team play' }).check();
  await saved(page);
  await expect(page.getByRole('spinbutton', { name: 'Teams' })).toHaveValue('5');
  await page.getByRole('textbox', { name: 'Welcome heading' }).fill('Hello, class!');
  await page.getByRole('switch', { name: 'Ask before joining' }).check();
  await saved(page);
  await page.getByRole('group', { name: 'Add a field' }).getByRole('button', { name: 'Name' }).click();
  await saved(page);
  await page.getByRole('group', { name: 'Add a field' }).getByRole('button', { name: 'Age group' }).click();
  await saved(page);
  await page.getByRole('checkbox', { name: 'Required Name' }).check();
  await saved(page);
  await page.screenshot({ path: `${screenshotDir}editor-settings.png` });
  await expectAccessible(page, 'editor: settings panel');

  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Chat' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Welcome heading' })).toHaveValue('Hello, class!');
  await expect(page.getByRole('checkbox', { name: 'Required Name' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Fields the audience fills in' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page.getByRole('combobox', { name: 'Font family' })).toHaveValue('Montserrat');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a reopened deck shows from this device at once; edits made without a connection are kept and sent later', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const id = await openNewDeck(page, request);
  await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: /^Poll/ }).click();
  await saved(page);

  // Cut the real-time connection: the deck must still open, from the event log kept in IndexedDB.
  let online = false;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (online) socket.connectToServer();
    else socket.close();
  });
  await page.route(/\/socket\.io\//, (route) => (online ? route.continue() : route.abort('connectionrefused')));
  await page.reload();
  await expect(slideItems(page)).toHaveCount(1);
  await expect(page.locator('[data-connection]')).not.toHaveText('Connected');

  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Written while offline');
  await page.locator('#editor-canvas').click();
  await expect(page.locator('.save-state')).toHaveText('1 change waiting to be saved');

  // Closing the tab loses nothing: the unsent change is kept on this device too.
  await page.reload();
  await expect(slideItems(page).nth(0)).toHaveAccessibleName('Slide 1, Poll: Written while offline');
  await expect(page.locator('.save-state')).toHaveText('1 change waiting to be saved');

  online = true;
  await expect(page.getByText('Connected')).toBeVisible();
  await saved(page);
  const deck = await request.get(`/api/presentation/${id}`, {
    headers: { Authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('liveslides.session')!) as { token: string }).token)}` },
  });
  const body = (await deck.json()) as { slides: { title: string }[] };
  expect(body.slides.map((slide) => slide.title)).toEqual(['Written while offline']);
  expect(errors.filter((error) => !/WebSocket|socket\.io|ERR_CONNECTION_REFUSED|Failed to load resource/.test(error))).toEqual([]);
});
