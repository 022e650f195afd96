import { describe, expect, it } from '@jest/globals';
import { averageGlyphMeasure, fitText, wrapWords } from './text-fit.js';
import { STAGE_OPTION_LABEL, STAGE_QUESTION, stageFitProblems } from './stage-text.js';

/** Every glyph 0.5 em wide, spaces too: line widths are easy to reason about. */
const mono = (text: string, fontPx: number) => text.length * fontPx * 0.5;

const question600 = Array.from({ length: 100 }, (_, index) => `word${index % 10}`).join(' ').slice(0, 600);

describe('text that fits the stage', () => {
  it('wraps at spaces only: a word is never split across lines (no "TypeSc ript")', () => {
    const lines = wrapWords('TypeScript JavaScript Rust', 110, 20, mono);
    expect(lines).toEqual(['TypeScript', 'JavaScript', 'Rust']);
    for (const line of wrapWords('Internationalisation is a TypeScript matter', 60, 20, mono)) {
      expect(line.split(' ').every((word) => 'Internationalisation is a TypeScript matter'.split(' ').includes(word))).toBe(true);
    }
  });

  it('keeps a short question at the largest size', () => {
    const fit = fitText('What is your favourite language?', STAGE_QUESTION.box, STAGE_QUESTION.range, mono);
    expect(fit).toMatchObject({ fontSize: STAGE_QUESTION.range.max, lines: 1, truncated: false });
  });

  it('shrinks a 600-character question until it fits its third of the stage, not below the readable minimum', () => {
    const fit = fitText(question600, STAGE_QUESTION.box, STAGE_QUESTION.range, averageGlyphMeasure);
    expect(fit.fontSize).toBeLessThan(STAGE_QUESTION.range.max);
    expect(fit.fontSize).toBeGreaterThanOrEqual(STAGE_QUESTION.range.min);
    expect(fit.truncated).toBe(false);
    expect(fit.lines * fit.fontSize * STAGE_QUESTION.range.lineHeight).toBeLessThanOrEqual(STAGE_QUESTION.box.height);
  });

  it('cuts what cannot fit even at the minimum, and says so', () => {
    const fit = fitText(`${question600} ${question600} ${question600}`, STAGE_QUESTION.box, STAGE_QUESTION.range, averageGlyphMeasure);
    expect(fit).toMatchObject({ fontSize: STAGE_QUESTION.range.min, truncated: true });
    expect(fit.maxLines).toBe(Math.floor(STAGE_QUESTION.box.height / (STAGE_QUESTION.range.min * STAGE_QUESTION.range.lineHeight)));
  });

  it('shrinks a label until its longest word fits the label column', () => {
    const fit = fitText('Supercalifragilistic', STAGE_OPTION_LABEL.box, STAGE_OPTION_LABEL.range, mono);
    expect(mono('Supercalifragilistic', fit.fontSize)).toBeLessThanOrEqual(STAGE_OPTION_LABEL.box.width);
    expect(fit.fontSize).toBeLessThan(STAGE_OPTION_LABEL.range.max);
  });

  it('lists what the editor should warn about: the title and each option that will be cut', () => {
    const problems = stageFitProblems(
      { title: `${question600} ${question600} ${question600}`, options: [{ title: 'Yes' }, { title: 'x '.repeat(200) }] },
      STAGE_QUESTION,
      STAGE_OPTION_LABEL,
      () => averageGlyphMeasure,
    );
    expect(problems.map((problem) => [problem.field, problem.index])).toEqual([
      ['title', 0],
      ['option', 1],
    ]);
  });
});
