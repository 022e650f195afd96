import { z } from 'zod';

/** Spec doc 1 §1: the interface languages. */
export const LANGUAGES = [
  'en', 'vi', 'es', 'pt', 'fr', 'de', 'id', 'it', 'tr', 'ja', 'nl', 'ru', 'pl', 'da', 'zh', 'sl',
  'si', 'lv', 'cs', 'kr', 'no', 'se', 'el', 'lt', 'hr', 'is', 'bg', 'ro', 'sk', 'hu', 'sq',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Spec doc 3 §5: an unknown language code falls back to en, and br means pt. */
export function resolveLanguage(code: string | undefined | null): Language {
  if (!code) return DEFAULT_LANGUAGE;
  const lower = code.trim().toLowerCase();
  if (lower === 'br') return 'pt';
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : DEFAULT_LANGUAGE;
}

export const languageInputSchema = z.string().max(16).transform(resolveLanguage);

/**
 * The BCP 47 tag behind each product language id, for Intl (plural rules, dates, numbers) and the page's lang
 * attribute: the spec's ids keep their historic spellings (kr, se, no), which mean other languages in BCP 47.
 */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en', vi: 'vi', es: 'es', pt: 'pt', fr: 'fr', de: 'de', id: 'id', it: 'it', tr: 'tr', ja: 'ja', nl: 'nl',
  ru: 'ru', pl: 'pl', da: 'da', zh: 'zh-CN', sl: 'sl', si: 'si', lv: 'lv', cs: 'cs', kr: 'ko', no: 'nb', se: 'sv',
  el: 'el', lt: 'lt', hr: 'hr', is: 'is', bg: 'bg', ro: 'ro', sk: 'sk', hu: 'hu', sq: 'sq',
};
