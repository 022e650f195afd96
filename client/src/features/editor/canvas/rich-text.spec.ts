import { describe, expect, it } from '@jest/globals';
import { asBrowserWrites, RICH_TEXT_CORPUS } from '../../../../../test/support/rich-text-corpus.js';
import { sanitiseRichText } from './rich-text.js';

describe("the browser's sanitiser on the shared corpus (spec doc 2 §5 \"Allowed rich text\")", () => {
  it.each(RICH_TEXT_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, { input, policy, expected }) => {
    expect(asBrowserWrites(sanitiseRichText(input, policy), document)).toBe(asBrowserWrites(expected, document));
  });
});
