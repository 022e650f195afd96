import type { Language } from '../../../contracts/shared/languages.js';
import { LOCALE_SOURCES } from './locale-sources.js';

export type LocaleBundle = Record<string, unknown>;
/** Fetches one language's strings; it rejects when any of its files does not load. */
export type LoadLocale = (language: Exclude<Language, 'en'>) => Promise<LocaleBundle>;

/**
 * Vite turns this variable import into one lazily loaded module per JSON file, which vite.config.ts groups into one
 * chunk per language; under jest (CommonJS) it is a plain require, so tests render translated screens too.
 */
export const createLocaleLoader =
  (sources: readonly string[]): LoadLocale =>
  async (language) => {
    const parts = await Promise.all(
      sources.map(async (source) => {
        const module = (await import(`./locales/${language}/${source}.json`)) as { default?: LocaleBundle } & LocaleBundle;
        return module.default ?? module;
      }),
    );
    return Object.assign({}, ...parts) as LocaleBundle;
  };

export const loadLocale: LoadLocale = createLocaleLoader(LOCALE_SOURCES);
