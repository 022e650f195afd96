import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, resolveLanguage } from '../../../contracts/shared/languages.js';
import { en } from './en.js';

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[0];
}

/*
 * English ships inside the bundle so the first render never waits for a download. A language without its own
 * resources yet falls back to English key by key, and an unknown language resolves to English outright.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: resolveLanguage(browserLanguage()),
  fallbackLng: DEFAULT_LANGUAGE,
  // Resources are in memory, so initialising synchronously lets the very first render (and tests) be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export default i18n;
