import { z } from 'zod';
import { actorSchema } from '../events/envelope.js';
import { deckDocumentSchema } from './read-model.js';

/** Issue 24 history: a deck's changes, newest first, a page at a time. */
export const DECK_HISTORY_PAGE_SIZE = 50;
export const DECK_HISTORY_MAX_PAGE_SIZE = 100;

export const deckHistoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DECK_HISTORY_MAX_PAGE_SIZE).default(DECK_HISTORY_PAGE_SIZE),
});

/** A point in the deck's history is a revision of its stream. */
export const historyRevisionParamSchema = z.coerce
  .number({ message: 'The revision must be a number' })
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER);

/** One change: the events one command wrote (every event of the stream is in exactly one change). */
export const deckHistoryEntrySchema = z.object({
  /** The revision after the change: preview and restore take it. */
  revision: z.number().int(),
  fromRevision: z.number().int(),
  occurredAt: z.string(),
  author: actorSchema.extend({ name: z.string().nullable() }),
  events: z.array(z.object({ revision: z.number().int(), type: z.string() })),
});
export type DeckHistoryEntry = z.infer<typeof deckHistoryEntrySchema>;

export const deckHistoryResponseSchema = z.object({
  presentationId: z.string(),
  /** The stream's revision when read. */
  revision: z.number().int(),
  /** Changes in the whole history. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  entries: z.array(deckHistoryEntrySchema),
});
export type DeckHistoryResponse = z.infer<typeof deckHistoryResponseSchema>;

/** The deck as it stood at a revision (the deck read model's own fold over the stream up to there). */
export const deckVersionResponseSchema = z.object({
  presentationId: z.string(),
  revision: z.number().int(),
  occurredAt: z.string(),
  deck: deckDocumentSchema,
});
export type DeckVersionResponse = z.infer<typeof deckVersionResponseSchema>;

/** After a restore: the stream's revision and the deck as it now is. */
export const deckRestoreResponseSchema = z.object({
  presentationId: z.string(),
  revision: z.number().int(),
  deck: deckDocumentSchema,
});
export type DeckRestoreResponse = z.infer<typeof deckRestoreResponseSchema>;
