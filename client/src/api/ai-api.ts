import type { AiStatus } from '../../../contracts/ai/chat.js';
import type { HttpClient } from './http-client.js';

/** Issue 27: Edit with AI (the slides and the end of a generation arrive over presentation:chat:response). */
export interface AiApi {
  status(): Promise<AiStatus>;
  chat(presentationId: string, requestId: string, prompt: string): Promise<void>;
  stop(presentationId: string, requestId: string): Promise<void>;
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
  };
}
