import type { Provider } from '@nestjs/common';
import type { RichTextSanitiser } from '../../../contracts/slides/rich-text-policy.js';
import { createRichTextSanitiser } from '../rich-text-sanitiser.js';

/** The process's one rich-text sanitiser (building its jsdom window is the slow part). */
export const RICH_TEXT_SANITISER = Symbol('RichTextSanitiser');

export const richTextSanitiserProvider: Provider<RichTextSanitiser> = {
  provide: RICH_TEXT_SANITISER,
  useFactory: createRichTextSanitiser,
};
