import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

export const BAD_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string of a parsed JSON body or socket payload, keys included, checked and NFC-normalised in place:
 * NUL and unpaired surrogates (which no font shows and some stores refuse) are a 400 naming the field, and
 * text is stored in one normal form so equal-looking names compare equal. Walks with its own stack, so no
 * nesting overflows it. Returns the value (a string payload comes back normalised).
 */
export function cleanTexts(root: unknown): unknown {
  if (typeof root === 'string') return cleanText(root, '');
  const stack: { container: Record<string, unknown>; path: string }[] = [];
  if (isContainer(root)) stack.push({ container: root, path: '' });
  while (stack.length > 0) {
    const { container, path } = stack.pop()!;
    const isArray = Array.isArray(container);
    for (const key of Object.keys(container)) {
      const at = path === '' ? key : `${path}.${key}`;
      const value = container[key];
      if (typeof value === 'string') container[key] = cleanText(value, at);
      else if (isContainer(value)) stack.push({ container: value, path: at });
      if (!isArray && cleanText(key, at) !== key) renameKey(container, key);
    }
  }
  return root;
}

function cleanText(text: string, path: string): string {
  if (text.includes('\u0000') || UNPAIRED_SURROGATE.test(text)) {
    throw new ValidationFailed(`${path || 'payload'}: ${BAD_TEXT_MESSAGE}`, [{ path, message: BAD_TEXT_MESSAGE }]);
  }
  return text.normalize('NFC');
}

function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function renameKey(container: Record<string, unknown>, key: string): void {
  const value = container[key];
  delete container[key];
  container[key.normalize('NFC')] = value;
}
