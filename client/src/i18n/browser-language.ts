import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../../contracts/shared/languages.js';

const primarySubtag = (tag: string) => tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * Browser tags are BCP 47, so they are read through LANGUAGE_TAGS (ko is kr; kr itself would be Kanuri, se Northern
 * Sami). Norwegian also arrives as no or nn, and br means pt (spec).
 */
const LANGUAGE_OF_SUBTAG: ReadonlyMap<string, Language> = new Map([
  ...LANGUAGES.map((language) => [primarySubtag(LANGUAGE_TAGS[language]), language] as const),
  ['no', 'no'],
  ['nn', 'no'],
  ['br', 'pt'],
]);

/** The product language a browser tag such as "fr-FR", "ko" or "pt-BR" means, or null when it is none of the 31. */
export function languageOfTag(tag: string): Language | null {
  return LANGUAGE_OF_SUBTAG.get(primarySubtag(tag)) ?? null;
}

/** The first of the browser's languages (in its order of preference) that the product speaks, else en. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

export function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
