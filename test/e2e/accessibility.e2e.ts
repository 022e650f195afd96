import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, buildDeck, openPhone, present } from './support/live-deck.js';

const POLL = 'Which colour should the new logo be?';
const CLOUD = 'One word for this sprint';
const OPEN = 'What should we keep doing?';
const LIVE_DECK = [
  { type: 'poll', title: POLL, options: ['Teal', 'Coral', 'Gold'] },
  { type: 'wordCloud', title: CLOUD, fields: { entriesPerParticipant: 1 } },
  { type: 'openEnded', title: OPEN },
];

/** Presses Tab (or Shift+Tab) until the target has the focus: how a keyboard user gets somewhere. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** A live deck on the presenting screen, in the presenter's page. */
async function presentLiveDeck(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Sprint review');
  const deck = await buildDeck(request, session.token, presentationId, LIVE_DECK);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInPage(page, session);
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
  return { session, presentationId, deck };
}

/** The presenter steps to the next slide with the keyboard; then the phone is the window in front again. */
async function nextSlide(page: Page, title: string, phone: Page) {
  await page.bringToFront();
  await page.locator('body').press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await phone.bringToFront();
}

test('keyboard only on a phone: join, answer a poll, a word cloud and an open question, send a reaction; focus follows each step', async ({ browser, page, request }) => {
  const { deck } = await presentLiveDeck(page, request);
  const phone = await openPhone(browser);
  const person = phone.page;

  // Join: the code field, then the welcome heading of the admission form.
  await person.bringToFront();
  await person.goto('/join');
  const code = person.getByLabel('Code');
  await expect(code).toBeVisible();
  await person.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await person.keyboard.type(deck.accessCode);
  await person.keyboard.press('Enter');
  const welcome = person.getByRole('heading', { level: 1, name: 'Welcome to my presentation' });
  await expect(welcome).toBeFocused();
  await person.keyboard.press('Tab');
  await expect(person.getByLabel(/Your name/)).toBeFocused();
  await person.keyboard.type('Ada');
  await person.keyboard.press('Tab');
  await expect(person.getByRole('radio', { name: /^Avatar / }).first()).toBeFocused();
  await person.keyboard.press('ArrowRight');
  await expect(person.getByRole('radio', { name: /^Avatar / }).nth(1)).toBeChecked();
  await person.keyboard.press('Tab');
  await expect(person.getByRole('button', { name: 'Join' })).toBeFocused();
  await person.keyboard.press('Enter');

  // The poll: focus lands on the question, Tab reaches the options, arrows choose, Submit sends.
  const poll = person.getByRole('heading', { level: 1, name: POLL });
  await expect(poll).toBeFocused();
  await person.keyboard.press('Tab');
  await expect(person.getByRole('radio', { name: 'Teal' })).toBeFocused();
  await person.keyboard.press('ArrowDown');
  await expect(person.getByRole('radio', { name: 'Coral' })).toBeChecked();
  await person.keyboard.press('Tab');
  await expect(person.getByRole('button', { name: 'Submit' })).toBeFocused();
  await person.keyboard.press('Enter');
  const feedback = person.getByTestId('answer-feedback');
  await expect(feedback).toBeFocused();
  await expect(feedback).toContainText('Thanks! Your answer was sent.');
  await expect(page.getByRole('listitem', { name: 'Coral: 1' })).toBeVisible();

  // A reaction: Tab on to the reactions bar; the button keeps the focus after sending.
  const love = person.getByRole('button', { name: 'Send Love' });
  await tabTo(person, love);
  await person.keyboard.press('Enter');
  await expect(love).toBeFocused();
  await expect(page.getByRole('listitem', { name: 'Love: 1' })).toBeVisible();

  // The word cloud: the presenter moves on and the focus moves to the new question.
  await nextSlide(page, CLOUD, person);
  await expect(person.getByRole('heading', { level: 1, name: CLOUD })).toBeFocused();
  await person.keyboard.press('Tab');
  await expect(person.getByLabel('Your word')).toBeFocused();
  await person.keyboard.type('focused');
  await person.keyboard.press('Enter');
  await expect(feedback).toBeFocused();
  await expect(feedback).toContainText('Thanks! Your answer was sent.');

  // The open question: type, Tab to Submit, send.
  await nextSlide(page, OPEN, person);
  await expect(person.getByRole('heading', { level: 1, name: OPEN })).toBeFocused();
  await person.keyboard.press('Tab');
  await expect(person.getByLabel('Your answer')).toBeFocused();
  await person.keyboard.type('Demo days');
  await person.keyboard.press('Tab');
  await expect(person.getByRole('button', { name: 'Submit' })).toBeFocused();
  await person.keyboard.press('Enter');
  await expect(feedback).toBeFocused();
  await expect(feedback).toContainText('Demo days');
  await expectAccessible(person, 'audience: open question answered');

  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('the phone’s live region says a new slide and closed submissions; the presenter’s says the slide and its counts', async ({ browser, page, request }) => {
  const { deck } = await presentLiveDeck(page, request);
  const presenterSays = page.getByTestId('presenter-announcer');
  await expect(presenterSays).toHaveText(/^Slide \d+ of \d+: Which colour should the new logo be\?\. 0 responses, 0 online$/);

  const phone = await openPhone(browser);
  const person = phone.page;
  await person.goto(`/${deck.accessCode}`);
  await person.getByLabel(/Your name/).fill('Grace');
  await person.getByRole('button', { name: 'Join' }).click();
  const says = person.getByTestId('audience-announcer');
  await expect(says).toHaveText(`New question: ${POLL}`);
  // The count of people online arrives at the presenter's region (the first change is said at once).
  await expect(presenterSays).toHaveText('0 responses, 1 online');

  await nextSlide(page, CLOUD, person);
  await expect(says).toHaveText(`New question: ${CLOUD}`);
  await expect(presenterSays).toHaveText(/^Slide \d+ of \d+: One word for this sprint\. 0 responses, 1 online$/);

  await page.getByRole('button', { name: 'Close submissions' }).click();
  await expect(says).toHaveText('Submissions are closed for this question.');
  await expect(person.getByRole('main').getByText('Submissions are closed for this question.')).toBeVisible();

  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('keyboard only in the editor: add a slide, write its question and options, move it up; focus follows each step', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Keyboard deck');
  await buildDeck(request, session.token, presentationId, [{ type: 'textSlide', title: 'Welcome' }]);
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await expect(page.getByText('Connected')).toBeVisible();
  const saved = () => expect(page.locator('.save-state')).toHaveText('All changes saved');

  // Add slide opens the picker; arrow keys move between the kinds; the rest of the editor is inert meanwhile.
  const add = page.getByRole('button', { name: 'Add slide', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  await expect(picker.getByRole('button', { name: /^Pick Answer/ })).toBeFocused();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expectAccessible(page, 'editor: slide picker, from the keyboard');
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('button', { name: /^Short Answer/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(picker.locator('.picker-item').last()).toBeFocused();
  await page.keyboard.press('Home');
  for (let step = 0; step < 20 && !(await picker.getByRole('button', { name: /^Poll/ }).evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(picker.getByRole('button', { name: /^Poll/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  // The new slide's question has the focus.
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await expect(question).toBeFocused();
  await page.keyboard.type('Tea or coffee?');
  await page.keyboard.press('Tab');
  const addOption = page.getByRole('button', { name: 'Add option' });
  await expect(addOption).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toBeFocused();
  await page.keyboard.type('Tea');
  await tabTo(page, addOption);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Option 2' })).toBeFocused();
  await page.keyboard.type('Coffee');
  await page.keyboard.press('Tab');
  await saved();
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Tea');
  await expect(page.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Coffee');

  // Back to the slide in the rail, and Alt+ArrowUp moves it to the top, keeping the focus.
  const rail = page.getByRole('navigation', { name: 'Slides' });
  const newSlide = rail.getByRole('button', { name: /^Slide 2, Poll: Tea or coffee\?$/ });
  await tabTo(page, newSlide, { backwards: true, most: 60 });
  await page.keyboard.press('Alt+ArrowUp');
  const moved = rail.getByRole('button', { name: 'Slide 1, Poll: Tea or coffee?' });
  await expect(moved).toBeFocused();
  await expect(rail.getByRole('status')).toHaveText('“Tea or coffee?” moved to position 1 of 2');
  await saved();
  await expectAccessible(page, 'editor: a poll written from the keyboard');
  const deck = await api<{ slides: { title: string; order: number; options: { title: string }[] }[] }>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const first = [...deck.slides].sort((a, b) => a.order - b.order)[0]!;
  expect([first.title, first.options.map((option) => option.title)]).toEqual(['Tea or coffee?', ['Tea', 'Coffee']]);
});

test('the presenting screen: a cheatsheet of the shortcuts that work, on ? and from the controls', async ({ page, request }) => {
  await presentLiveDeck(page, request);
  await page.locator('body').press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('term')).toHaveText([
    'Right arrow or Page Down or Space',
    'Left arrow or Page Up',
    'Enter or Space',
    'F',
    'G',
    '/',
    '?',
    'Esc',
  ]);
  await expect(sheet.getByRole('definition').first()).toHaveText('Next slide');
  await expectAccessible(page, 'presenting: keyboard shortcuts');
  // Escape closes the cheatsheet, not the presentation; then the shortcuts it lists do what it says.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/presenting=true/);
  await page.locator('body').press('PageDown');
  await expect(page.getByRole('heading', { level: 1, name: CLOUD })).toBeVisible();
  await page.locator('body').press('PageUp');
  await expect(page.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
  await page.mouse.move(5, 5);
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await page.locator('body').press('Escape');
  await expect(page).toHaveURL(new RegExp('/presentation/[^?]+$'));
});

test('the audience app reflows at 320 CSS px: no sideways scrolling, every control on screen', async ({ browser, page, request }) => {
  const { deck } = await presentLiveDeck(page, request);
  const phone = await openPhone(browser, { width: 320, height: 640 });
  const person = phone.page;
  const fitsWidth = async (screen: string) => {
    const overflow = await person.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${screen}: sideways scroll`).toBeLessThanOrEqual(0);
    const outside = await person.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('button, input, textarea, select, a[href], label, h1, h2, p'))
        .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(outside, `${screen}: cut off at the sides`).toEqual([]);
  };

  await person.goto('/join');
  await fitsWidth('join');
  await person.getByLabel('Code').fill(deck.accessCode);
  await person.getByRole('button', { name: 'Join' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Welcome to my presentation' })).toBeVisible();
  await fitsWidth('admission');
  await person.getByLabel(/Your name/).fill('Alexandria-Ocasio');
  await person.getByRole('button', { name: 'Join' }).click();
  await expect(person.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
  await fitsWidth('poll');
  await person.getByRole('radio', { name: 'Gold' }).check();
  await person.getByRole('button', { name: 'Submit' }).click();
  await expect(person.getByRole('list', { name: /Results of/ })).toBeVisible();
  await fitsWidth('poll results');
  await nextSlide(page, CLOUD, person);
  await expect(person.getByRole('heading', { level: 1, name: CLOUD })).toBeVisible();
  await fitsWidth('word cloud');
  await nextSlide(page, OPEN, person);
  await expect(person.getByRole('heading', { level: 1, name: OPEN })).toBeVisible();
  await fitsWidth('open question');
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

/**
 * A phone at 200% zoom: 390 CSS px become 195, and the screenshots are taken at the phone's pixel density, so they look
 * as the person sees them.
 */
test('a phone at 200% zoom: join, admission, a poll and the reactions bar, nothing cut off or out of reach', async ({ browser, page, request }) => {
  const { deck } = await presentLiveDeck(page, request);
  const phone = await openPhone(browser, { width: 195, height: 422 }, 4);
  const person = phone.page;
  const shot = (name: string) => person.screenshot({ path: `${screenshotDir}zoom-200-${name}.png`, fullPage: true, animations: 'disabled' });
  const noSidewaysScroll = async () =>
    expect(await person.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  /** No word of these elements is broken across two lines ("Te/al", "presenta/tion"). */
  const wordsWhole = async (selector: string) => {
    const broken = await person.evaluate((css) => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll(css))) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
      }
      return found;
    }, selector);
    expect(broken, `words broken across lines in ${selector}`).toEqual([]);
  };

  await person.goto('/join');
  const code = person.getByLabel('Code');
  await code.fill(`${deck.accessCode.slice(0, 3)} ${deck.accessCode.slice(3)}`);
  // The whole code shows in the field: nothing scrolled out of its box.
  expect(await code.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth)).toBeLessThanOrEqual(0);
  await noSidewaysScroll();
  await wordsWhole('h1, p, label');
  await shot('join');

  await person.getByRole('button', { name: 'Join' }).click();
  await expect(person.getByRole('heading', { level: 1, name: 'Welcome to my presentation' })).toBeVisible();
  await noSidewaysScroll();
  await wordsWhole('h1, label, legend');
  await shot('admission');

  await person.getByLabel(/Your name/).fill('Ada');
  await person.getByRole('button', { name: 'Join' }).click();
  await expect(person.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
  await noSidewaysScroll();
  await wordsWhole('h1, .choice-answer__text, legend');
  await shot('poll');

  // Every reaction button is on screen, whole, and as big as a thumb (44 px at least).
  const bar = person.getByRole('navigation', { name: 'Reactions' });
  await bar.scrollIntoViewIfNeeded();
  for (const button of await bar.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(195);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const wow = person.getByRole('button', { name: 'Send Wow' });
  await wow.click();
  await expect(page.getByRole('listitem', { name: 'Wow: 1' })).toBeVisible();
  await expect(wow).not.toHaveClass(/popped/);
  await person.screenshot({ path: `${screenshotDir}zoom-200-reactions-bar.png`, animations: 'disabled' });
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('quiz question screens, dark mode and every built-in slide theme pass the axe check', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Accessible quiz');
  // The longest time limit, so the question stays open while it is checked.
  await buildDeck(request, session.token, presentationId, [
    { type: 'pickAnswer', title: 'Which planet is largest?', fields: { timeLimit: 1200 }, options: ['Jupiter', 'Mars', 'Venus', 'Earth'] },
  ]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInPage(page, session);
  await present(page, presentationId);
  const phone = await openPhone(browser);
  await phone.page.goto(`/${(await api<{ accessCode: string }>(request, session.token, 'get', `/api/presentation/${presentationId}`)).accessCode}`);
  await phone.page.getByLabel(/Your name/).fill('Ada');
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await expect(phone.page.getByText('You’re in!')).toBeVisible();
  await page.bringToFront();
  await page.locator('body').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await page.locator('body').press(' ');
  await expect(page.locator('[data-stage="question"]')).toBeVisible();
  await expect(phone.page.getByRole('button', { name: 'A: Jupiter' })).toBeVisible();
  await expectAccessible(page, 'presenting: quiz question');
  await expectAccessible(phone.page, 'audience: quiz question');

  // The app's dark mode: the phone and the presenter's editor.
  await phone.page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(phone.page, 'audience: quiz question, dark mode');
  await phone.context.close();

  // Each built-in theme on the presenting screen (themes.ts), with a poll's results and a word cloud's words.
  const themes = [
    { name: 'Midnight', textColour: '#f5f5ff', baseColour: '#1c1d2b' },
    { name: 'Sunrise', textColour: '#3b1d0f', baseColour: '#ffe8cc' },
    { name: 'Forest', textColour: '#f0fff4', baseColour: '#1f4d3a' },
    { name: 'Ocean', textColour: '#ffffff', baseColour: '#0b5cad' },
    { name: 'Blossom', textColour: '#4a1033', baseColour: '#fde2f0' },
  ];
  const themed = await createPresentationThroughApi(request, session.token, 'Themed');
  const deck = await buildDeck(request, session.token, themed, LIVE_DECK);
  for (const title of ['Teal', 'Coral', 'Gold']) expect(deck.slides.some((slide) => slide.options.some((option) => option.title === title))).toBe(true);
  for (const theme of themes) {
    await api(request, session.token, 'patch', `/api/presentation/${themed}/theme`, { textColour: theme.textColour, baseColour: theme.baseColour, themeName: theme.name });
    await present(page, themed);
    await expect(page.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
    await expectAccessible(page, `presenting: poll, ${theme.name} theme`, ['desktop']);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/presentation/${themed}`);
  await expect(page.getByText('Connected')).toBeVisible();
  await expectAccessible(page, 'editor, dark mode');
});
