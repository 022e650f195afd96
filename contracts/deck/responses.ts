import { z } from 'zod';
import { recordedEventSchema } from '../events/envelope.js';
import { slideEmbedSchema } from '../slides/embed-url.js';
import { presentationAttributesSchema } from './attributes.js';
import { deckOptionSchema, deckSlideSchema } from './read-model.js';

/** Response bodies of the deck routes (spec doc 2 §7 and the routes this product adds), read back from the deck. */

/** Several slides, in deck order (bulk patch, duplicate). */
export const deckSlidesResponseSchema = z.object({ slides: z.array(deckSlideSchema) });

/** The deck's order after a structural change (sort, delete, restore, batch update). */
export const slideOrderResponseSchema = z.object({
  slides: z.array(z.object({ id: z.string(), order: z.number().int().min(1) })),
});
export type SlideOrderResponse = z.infer<typeof slideOrderResponseSchema>;

/** GET /api/slide/{slideId}/slide-options: the slide's options in order. */
export const slideOptionsResponseSchema = z.object({ slideId: z.string(), options: z.array(deckOptionSchema) });
/** GET slide-options: each option with its live response `count` (doc 2 §3), from the live or last session. */
export const slideOptionsWithCountsResponseSchema = z.object({
  slideId: z.string(),
  options: z.array(deckOptionSchema.extend({ count: z.number().int().min(0) })),
});
export type SlideOptionsWithCountsResponse = z.infer<typeof slideOptionsWithCountsResponseSchema>;
export type SlideOptionsResponse = z.infer<typeof slideOptionsResponseSchema>;

/** /api/slide/embed/{slideId}: doc 2 §3 "Embed slide: slideId, attributes.embedSrc", plus what was pasted. */
export const slideEmbedResponseSchema = z.object({
  slideId: z.string(),
  attributes: z.object({ embedSrc: z.string() }),
  originalUrl: slideEmbedSchema.shape.originalUrl,
  platform: slideEmbedSchema.shape.platform,
});
export type SlideEmbedResponse = z.infer<typeof slideEmbedResponseSchema>;

/** /api/presentation-attribute/{presentationId} and the theme call: the deck's look, its font included. */
export const presentationAttributesResponseSchema = presentationAttributesSchema.extend({
  presentationId: z.string(),
  fontFamily: z.string(),
});
export type PresentationAttributesResponse = z.infer<typeof presentationAttributesResponseSchema>;

/** GET /api/presentation/{id}/events?after={revision}: the stream's events after a revision, in order. */
export const deckEventsResponseSchema = z.object({
  presentationId: z.string(),
  /** The stream's revision when read: the client's next `after`. */
  revision: z.number().int(),
  events: z.array(recordedEventSchema),
});
export type DeckEventsResponse = z.infer<typeof deckEventsResponseSchema>;

export const deckEventsQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(-1).default(-1),
});

export const activeSlideResponseSchema = z.object({ activeSlideId: z.string().nullable() });
export const resultsFlagResponseSchema = z.object({ hasResults: z.boolean() });
export const autoTitleResponseSchema = z.object({ name: z.string(), hasAutoSuggestedTitle: z.boolean() });
