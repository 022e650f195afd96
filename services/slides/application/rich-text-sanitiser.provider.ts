import type { Provider } from '@nestjs/common';
import type { RichTextSanitiser } from '../../../contracts/slides/rich-text-policy.js';
import { lazyRichTextSanitiser } from '../rich-text-sanitiser.js';

/** The process's one rich-text sanitiser (its jsdom is loaded and built with the first rich text). */
export const RICH_TEXT_SANITISER = Symbol('RichTextSanitiser');

export const richTextSanitiserProvider: Provider<RichTextSanitiser> = {
  provide: RICH_TEXT_SANITISER,
  useFactory: () => lazyRichTextSanitiser(),
};
