import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import i18next, { type i18n as I18n } from 'i18next';
import { en } from './en.js';
import { createLocaleLoader } from './locale-loader.js';
import { LANGUAGE_LOAD_FAILURE, switchLanguage } from './switch-language.js';

/** Only this branch's own sources: the other files of each language arrive with the translators' branches. */
const loadOwnSources = createLocaleLoader(['language', 'errors']);

async function freshI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
  return instance;
}

describe('switching the interface language', () => {
  let errors: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.lang = 'en';
  });
  afterEach(() => errors.mockRestore());

  it('loads the language file through its dynamic import and speaks it, with <html lang> set', async () => {
    const i18n = await freshI18n();
    await expect(switchLanguage(i18n, 'de', 'presenter', loadOwnSources)).resolves.toBe('applied');
    expect(i18n.t('language.heading')).toBe('Sprache');
    expect(document.documentElement.lang).toBe('de');
  });

  it('gives i18next and the page the BCP 47 tag, not the product id (kr is Korean, ko)', async () => {
    const i18n = await freshI18n();
    await switchLanguage(i18n, 'kr', 'presenter', loadOwnSources);
    expect(i18n.language).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(i18n.t('language.heading')).toBe('언어');
    // Korean has no plural forms; the i18next resolver knows that only from the real tag.
    expect(i18n.services.pluralResolver.getSuffix('ko', 2)).toBe('_other');
  });

  it('falls back to English and reports the spec text when the language file does not load', async () => {
    const i18n = await freshI18n();
    await switchLanguage(i18n, 'fr', 'presenter', loadOwnSources);
    const broken = createLocaleLoader(['language', 'a-file-that-is-not-there']);
    await expect(switchLanguage(i18n, 'ja', 'presenting', broken)).resolves.toBe('fellBackToEnglish');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('language.heading')).toBe('Language');
    expect(errors).toHaveBeenCalledWith(LANGUAGE_LOAD_FAILURE.presenting, expect.anything());
    expect(LANGUAGE_LOAD_FAILURE).toEqual({
      presenter: 'Init presenter language default from cdn error',
      presenting: 'Init presenting language default from cdn error',
    });
  });

  it('leaves the screen alone when a later choice was made while the file loaded', async () => {
    const i18n = await freshI18n();
    await expect(switchLanguage(i18n, 'vi', 'presenter', loadOwnSources, () => false)).resolves.toBe('applied');
    expect(i18n.language).toBe('en');
  });
});
