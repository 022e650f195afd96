import type { AiChatResponse } from '../../../../contracts/ai/chat.js';
import { AI_MESSAGES } from '../../../../contracts/ai/constants.js';

/** Spec doc 3 §3 "AI conversation message": who said it and what kind of message it is. */
export type AiChatMessage =
  | { readonly id: string; readonly role: 'user'; readonly text: string }
  | { readonly id: string; readonly role: 'system'; readonly type: 'greetings' | 'generate-successful' | 'generation-stopped' | 'system-error'; readonly text: string }
  | { readonly id: string; readonly role: 'system'; readonly type: 'added-slide'; readonly slideId: string; readonly text: string };

/** Spec doc 3 §3 "AI generation state": the last prompt, the request running and whether it ended in an error. */
export interface AiChatState {
  readonly messages: readonly AiChatMessage[];
  readonly lastPrompt: string | null;
  readonly runningRequestId: string | null;
  /** The last generation ended well: the suggestion chips follow on from it. */
  readonly succeeded: boolean;
  readonly failed: boolean;
}

export type AiChatAction =
  /** A prompt sent; `again` for Retry, whose prompt is already in the conversation. */
  | { readonly type: 'sent'; readonly requestId: string; readonly prompt: string; readonly again?: boolean }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'response'; readonly presentationId: string; readonly response: AiChatResponse }
  | { readonly type: 'retried' };

export const initialAiChatState: AiChatState = {
  messages: [{ id: 'greeting', role: 'system', type: 'greetings', text: AI_MESSAGES.greeting }],
  lastPrompt: null,
  runningRequestId: null,
  succeeded: false,
  failed: false,
};

/** Spec doc 3 §4 "AI slide generation" as a pure fold of what the user did and what the server said. */
export function aiChatReducer(state: AiChatState, action: AiChatAction): AiChatState {
  switch (action.type) {
    case 'sent':
      return {
        ...state,
        messages: action.again ? state.messages : [...state.messages, { id: `${action.requestId}:prompt`, role: 'user', text: action.prompt }],
        lastPrompt: action.prompt,
        runningRequestId: action.requestId,
        succeeded: false,
        failed: false,
      };
    case 'refused':
      return { ...state, runningRequestId: null, failed: true, messages: [...state.messages, { id: `refused:${state.messages.length}`, role: 'system', type: 'system-error', text: action.message }] };
    case 'retried': {
      // Spec: Retry removes the last system message and regenerates.
      const last = state.messages.at(-1);
      return { ...state, failed: false, messages: last?.role === 'system' ? state.messages.slice(0, -1) : state.messages };
    }
    case 'response':
      return withResponse(state, action.presentationId, action.response);
    default:
      return action satisfies never;
  }
}

function withResponse(state: AiChatState, presentationId: string, response: AiChatResponse): AiChatState {
  // Spec: results for a different presentation (or an older request) are ignored.
  if (response.presentationId !== presentationId || response.requestId !== state.runningRequestId) return state;
  const id = `${response.requestId}:${state.messages.length}`;
  switch (response.type) {
    case 'added-slide':
      return { ...state, messages: [...state.messages, { id, role: 'system', type: 'added-slide', slideId: response.slideId, text: response.title }] };
    case 'generate-successful':
      return { ...state, runningRequestId: null, succeeded: true, messages: [...state.messages, { id, role: 'system', type: response.type, text: AI_MESSAGES.generated }] };
    case 'generation-stopped':
      return { ...state, runningRequestId: null, messages: [...state.messages, { id, role: 'system', type: response.type, text: AI_MESSAGES.stopped }] };
    case 'system-error':
      return { ...state, runningRequestId: null, failed: true, messages: [...state.messages, { id, role: 'system', type: response.type, text: response.message }] };
    default:
      return response satisfies never;
  }
}
