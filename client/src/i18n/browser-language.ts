import { LANGUAGES, type Language } from '../../../contracts/shared/languages.js';

/** BCP 47 primary subtags whose product id is spelt differently (the reverse of LANGUAGE_TAGS), and br (spec: pt). */
const PRODUCT_ID_OF_SUBTAG: Readonly<Record<string, Language>> = { ko: 'kr', sv: 'se', nb: 'no', nn: 'no', br: 'pt' };

/** The product language a browser tag such as "fr-FR", "ko" or "pt-BR" means, or null when it is none of the 31. */
export function languageOfTag(tag: string): Language | null {
  const subtag = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  const id = PRODUCT_ID_OF_SUBTAG[subtag] ?? subtag;
  return (LANGUAGES as readonly string[]).includes(id) ? (id as Language) : null;
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
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
