import { z } from 'zod';
import { slideEmbedSchema } from '../slides/embed-url.js';
import { hintSchema } from '../slides/hints.js';
import { slideFieldsSchema } from '../slides/slide-fields.js';
import { slideOptionSchema } from '../slides/slide-option.js';
import { pickAnswerSlideTypeSchema, slideTypeSchema } from '../slides/slide-types.js';
import { presentationAttributesSchema } from './attributes.js';
import { participantInfoSchema } from './participant-info.js';
import { presentationSettingsSchema } from './settings.js';

/** An option as the deck shows it: `order` is its 1-based position on the slide. */
export const deckOptionSchema = slideOptionSchema.extend({ order: z.number().int().min(1) });
export type DeckOption = z.infer<typeof deckOptionSchema>;

/** A slide as the deck shows it (spec doc 2 §3 slide shape): its fields flat, options and hints in order. */
export const deckSlideSchema = slideFieldsSchema.extend({
  id: z.string(),
  type: slideTypeSchema,
  slideType: pickAnswerSlideTypeSchema.nullable(),
  /** 1-based position in the deck; always 1..n over the slides that are not deleted. */
  order: z.number().int().min(1),
  createdAt: z.string(),
  /** Counts the slide's own changes; live answers carry it to tell which version they answered. */
  version: z.number().int().min(1),
  options: z.array(deckOptionSchema),
  hints: z.array(hintSchema),
  embed: slideEmbedSchema.nullable(),
});
export type DeckSlide = z.infer<typeof deckSlideSchema>;

/** A soft-deleted slide, kept whole so it can be restored (undo of a delete). */
export const deletedDeckSlideSchema = deckSlideSchema.extend({
  deletedAt: z.string(),
  /** The slide it followed when deleted: where a restore puts it back if that slide is still there. */
  restoreAfterSlideId: z.string().nullable(),
});
export type DeletedDeckSlide = z.infer<typeof deletedDeckSlideSchema>;

/** The slides of a deck: what both the read model and the decider's state fold (services/slides/domain/slide-list.ts). */
export interface DeckSlides {
  readonly slides: readonly DeckSlide[];
  readonly deletedSlides: readonly DeletedDeckSlide[];
}

/** GET /api/presentation/{id}: the presentation detail the editor opens. */
export const deckDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  language: z.string(),
  fontFamily: z.string(),
  accessCode: z.string(),
  uniqueAccessCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** Stream revision of the last event folded: the ETag, and the client's catch-up position. */
  revision: z.number().int(),
  activeSlideId: z.string().nullable(),
  hasAutoSuggestedTitle: z.boolean(),
  hasResults: z.boolean(),
  settings: presentationSettingsSchema,
  attributes: presentationAttributesSchema,
  participantInfo: participantInfoSchema,
  slides: z.array(deckSlideSchema),
  deletedSlides: z.array(deletedDeckSlideSchema),
});
export type DeckDocument = z.infer<typeof deckDocumentSchema>;
