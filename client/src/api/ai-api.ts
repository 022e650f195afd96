import type { AnswerGrouping } from '../../../contracts/ai/answer-groups.js';
import type { AiStatus } from '../../../contracts/ai/chat.js';
import type { WritingStyle } from '../../../contracts/ai/improve-content.js';
import type { MisspellDismissal, SpellcheckResult } from '../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { HttpClient } from './http-client.js';

/** Issue 27: Edit with AI (the slides and the end of a generation arrive over presentation:chat:response). */
export interface AiApi {
  status(): Promise<AiStatus>;
  chat(presentationId: string, requestId: string, prompt: string): Promise<void>;
  stop(presentationId: string, requestId: string): Promise<void>;
  /** Slides written from a document's text (spec doc 3 §2 "Generate interactive slides"), arriving like the chat's. */
  generateFromDocument(presentationId: string, requestId: string, documentText: string, fileName: string): Promise<void>;
  /** The options the question is missing, written by the model; resolves with how many were added. */
  generateOptions(presentationId: string, slideId: string): Promise<{ generated: number; slideOptions: DeckSlide['options'] }>;
  /** The slide's title and options rewritten in a writing style; resolves with the server's message. */
  improveContent(presentationId: string, slideId: string, writingStyle: WritingStyle): Promise<{ message: string }>;
  /** The deck's misspelled words, less those its editors dismissed. */
  checkSpelling(presentationId: string): Promise<SpellcheckResult>;
  /** One or several words dismissed for the deck (dismiss, batch dismiss). */
  dismissMisspellings(presentationId: string, misspellings: readonly MisspellDismissal[]): Promise<void>;
  /** The live answers to an open-ended or word cloud slide, grouped by meaning. */
  groupAnswers(presentationId: string, slideId: string, type: 'openEnded' | 'wordCloud'): Promise<AnswerGrouping>;
}

export function createAiApi(http: HttpClient): AiApi {
  return {
    status: () => http.get<AiStatus>('/api/generative-ai/status'),
    chat: async (presentationId, requestId, prompt) => {
      await http.request('POST', '/api/generative-ai/chat', { body: { presentationId, requestId, prompt } });
    },
    stop: async (presentationId, requestId) => {
      await http.request('POST', '/api/generative-ai/chat/stop', { body: { presentationId, requestId } });
    },
    generateFromDocument: async (presentationId, requestId, documentText, fileName) => {
      await http.request('POST', '/api/generative-ai/presentation/generate-from-document', { body: { presentationId, requestId, documentText, fileName: fileName.slice(0, 255) } });
    },
    generateOptions: async (presentationId, slideId) =>
      (await http.request<{ generated: number; slideOptions: DeckSlide['options'] }>('POST', '/api/generative-ai/slide/generate-slide-options', { body: { presentationId, slideId } })).data,
    improveContent: async (presentationId, slideId, writingStyle) =>
      (await http.request<{ message: string }>('POST', '/api/generative-ai/slide/improve-content', { body: { presentationId, slideId, improveWritingSettings: { writingStyle } } })).data,
    checkSpelling: async (presentationId) => (await http.request<SpellcheckResult>('POST', '/api/generative-ai/presentation/check-spelling', { body: { presentationId } })).data,
    dismissMisspellings: async (presentationId, misspellings) => {
      if (misspellings.length === 1) await http.request('POST', '/api/generative-ai/presentation/dismiss-misspelled', { body: { presentationId, misspell: misspellings[0] } });
      else await http.request('POST', '/api/generative-ai/presentation/batch-dismiss-misspelled', { body: { presentationId, misspellings } });
    },
    groupAnswers: async (presentationId, slideId, type) => {
      const path = type === 'openEnded' ? `/api/openai/group-open-ended/${encodeURIComponent(slideId)}` : `/api/slide/${encodeURIComponent(slideId)}/word-cloud-smart-grouping`;
      return (await http.request<AnswerGrouping>('POST', path, { body: { presentationId } })).data;
    },
  };
}
