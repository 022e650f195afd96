import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../../contracts/shared/languages.js';
import { en } from './en.js';

/*
 * English ships inside the bundle so the first render never waits for a download; every other language is its own
 * chunk, loaded by switchLanguage once the app knows whose language applies (presenter, presentation or phone).
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // Resources are in memory, so initialising synchronously lets the very first render (and tests) be translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export default i18n;
