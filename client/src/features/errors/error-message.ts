import type { i18n as I18n } from 'i18next';
import type { ErrorBody } from '../../../../contracts/errors/error-body.js';
import { isErrorReason } from '../../../../contracts/errors/error-reasons.js';
import { errorsEn } from './errors.en.js';

type TranslatedCode = keyof typeof errorsEn.errors;
const isTranslatedCode = (code: string): code is TranslatedCode => code in errorsEn.errors;

/**
 * What to tell the user about a server error body: in English the server's own message (it is the most specific,
 * and carries the spec's texts); in another language the specific message by the body's `reason` when the client
 * knows it (errorReasons.<reason>, with the body's values), else the code's message, or the English message for a
 * code the client does not know.
 */
export function errorMessage(body: ErrorBody, i18n: I18n): string {
  if (i18n.resolvedLanguage === 'en') return body.message;
  if (body.reason !== undefined && isErrorReason(body.reason)) return translateReason(i18n, `errorReasons.${body.reason}`, body.reasonValues ?? {});
  if (!isTranslatedCode(body.code)) return body.message;
  return i18n.t(`errors.${body.code}`);
}

/** A reason's text with the body's values; the values are plain strings, so the typed keys' per-key options do not apply. */
function translateReason(i18n: I18n, key: string, values: Record<string, string>): string {
  const t = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, string>) => string;
  return t(key, values);
}
