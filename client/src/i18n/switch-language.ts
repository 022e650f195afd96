import type { i18n as I18n } from 'i18next';
import { LANGUAGE_TAGS, type Language } from '../../../contracts/shared/languages.js';
import { loadLocale, type LoadLocale } from './locale-loader.js';

/** Whose language is being set: the presenter's own screens, or a presentation's (stage and audience phones). */
export type LanguageUse = 'presenter' | 'presenting';

/** Spec doc 1 §8 / doc 3 §9: how a language file that does not load is reported. */
export const LANGUAGE_LOAD_FAILURE: Record<LanguageUse, string> = {
  presenter: 'Init presenter language default from cdn error',
  presenting: 'Init presenting language default from cdn error',
};

export type LanguageOutcome = 'applied' | 'fellBackToEnglish';

/**
 * Shows the interface in `language`, loading its strings once. i18next gets the BCP 47 tag (its plural rules come
 * from Intl.PluralRules) and so does <html lang>. A language that does not load leaves the interface in English.
 */
export async function switchLanguage(
  i18n: I18n,
  language: Language,
  use: LanguageUse,
  load: LoadLocale = loadLocale,
  /** False once a later choice was made: a slow download then changes nothing on screen. */
  stillWanted: () => boolean = () => true,
): Promise<LanguageOutcome> {
  const tag = LANGUAGE_TAGS[language];
  if (language !== 'en' && !i18n.hasResourceBundle(tag, 'translation')) {
    try {
      i18n.addResourceBundle(tag, 'translation', await load(language), true, true);
    } catch (error) {
      console.error(LANGUAGE_LOAD_FAILURE[use], error);
      if (stillWanted()) await show(i18n, LANGUAGE_TAGS.en);
      return 'fellBackToEnglish';
    }
  }
  if (stillWanted()) await show(i18n, tag);
  return 'applied';
}

async function show(i18n: I18n, tag: string): Promise<void> {
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}
