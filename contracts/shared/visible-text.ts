/**
 * Text that shows nothing: white space, zero-width and other format characters, controls, and the blank
 * fillers (Hangul, braille) that render as empty.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800\u180E]*$/u;

export const VISIBLE_NAME_MESSAGE = 'Names need at least one visible character';

export function hasVisibleCharacter(text: string): boolean {
  return !INVISIBLE_ONLY.test(text);
}

/** For optional names: empty means "none given", anything else must show. */
export function isEmptyOrVisible(text: string): boolean {
  return text === '' || hasVisibleCharacter(text);
}
