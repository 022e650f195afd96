/**
 * Compares one language's strings with the English reference: every key present, no extra key, no empty value, the
 * same {{placeholders}}, plural forms for exactly the categories the language's plural rules have, and no value left
 * in English unless the allow-list says that word is the same in this language.
 */
export interface LocaleTree {
  readonly [key: string]: string | readonly string[] | LocaleTree;
}

export interface LocaleCheckInput {
  readonly language: string;
  /** The BCP 47 tag whose plural rules the language follows. */
  readonly tag: string;
  readonly english: LocaleTree;
  readonly translation: LocaleTree;
  /** Keys whose value is rightly identical to the English one (brand names, codes, words the language borrowed). */
  readonly sameAsEnglish: readonly string[];
  /** Keys identical in every language (the product's name, codes): never flagged, never required to stay English. */
  readonly everywhereTheSame: readonly string[];
}

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flattenLocale(value as LocaleTree, path)) flat.set(inner, innerValue);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

function placeholders(value: string): string {
  return [...value.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}|<\/?(\d+|[a-z]+)\s*\/?>/g)].map((match) => match[0].replace(/\s+/g, '')).sort().join(' ');
}

/** Whether a value has words to translate once placeholders, markup and the product's name are taken out. */
function hasWords(value: string): boolean {
  return /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}|<[^>]*>|LiveSlides/g, ''));
}

/** Plural groups of the English reference: base key -> the English value of each form English has. */
function pluralGroups(english: Map<string, unknown>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, value] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match || !english.has(`${match[1]}_other`)) continue;
    const forms = groups.get(match[1]) ?? new Map<string, string>();
    forms.set(match[2], String(value));
    groups.set(match[1], forms);
  }
  return groups;
}

/** A string, or a list of strings the interface picks from (e.g. phrases shown in turn while the AI works). */
type EnglishValue = string | readonly string[];

/** Every key the translation must have, with the English value it translates. */
function expectedKeys(input: LocaleCheckInput, english: Map<string, unknown>): Map<string, EnglishValue> {
  const groups = pluralGroups(english);
  const categories = new Intl.PluralRules(input.tag).resolvedOptions().pluralCategories as string[];
  const expected = new Map<string, EnglishValue>();
  for (const [key, value] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match || !groups.has(match[1])) expected.set(key, Array.isArray(value) ? value.map(String) : String(value));
  }
  for (const [base, forms] of groups) {
    const other = forms.get('other') ?? '';
    // _zero is i18next's optional override for a count of 0 in any language: kept wherever English has one.
    const wanted = new Set([...categories, ...(forms.has('zero') ? ['zero'] : [])]);
    for (const category of wanted) expected.set(`${base}_${category}`, forms.get(category) ?? other);
  }
  return expected;
}

export function checkLocale(input: LocaleCheckInput): string[] {
  const english = flattenLocale(input.english);
  const translation = flattenLocale(input.translation);
  const expected = expectedKeys(input, english);
  const allowed = new Set([...input.sameAsEnglish, ...input.everywhereTheSame]);
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${input.language}: ${problem}`);
  const checkString = (key: string, value: unknown, englishValue: string, sameAsEnglish: boolean) => {
    if (typeof value !== 'string') say(`${key} is not a string`);
    else if (value.trim() === '') say(`${key} is empty`);
    else {
      if (placeholders(value) !== placeholders(englishValue)) say(`${key} has placeholders [${placeholders(value)}], English has [${placeholders(englishValue)}]`);
      if (sameAsEnglish && hasWords(value) && !allowed.has(key.replace(/\[\d+\]$/, ''))) say(`${key} is still English: "${value}"`);
    }
  };
  for (const [key, englishValue] of expected) {
    if (!translation.has(key)) {
      say(`missing key ${key}`);
      continue;
    }
    const value = translation.get(key);
    if (Array.isArray(englishValue)) {
      if (!Array.isArray(value) || value.length === 0) say(`${key} is not a list of strings`);
      else value.forEach((item: unknown, index) => checkString(`${key}[${index}]`, item, englishValue[index % englishValue.length]!, englishValue.includes(item as string)));
    } else {
      checkString(key, value, englishValue as string, value === englishValue);
    }
  }
  for (const key of translation.keys()) if (!expected.has(key)) say(`extra key ${key}`);
  for (const key of input.sameAsEnglish) {
    if (!expected.has(key)) say(`same-as-English entry ${key} is not a key`);
    else if (JSON.stringify(translation.get(key)) !== JSON.stringify(expected.get(key))) say(`same-as-English entry ${key} differs from English: drop it`);
  }
  return problems;
}
