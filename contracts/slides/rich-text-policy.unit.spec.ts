import { RICH_TEXT_MAX_DEPTH, RICH_TEXT_TOO_DEEP_MESSAGE, richTextDepth, richTextSchema } from './rich-text-policy.js';
import { RICH_TEXT_MAX_LENGTH } from './constants.js';

describe('rich text is bounded before anything parses it', () => {
  it('counts how deep tags nest, closing what closes and not counting void tags', () => {
    expect(richTextDepth('plain')).toBe(0);
    expect(richTextDepth('<p>a<b>b</b><br><i>c</i></p><p>d</p>')).toBe(2);
    expect(richTextDepth('<ul><li>x<ul><li>y</li></ul></li></ul>')).toBe(4);
    expect(richTextDepth('<P><B>x</b></p><p>')).toBe(2);
  });

  it('counts unclosed and mismatched tags in full', () => {
    expect(richTextDepth('<b>'.repeat(10))).toBe(10);
    expect(richTextDepth('<b></i>'.repeat(10))).toBe(10);
    expect(richTextDepth('<b>'.repeat(6_666), RICH_TEXT_MAX_DEPTH)).toBe(RICH_TEXT_MAX_DEPTH + 1);
  });

  it('refuses a value past the length or the depth, naming the problem', () => {
    expect(richTextSchema.safeParse('<b>'.repeat(RICH_TEXT_MAX_DEPTH) + 'x').success).toBe(true);
    const deep = richTextSchema.safeParse('<b>'.repeat(6_666));
    expect(deep.success).toBe(false);
    expect(deep.error?.issues[0]?.message).toBe(RICH_TEXT_TOO_DEEP_MESSAGE);
    const long = richTextSchema.safeParse('x'.repeat(RICH_TEXT_MAX_LENGTH + 1));
    expect(long.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });

  it('reads a tag-like run without a closing > as text', () => {
    expect(richTextDepth('<'.repeat(RICH_TEXT_MAX_LENGTH))).toBe(0);
    expect(richTextDepth('<b'.repeat(5_000) + '>')).toBe(1);
  });
});
