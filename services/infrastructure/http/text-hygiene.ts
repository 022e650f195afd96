import type { FieldIssue } from '../../../contracts/errors/error-body.js';
import { ValidationFailed } from '../errors/domain-errors.js';

export const BAD_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates';

/**
 * Every string of a parsed JSON body or socket payload, keys included, checked and NFC-normalised in place:
 * NUL and unpaired surrogates (which no font shows and some stores refuse) are a 400 naming the field, and
 * text is stored in one normal form so equal-looking names compare equal. Walks with its own stack, so no
 * nesting overflows it.
 */
export function cleanTexts(root: unknown): unknown {
  if (typeof root === 'string') {
    if (!isCleanText(root)) throw new ValidationFailed(`payload: ${BAD_TEXT_MESSAGE}`, [{ path: '', message: BAD_TEXT_MESSAGE }]);
    return root.normalize('NFC');
  }
  const stack: { container: Record<string, unknown> | unknown[]; path: string }[] = [];
  if (isContainer(root)) stack.push({ container: root, path: '' });
  const issues: FieldIssue[] = [];
  while (stack.length > 0 && issues.length === 0) {
    const { container, path } = stack.pop()!;
    for (const key of Object.keys(container)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (!Array.isArray(container) && !isCleanText(key)) {
        issues.push({ path: at, message: BAD_TEXT_MESSAGE });
        break;
      }
      const value = (container as Record<string, unknown>)[key];
      if (typeof value === 'string') {
        if (!isCleanText(value)) {
          issues.push({ path: at, message: BAD_TEXT_MESSAGE });
          break;
        }
        (container as Record<string, unknown>)[key] = value.normalize('NFC');
      } else if (isContainer(value)) {
        stack.push({ container: value, path: at });
      }
      if (!Array.isArray(container) && key !== key.normalize('NFC')) renameKey(container, key);
    }
  }
  if (issues.length > 0) throw new ValidationFailed(`${issues[0]!.path || 'body'}: ${BAD_TEXT_MESSAGE}`, issues);
  return root;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function renameKey(container: Record<string, unknown>, key: string): void {
  const value = container[key];
  delete container[key];
  container[key.normalize('NFC')] = value;
}
