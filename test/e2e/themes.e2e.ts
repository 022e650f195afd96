import { expect, test, type Locator, type Page } from '@playwright/test';
import { OFFICIAL_THEMES, officialThemeLook } from '../../contracts/themes/official-themes.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { api, buildDeck, joinByLink, present } from './support/live-deck.js';

/**
 * Issue 28 themes: a presenter picks an official theme in the design tab and saves the design as a theme of their own;
 * then each of the 12 official themes is drawn on the stage and on a phone (screenshots test/artifacts/screenshots/
 * theme-<name>-stage.png and -phone.png), each in its own font and background, and reads (axe).
 */

const POLL = 'Which theme suits our kick-off?';

/** Every image drawn and every font the page uses loaded: the screenshots show the design, not its loading. */
async function designLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const cssOf = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('official themes: picked in the design tab, saved as my own, and each drawn on the stage and a phone', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Kick-off');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: POLL, options: ['Calm', 'Party', 'Business'] }]);
  const errors = collectPageErrors(page);

  // The design tab: pick Party, see it on the canvas, save it as a theme of one's own.
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await expect(page.getByText('Connected')).toBeVisible();
  await page.getByRole('tab', { name: 'Design' }).click();
  const themes = page.getByRole('list', { name: 'Themes' });
  await expect(themes.getByRole('button')).toHaveCount(12);
  await themes.getByRole('button', { name: 'Party', exact: true }).click();
  await expect(themes.getByRole('button', { name: 'Party', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save current design as a theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a theme' });
  await dialog.getByRole('textbox', { name: 'Theme name' }).fill('Kick-off party');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'My themes' }).getByRole('button', { name: 'Kick-off party', exact: true })).toBeVisible();
  await designLoaded(page);
  await page.screenshot({ path: `${screenshotDir}theme-design-tab.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: design tab with themes', ['desktop']);
  // Light text on a light base: the tab says so.
  await page.getByRole('list', { name: 'Background colour palette' }).getByRole('button', { name: 'Use #FDF6EC' }).click();
  await expect(page.getByTestId('contrast-warning')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}theme-contrast-warning.png`, animations: 'disabled' });

  await present(page, presentationId);
  const phone = await joinByLink(browser, deck.accessCode, 'Noor');
  for (const theme of OFFICIAL_THEMES) {
    const look = officialThemeLook(theme);
    await api(request, session.token, 'patch', `/api/presentation/${presentationId}/theme`, look);
    await present(page, presentationId);
    await phone.page.reload();
    const stage = page.getByRole('region', { name: /^Slide 1 of 1/ });
    await expect(stage.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
    await expect(phone.page.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
    const hero = phone.page.locator('.audience-slide__hero');
    for (const surface of [stage, hero]) {
      await expect(surface.locator('.slide-backdrop__image')).toHaveAttribute('src', look.backgroundImage!.url);
      expect(await cssOf(surface, 'font-family')).toContain(theme.fontFamily);
      expect(await cssOf(surface, 'color')).toBe(rgb(theme.textColour));
    }
    expect(await cssOf(stage, 'background-color')).toBe(rgb(theme.baseColour));
    expect(await cssOf(hero, 'background-color')).toBe(rgb(theme.baseColour));
    await designLoaded(page);
    await designLoaded(phone.page);
    expect(await page.evaluate((font) => document.fonts.check(`16px '${font}'`), theme.fontFamily)).toBe(true);
    await page.screenshot({ path: `${screenshotDir}theme-${theme.slug}-stage.png`, animations: 'disabled' });
    await phone.page.screenshot({ path: `${screenshotDir}theme-${theme.slug}-phone.png`, fullPage: true, animations: 'disabled' });
    await expectAccessible(page, `presenting: poll, ${theme.themeName} theme`, ['desktop']);
    await expectAccessible(phone.page, `audience: poll, ${theme.themeName} theme`, ['phone']);
  }
  await phone.context.close();
  expect(errors).toEqual([]);
  expect(phone.errors).toEqual([]);
});
