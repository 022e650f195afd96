import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { isPlaceholderText, richTextToPlain } from '../../../../contracts/slides/plain-text.js';

export interface SlideMatch {
  readonly slide: DeckSlide;
  /** 0-based place in the deck. */
  readonly index: number;
  /** The slide's title, or its first words when it has none. */
  readonly title: string;
  /** Where the words were found, when it was not the title: a short extract around them. */
  readonly extract: string | null;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Everything a presenter may remember a slide by: its title, subheading, text blocks, options and notes. */
function slideTexts(slide: DeckSlide): string[] {
  const blocks = (slide.canvasBlocks ?? []).flatMap((block) => (block.type === 'RichText' ? [richTextToPlain(block.content.value)] : []));
  return [slide.subheading ?? '', slide.description ?? '', ...blocks, ...slide.options.map((option) => option.title), richTextToPlain(slide.notes ?? '')].filter(
    (text) => text.trim() !== '' && !isPlaceholderText(text),
  );
}

export function slideTitle(slide: DeckSlide): string {
  const title = slide.title ?? '';
  return isPlaceholderText(title) ? (slideTexts(slide)[0] ?? '') : title;
}

function extractAround(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 30);
  const end = Math.min(text.length, at + length + 30);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The slide search popup (spec doc 2 §2): slides whose words contain every word typed, in deck order; case and
 * accents do not matter. An empty query lists every slide.
 */
export function searchSlides(slides: readonly DeckSlide[], query: string): SlideMatch[] {
  const words = fold(query).split(/\s+/).filter((word) => word !== '');
  return slides.flatMap((slide, index): SlideMatch[] => {
    const title = slideTitle(slide);
    const texts = [title, ...slideTexts(slide)];
    const haystack = fold(texts.join(' \n '));
    if (!words.every((word) => haystack.includes(word))) return [];
    const first = words[0];
    if (first === undefined || fold(title).includes(first)) return [{ slide, index, title, extract: null }];
    const text = texts.find((candidate) => fold(candidate).includes(first)) ?? '';
    return [{ slide, index, title, extract: extractAround(text, fold(text).indexOf(first), first.length) }];
  });
}
