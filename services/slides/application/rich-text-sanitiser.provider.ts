import type { Provider } from '@nestjs/common';
import { RichTextSanitiserThread } from '../rich-text-sanitiser-thread.js';

/** The process's one rich-text sanitiser: a thread of its own, started with the first rich text. */
export const RICH_TEXT_SANITISER = Symbol('RichTextSanitiser');

export const richTextSanitiserProvider: Provider<RichTextSanitiserThread> = {
  provide: RICH_TEXT_SANITISER,
  useClass: RichTextSanitiserThread,
};
