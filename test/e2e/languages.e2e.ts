import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { UserView } from '../../contracts/identity/user-view.js';
import { LANGUAGE_TAGS, type Language } from '../../contracts/shared/languages.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, signInPage } from './support/app.js';
import { api, buildDeck, PHONE, present } from './support/live-deck.js';

/** Kept screenshots of the translated screens (looked at for overflow, clipping and text left in English). */
const SHOTS = fileURLToPath(new URL('../artifacts/i18n/', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../client/src/i18n/locales/', import.meta.url));
const DESKTOP = { width: 1280, height: 800 };

type Tree = { [key: string]: Tree | string | string[] };

/** A language's strings as the app loads them: every JSON file of its folder but the `_` ones. */
function strings(language: Language): (key: string) => string {
  const tree: Tree = {};
  for (const file of readdirSync(`${LOCALES}${language}`).filter((name) => name.endsWith('.json') && !name.startsWith('_'))) {
    Object.assign(tree, JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')) as Tree);
  }
  return (key) => {
    const value = key.split('.').reduce<Tree | string | string[] | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`${language} has no string ${key}`);
    return value;
  };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A presenter whose stored language is `language`, with a one-poll deck presented in `deckLanguage` (null: the phones' own). */
async function presenterWithDeck(request: APIRequestContext, language: Language, deckLanguage: Language | null) {
  const session = await registerThroughApi(request);
  const userId = (session.user as UserView).id;
  const user = await api<UserView>(request, session.token, 'patch', `/api/users/${userId}`, { personalInformation: { presenterLanguage: language } });
  const presentationId = await createPresentationThroughApi(request, session.token, 'Retro');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: 'Kaffee, 珈琲, cà phê?', options: ['A', 'B'] }]);
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/settings`, { presentingLanguage: deckLanguage });
  return { session: { token: session.token, user }, presentationId, accessCode: deck.accessCode };
}

/** A phone (or desktop browser) with its own locale, opening the join link of a live presentation. */
async function audience(browser: Browser, accessCode: string, locale: string, viewport = PHONE) {
  const context = await browser.newContext({ viewport, locale, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/${accessCode}`);
  return { context, page, errors };
}

for (const language of ['de', 'ja', 'vi'] as const) {
  test(`the editor, the presenting screen and the audience app in ${language}, on a phone and a desktop`, async ({ browser, page, request }) => {
    const t = strings(language);
    const tag = LANGUAGE_TAGS[language];
    const { session, presentationId, accessCode } = await presenterWithDeck(request, language, language);
    const presenterErrors = collectPageErrors(page);
    await signInPage(page, session);

    await test.step('the editor speaks the presenter’s language', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/presentation/${presentationId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.getByRole('button', { name: t('editor.slides.add') })).toBeVisible();
      await shot(page, `editor-${language}-desktop`);
      await page.getByRole('tab', { name: t('editor.panel.tabs.settings') }).click();
      await expect(page.getByRole('combobox', { name: t('language.presentationLabel') })).toHaveValue(language);
      await shot(page, `editor-${language}-settings-desktop`);
      await page.setViewportSize(PHONE);
      await shot(page, `editor-${language}-phone`);
      await expectAccessible(page, `editor in ${language}`);
    });

    await test.step('the presenting screen speaks the presentation’s language', async () => {
      await page.setViewportSize(DESKTOP);
      await present(page, presentationId);
      await expect(page.getByRole('navigation', { name: t('live.presenting.controls') })).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await shot(page, `presenting-${language}-desktop`);
      await page.setViewportSize(PHONE);
      await shot(page, `presenting-${language}-phone`);
      await expectAccessible(page, `presenting screen in ${language}`);
    });

    for (const [viewportName, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await test.step(`an English ${viewportName} in the audience follows the presentation’s language`, async () => {
        const phone = await audience(browser, accessCode, 'en-US', viewport);
        await expect(phone.page.locator('html')).toHaveAttribute('lang', tag);
        await phone.page.getByLabel(t('audience.entry.nameLabel')).fill('Ada');
        await shot(phone.page, `audience-${language}-admission-${viewportName}`);
        await phone.page.getByRole('button', { name: t('audience.entry.submit') }).click();
        await expect(phone.page.getByText(t('audience.live.you').replace('{{name}}', 'Ada'))).toBeVisible();
        await expect(phone.page.getByRole('heading', { name: 'Kaffee, 珈琲, cà phê?' })).toBeVisible();
        await shot(phone.page, `audience-${language}-poll-${viewportName}`);
        await expectAccessible(phone.page, `audience app in ${language}`);
        expect(phone.errors).toEqual([]);
        await phone.context.close();
      });
    }
    expect(presenterErrors).toEqual([]);
  });
}

test('without a language of its own, the stage speaks the presenter’s and each phone its own: fr-FR French, br Portuguese, xx English', async ({ browser, request }) => {
  const { accessCode, session, presentationId } = await presenterWithDeck(request, 'de', null);
  const presenter = await browser.newPage({ viewport: DESKTOP, locale: 'ja-JP' });
  await signInPage(presenter, session);
  await present(presenter, presentationId);
  await expect(presenter.locator('html')).toHaveAttribute('lang', 'de');
  await expect(presenter.getByRole('navigation', { name: strings('de')('live.presenting.controls') })).toBeAttached();
  for (const [locale, language] of [['fr-FR', 'fr'], ['br', 'pt'], ['xx', 'en']] as const) {
    const phone = await audience(browser, accessCode, locale);
    await expect(phone.page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
    const nameLabel = language === 'en' ? 'Your name' : strings(language)('audience.entry.nameLabel');
    await expect(phone.page.getByLabel(nameLabel)).toBeVisible();
    await shot(phone.page, `audience-unset-${locale}-phone`);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  }
  await presenter.close();
});
