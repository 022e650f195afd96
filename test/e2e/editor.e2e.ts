import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, recordToasts, registerThroughUi, screenshotDir } from './support/app.js';

const slideItems = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__item');
const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');

/** Types into a field and leaves it, which saves it (one undoable action). */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

async function addSlide(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toHaveCount(0);
  await saved(page);
}

test('build a deck: poll, quiz and word cloud; edit, reorder, undo three times, redo twice, reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  await registerThroughUi(page);

  await page.getByRole('button', { name: /New blank presentation/ }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]+$/);
  // A new presentation opens on the slide picker (spec doc 1 §4 "new" flag).
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  await expect(picker.getByRole('heading', { name: 'Quiz and games' })).toBeVisible();
  await expect(picker.getByRole('heading', { name: 'Opinion and Q&A' })).toBeVisible();
  await expect(picker.getByRole('heading', { name: 'Content' })).toBeVisible();
  await expectAccessible(page, 'editor: slide picker of a new presentation');
  await picker.getByRole('button', { name: /^Poll/ }).click();
  await expect.poll(toasts).toContain('Slide added successfully');
  await saved(page);

  // The poll: a question and two options.
  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'Where shall we go for lunch?');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('button', { name: 'Add option' }).click();
  await type(page.getByRole('textbox', { name: 'Option 1' }), 'Pizza');
  await type(page.getByRole('textbox', { name: 'Option 2' }), 'Sushi');
  await saved(page);
  await expectAccessible(page, 'editor: a poll with two options');

  // The quiz: Pick Answer brings its leaderboard along.
  await addSlide(page, 'Pick Answer');
  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'What is 2 + 2?');
  await type(page.getByRole('textbox', { name: 'Option 1' }), '3');
  await type(page.getByRole('textbox', { name: 'Option 2' }), '4');
  await page.getByRole('checkbox', { name: 'Option 2 is correct' }).check();
  await type(page.getByRole('textbox', { name: 'Option 3' }), '5');
  await saved(page);

  await addSlide(page, 'Word Cloud');
  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'One word for today');
  await saved(page);
  await expect(slideItems(page)).toHaveCount(4);
  await expect(slideItems(page).nth(0)).toHaveAccessibleName('Slide 1, Poll: Where shall we go for lunch?');
  await expect(slideItems(page).nth(1)).toHaveAccessibleName('Slide 2, Pick Answer: What is 2 + 2?');
  await expect(slideItems(page).nth(2)).toHaveAccessibleName('Slide 3, Leaderboard: Leaderboard');
  await expect(slideItems(page).nth(3)).toHaveAccessibleName('Slide 4, Word Cloud: One word for today');

  // Reorder: drag the word cloud to the top.
  await slideItems(page).nth(3).dragTo(slideItems(page).nth(0), { targetPosition: { x: 20, y: 4 } });
  await expect(slideItems(page).nth(0)).toHaveAccessibleName('Slide 1, Word Cloud: One word for today');
  await saved(page);
  await page.screenshot({ path: `${screenshotDir}editor.png` });
  await expectAccessible(page, 'editor: four slides');

  // Undo three times: the move, the word cloud's title, the word cloud itself.
  const canvas = page.locator('#editor-canvas');
  for (let undo = 0; undo < 3; undo++) {
    await canvas.click();
    await page.keyboard.press('Control+z');
    await saved(page);
  }
  await expect(slideItems(page)).toHaveCount(3);
  await expect(slideItems(page).nth(0)).toHaveAccessibleName('Slide 1, Poll: Where shall we go for lunch?');

  // Redo twice: the word cloud comes back, then its title.
  for (let redo = 0; redo < 2; redo++) {
    await page.keyboard.press('Control+Shift+z');
    await saved(page);
  }
  const expected = [
    'Slide 1, Poll: Where shall we go for lunch?',
    'Slide 2, Pick Answer: What is 2 + 2?',
    'Slide 3, Leaderboard: Leaderboard',
    'Slide 4, Word Cloud: One word for today',
  ];
  for (const [index, name] of expected.entries()) await expect(slideItems(page).nth(index)).toHaveAccessibleName(name);

  await page.reload();
  await expect(slideItems(page)).toHaveCount(4);
  for (const [index, name] of expected.entries()) await expect(slideItems(page).nth(index)).toHaveAccessibleName(name);
  await slideItems(page).nth(0).click();
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Pizza');
  await expect(page.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Sushi');
  await slideItems(page).nth(1).click();
  await expect(page.getByRole('textbox', { name: 'Option 2' })).toHaveValue('4');
  await expect(page.getByRole('checkbox', { name: 'Option 2 is correct' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Option 1 is correct' })).not.toBeChecked();
  await page.screenshot({ path: `${screenshotDir}editor-after-reload.png` });
  expect(errors).toEqual([]);
});

test('a second browser editing the same deck sees the changes live, both ways', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  await registerThroughUi(page);
  await page.getByRole('button', { name: /New blank presentation/ }).click();
  await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: /^Poll/ }).click();
  await saved(page);
  const url = page.url();

  // The same presenter in another browser (its own storage, its own socket).
  const session = await page.evaluate(() => localStorage.getItem('liveslides.session'));
  const other = await browser.newContext();
  await other.addInitScript((stored) => localStorage.setItem('liveslides.session', stored!), session);
  const second = await other.newPage();
  const secondErrors = collectPageErrors(second);
  await second.goto(url);
  await expect(slideItems(second)).toHaveCount(1);

  await type(page.getByRole('textbox', { name: 'Question', exact: true }), 'Tea or coffee?');
  await expect(slideItems(second).nth(0)).toHaveAccessibleName('Slide 1, Poll: Tea or coffee?');
  await expect(second.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Tea or coffee?');

  await second.getByRole('button', { name: 'Add option' }).click();
  await type(second.getByRole('textbox', { name: 'Option 1' }), 'Tea');
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Tea');

  await addSlide(second, 'Word Cloud');
  await expect(slideItems(page)).toHaveCount(2);
  await expect(slideItems(page).nth(1)).toHaveAccessibleName(/^Slide 2, Word Cloud/);
  await page.screenshot({ path: `${screenshotDir}editor-live-first.png` });
  await second.screenshot({ path: `${screenshotDir}editor-live-second.png` });
  await other.close();
  expect(errors).toEqual([]);
  expect(secondErrors).toEqual([]);
});
