import { DEFAULT_PRESENTATION_NAME } from '../../../contracts/presentations/constants.js';
import type { CanvasBlock } from '../../../contracts/slides/canvas-blocks.js';
import { isPlaceholderText, richTextToPlain } from '../../../contracts/slides/plain-text.js';
import type { SlideType } from '../../../contracts/slides/slide-types.js';

/** Doc 3 §9 "Auto title max 100 characters". */
export const AUTO_TITLE_MAX_LENGTH = 100;

export interface AutoTitleInput {
  readonly name: string;
  readonly hasAutoSuggestedTitle: boolean;
  /** The deck's slides in order. */
  readonly slides: readonly {
    readonly type: SlideType;
    readonly title?: string;
    readonly canvasBlocks?: readonly CanvasBlock[];
    readonly metadata?: { readonly isImportedFromPPT: boolean };
  }[];
}

/**
 * Doc 2 §4 / doc 3 §4-§5 auto title. Applies only while the name is empty or the default and no title was
 * suggested before. The source is the first slide, PowerPoint imports skipped, with a written title (placeholders
 * do not count); a Content slide's title is its first text block. Cut at the first period after position 0,
 * trimmed, at most 100 characters. Returns null when there is nothing to suggest.
 */
export function autoTitle(input: AutoTitleInput): string | null {
  const name = input.name.trim();
  if (input.hasAutoSuggestedTitle || (name !== '' && name !== DEFAULT_PRESENTATION_NAME)) return null;
  for (const slide of input.slides) {
    if (slide.metadata?.isImportedFromPPT) continue;
    const text = slideTitleText(slide);
    if (isPlaceholderText(text)) continue;
    const period = text.indexOf('.');
    const cut = (period > 0 ? text.slice(0, period) : text).trim().slice(0, AUTO_TITLE_MAX_LENGTH).trim();
    if (cut !== '') return cut;
  }
  return null;
}

function slideTitleText(slide: AutoTitleInput['slides'][number]): string {
  if (slide.type !== 'freestyle') return (slide.title ?? '').trim();
  const firstText = slide.canvasBlocks?.find((block) => block.type === 'RichText');
  return firstText?.type === 'RichText' ? richTextToPlain(firstText.content.value) : '';
}
