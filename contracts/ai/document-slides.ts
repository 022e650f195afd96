import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';

/** A document's text the model reads at most (about 15,000 words; an import's text beyond it is cut). */
export const AI_DOCUMENT_MAX_CHARS = 60_000;

/**
 * Spec doc 3 §2 "Generate interactive slides" (and the AI half of "Import and generate slides with AI"): slides
 * written from a document's plain text, as extracted by an import or pasted. They arrive over presentation:chat:response.
 */
export const aiDocumentSlidesRequestSchema = z.strictObject({
  presentationId: idSchema,
  requestId: z.string().uuid({ message: 'Must be a UUID' }),
  documentText: z
    .string()
    .max(AI_DOCUMENT_MAX_CHARS)
    .refine((text) => text.trim().length > 0, { message: 'Must not be empty' }),
  /** The document's name, so the model knows what it reads. */
  fileName: z.string().trim().max(255).optional(),
});
export type AiDocumentSlidesRequest = z.infer<typeof aiDocumentSlidesRequestSchema>;
