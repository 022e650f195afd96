import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../../contracts/shared/languages.js';
import { en } from './en.js';
import { checkLocale, type LocaleTree } from './locale-check.js';
import { LOCALE_SOURCES } from './locale-sources.js';

const LOCALES = join(__dirname, 'locales');
const SAME_AS_ENGLISH_FILE = '_same-as-english.json';
/** Never flagged in any language: codes and the product's name. */
const EVERYWHERE_THE_SAME = ['app.name', 'notFound.code'];

/**
 * One language's strings as the app loads them: the JSON files LOCALE_SOURCES names, merged (a top-level key lives in
 * one file). A file the loader would never fetch is a problem too.
 */
function readTranslation(language: Language): { tree: LocaleTree; collisions: string[] } {
  const tree: Record<string, LocaleTree[string]> = {};
  const collisions: string[] = [];
  const folder = join(LOCALES, language);
  if (!existsSync(folder)) return { tree, collisions: [`${language}: there is no folder locales/${language}`] };
  const files = readdirSync(folder).filter((name) => name.endsWith('.json') && !name.startsWith('_'));
  const loaded = new Set<string>(LOCALE_SOURCES.map((source) => `${source}.json`));
  for (const file of files) if (!loaded.has(file)) collisions.push(`${language}: ${file} is never loaded (its name is not in LOCALE_SOURCES)`);
  for (const file of files.filter((name) => loaded.has(name)).sort()) {
    const part = JSON.parse(readFileSync(join(folder, file), 'utf8')) as LocaleTree;
    for (const [key, value] of Object.entries(part)) {
      if (key in tree) collisions.push(`${language}: top-level key ${key} is in more than one file (${file})`);
      tree[key] = value;
    }
  }
  return { tree, collisions };
}

function readSameAsEnglish(language: Language): string[] {
  const file = join(LOCALES, language, SAME_AS_ENGLISH_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

describe('every language has every English string, translated', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language: Language) => {
    const { tree, collisions } = readTranslation(language);
    const problems = [
      ...collisions,
      ...checkLocale({
        language,
        tag: LANGUAGE_TAGS[language],
        english: en as unknown as LocaleTree,
        translation: tree,
        sameAsEnglish: readSameAsEnglish(language),
        everywhereTheSame: EVERYWHERE_THE_SAME,
      }),
    ];
    expect(problems).toEqual([]);
  });
});
