import type { CanvasBlock } from '../../../contracts/slides/canvas-blocks.js';
import { autoTitle, type AutoTitleInput } from './auto-title.js';

const text = (value: string): CanvasBlock => ({
  id: 'b',
  type: 'RichText',
  tag: 'heading',
  content: { value },
  style: { width: 10, height: 10, transform: '' },
});
const input = (slides: AutoTitleInput['slides'], name = 'My new presentation', hasAutoSuggestedTitle = false) => ({
  name,
  hasAutoSuggestedTitle,
  slides,
});

describe('auto title (spec doc 3 §4-§5, doc 2 §4)', () => {
  it("applies when the name is empty or 'My new presentation'", () => {
    const slides = [{ type: 'poll' as const, title: 'Lunch' }];
    expect(autoTitle(input(slides, ''))).toBe('Lunch');
    expect(autoTitle(input(slides, 'My new presentation'))).toBe('Lunch');
    expect(autoTitle(input(slides, 'Team sync'))).toBeNull();
  });

  it('does not apply when a title was auto-suggested before', () => {
    expect(autoTitle(input([{ type: 'poll', title: 'Lunch' }], '', true))).toBeNull();
  });

  it('takes the first slide with a written title; placeholders and empty titles are skipped', () => {
    const slides = [
      { type: 'poll' as const, title: 'Click to add question' },
      { type: 'textSlide' as const, title: 'Click to add heading' },
      { type: 'wordCloud' as const, title: '   ' },
      { type: 'openEnded' as const, title: 'What did you learn' },
    ];
    expect(autoTitle(input(slides))).toBe('What did you learn');
  });

  it('ignores slides imported from PowerPoint', () => {
    const slides = [
      { type: 'document' as const, title: 'Imported deck', metadata: { isImportedFromPPT: true } },
      { type: 'poll' as const, title: 'Own question' },
    ];
    expect(autoTitle(input(slides))).toBe('Own question');
  });

  it('a Content (freestyle) slide uses its first canvas block text', () => {
    const slides = [{ type: 'freestyle' as const, title: '', canvasBlocks: [text('<p><b>Kick-off</b> 2026</p>')] }];
    expect(autoTitle(input(slides))).toBe('Kick-off 2026');
  });

  it('a Content slide still showing its placeholder is skipped', () => {
    const slides = [
      { type: 'freestyle' as const, title: '', canvasBlocks: [text('<p>Click to add heading</p>')] },
      { type: 'poll' as const, title: 'Next' },
    ];
    expect(autoTitle(input(slides))).toBe('Next');
  });

  it('is cut at the first period after position 0, trimmed', () => {
    expect(autoTitle(input([{ type: 'poll', title: '  Hello world. Second sentence.' }]))).toBe('Hello world');
    expect(autoTitle(input([{ type: 'poll', title: '.NET tips' }]))).toBe('.NET tips');
  });

  it('is at most 100 characters', () => {
    expect(autoTitle(input([{ type: 'poll', title: 'x'.repeat(150) }]))).toHaveLength(100);
  });

  it('gives nothing when no slide has a written title', () => {
    expect(autoTitle(input([{ type: 'poll', title: 'Click to add question' }]))).toBeNull();
  });
});
