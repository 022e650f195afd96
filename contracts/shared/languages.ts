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
