import type { i18n as I18n } from 'i18next';
import type { ErrorBody } from '../../../../contracts/errors/error-body.js';
import { errorsEn } from './errors.en.js';

type TranslatedCode = keyof typeof errorsEn.errors;
const isTranslatedCode = (code: string): code is TranslatedCode => code in errorsEn.errors;

/**
 * What to tell the user about a server error body: in English the server's own message (it is the most specific,
 * and carries the spec's texts); in another language the code's message, or the English message for a code the
 * client does not know (such as a business rule's spec text).
 */
export function errorMessage(body: ErrorBody, i18n: I18n): string {
  if (i18n.resolvedLanguage === 'en' || !isTranslatedCode(body.code)) return body.message;
  return i18n.t(`errors.${body.code}`);
}
