import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';
import { AI_PROMPT_MAX_LENGTH } from './constants.js';
import type { GeneratedSlideType } from './generated-slides.js';

/** Spec doc 3 §7 POST /api/generative-ai/chat: a prompt for the deck (§5: non-empty after trimming, at most 3000). */
export const aiChatRequestSchema = z.strictObject({
  presentationId: idSchema,
  requestId: z.string().uuid({ message: 'Must be a UUID' }),
  prompt: z
    .string()
    .max(AI_PROMPT_MAX_LENGTH)
    .refine((prompt) => prompt.trim().length > 0, { message: 'Must not be empty' }),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

export const aiChatStopSchema = z.strictObject({ presentationId: idSchema, requestId: z.string().uuid({ message: 'Must be a UUID' }) });
export type AiChatStop = z.infer<typeof aiChatStopSchema>;

export interface AiStatus {
  readonly enabled: boolean;
  /** How to enable it, when it is not. */
  readonly message: string | null;
  readonly requestsUsed: number;
  readonly requestLimit: number;
}

export const AI_CHAT_SOCKET_EVENT = 'presentation:chat:response';

/** Spec doc 3 §3 "AI conversation message" types the server sends, to the asking user's sockets. */
export type AiChatResponse = { readonly presentationId: string; readonly requestId: string } & (
  | { readonly type: 'added-slide'; readonly slideId: string; readonly slideType: GeneratedSlideType; readonly title: string }
  | { readonly type: 'generate-successful'; readonly slideCount: number }
  | { readonly type: 'generation-stopped'; readonly slideCount: number }
  | { readonly type: 'system-error'; readonly message: string; readonly slideCount: number }
);
