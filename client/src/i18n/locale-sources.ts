/**
 * The English source files a language's folder mirrors (core = i18n/en.ts, the rest features/<name>/<name>.en.ts):
 * locales/<lang>/<source>.json each. A new English source file adds its name here.
 */
export const LOCALE_SOURCES = [
  'core', 'ai', 'import', 'audio', 'chat', 'editor', 'search', 'replay', 'ideas', 'live', 'pacing', 'remote', 'report',
  'qna', 'quiz', 'spinner', 'slide-view', 'team', 'sharing', 'copies', 'templates', 'notifications', 'shared',
  'onboarding', 'account', 'language', 'errors', 'demo', 'home-feedbacks', 'import-generate', 'defaults',
  'error-reasons', 'remembered',
] as const;
