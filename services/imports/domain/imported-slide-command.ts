import type { CanvasBlock } from '../../../contracts/slides/canvas-blocks.js';
import type { ImageRef } from '../../../contracts/slides/common-schemas.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { MAX_CANVAS_BLOCKS } from '../../../contracts/slides/constants.js';
import type { CanvasBox, ParsedSlide } from './parsed-document.js';

type AddSlide = Extract<SlideCommand, { type: 'AddSlide' }>;

const TITLE_FONT_SIZE_PX = 44;
const BODY_FONT_SIZE_PX = 24;

/** Text as safe HTML paragraphs: imported text is data, never markup. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const style = (box: CanvasBox) => ({
  width: Math.round(box.width),
  height: Math.round(box.height),
  transform: `translate(${Math.round(box.x)}px, ${Math.round(box.y)}px)`,
});

/**
 * An imported slide as the ordinary AddSlide an editor would send: a content (freestyle) slide whose canvas holds
 * the slide's images and text where they were, its notes kept, marked as imported (auto title skips it).
 * `images` are the stored images, in the order of the slide's `images` (null: the picture could not be used).
 */
export function importedSlideCommand(presentationId: string, insertAfter: string | undefined, slide: ParsedSlide, images: readonly (ImageRef | null)[], newId: () => string): AddSlide {
  const canvasBlocks: CanvasBlock[] = slide.blocks.flatMap((block): CanvasBlock[] => {
    switch (block.kind) {
      case 'image': {
        const image = images[block.image];
        if (!image) return [];
        return [{ id: newId(), type: 'Image', tag: 'image', content: { src: image.url, isPlaceholderImage: false }, style: style(block.box) }];
      }
      case 'text':
        if (block.paragraphs.every((paragraph) => paragraph.trim() === '')) return [];
        return [
          {
            id: newId(),
            type: 'RichText',
            tag: block.role === 'title' ? 'heading' : 'content',
            content: { value: paragraphsHtml(block.paragraphs) },
            style: { ...style(block.box), fontSize: block.role === 'title' ? TITLE_FONT_SIZE_PX : BODY_FONT_SIZE_PX },
          },
        ];
      default:
        return block satisfies never;
    }
  });
  return {
    type: 'AddSlide',
    data: {
      presentationId,
      type: 'freestyle',
      ...(insertAfter ? { insertAfter } : {}),
      fields: {
        title: slide.title.slice(0, 200),
        canvasBlocks: canvasBlocks.slice(0, MAX_CANVAS_BLOCKS),
        notes: paragraphsHtml(slide.notes),
        metadata: { isImportedFromPPT: true },
      },
    },
  };
}
