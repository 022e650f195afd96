import type { AiChatResponse } from '../../../../contracts/ai/chat.js';
import { AI_DOCUMENT_MAX_CHARS } from '../../../../contracts/ai/document-slides.js';
import type { ImportProgressAction } from './import-progress.js';

/** The document's text for the AI: its slides' or pages' texts in order, blank ones left out, cut where the model stops reading. */
export function documentTextForAi(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .join('\n\n')
    .slice(0, AI_DOCUMENT_MAX_CHARS);
}

/** The end of a generation as the dialog's action; a slide added on the way changes nothing the dialog shows. */
export function generationAction(response: AiChatResponse, failedMessage: string): ImportProgressAction | null {
  switch (response.type) {
    case 'added-slide':
      return null;
    case 'generate-successful':
    case 'generation-stopped':
      return { type: 'generated', slideCount: response.slideCount };
    case 'system-error':
      return { type: 'generationFailed', message: failedMessage };
    default:
      return response satisfies never;
  }
}
