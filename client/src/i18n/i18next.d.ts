import 'i18next';
import type { Resources } from './en.js';

// Makes t('…') keys checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
