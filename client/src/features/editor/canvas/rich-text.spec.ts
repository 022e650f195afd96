import { describe, expect, it } from '@jest/globals';
import { RICH_TEXT_CORPUS } from '../../../../../test/support/rich-text-corpus.js';
import { sanitiseRichText } from './rich-text.js';

/** The markup as this DOM reads it and writes it out again (both sides' output is compared this way). */
function asBrowserWrites(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe("the browser's sanitiser on the shared corpus (spec doc 2 §5 \"Allowed rich text\")", () => {
  it.each(RICH_TEXT_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, { input, policy, expected }) => {
    expect(asBrowserWrites(sanitiseRichText(input, policy))).toBe(asBrowserWrites(expected));
  });
});
