import { z } from 'zod';
import { idSchema, imageRefSchema } from './common-schemas.js';
import { MAX_SLIDES_PER_PRESENTATION, MAX_SPINNER_WHEEL_OPTIONS, URL_MAX_LENGTH } from './constants.js';
import { richTextSchema } from './rich-text-policy.js';
import { hintFieldsSchema } from './hints.js';
import { slideFieldsInputSchema } from './slide-fields.js';
import { slideOptionFieldsSchema } from './slide-option.js';
import { pickAnswerSlideTypeSchema, slideTypeSchema } from './slide-types.js';

/**
 * Slide commands: what an editor asks the deck to do. Each targets one presentation stream; the HTTP and
 * socket layers build them from requests (requests.ts) and run them through the deck decider.
 * Field-level type checks (is this field valid for this slide type?) happen in the decider, which knows the type.
 */
const onDeck = { presentationId: idSchema };
const slideIdsSchema = z.array(idSchema).min(1).max(MAX_SLIDES_PER_PRESENTATION);
const optionInputSchema = slideOptionFieldsSchema.partial();

export const addSlideSchema = z.strictObject({
  ...onDeck,
  type: slideTypeSchema,
  slideType: pickAnswerSlideTypeSchema.nullable().optional(),
  /** Absent: after the active slide (or at the end). Either way, after a leaderboard that directly follows. */
  insertAfter: idSchema.optional(),
  /** Starting content (AI generation, imports, templates); defaults fill the rest. */
  fields: slideFieldsInputSchema.optional(),
  /** Starting options instead of the type's defaults. */
  options: z.array(optionInputSchema).max(MAX_SPINNER_WHEEL_OPTIONS).optional(),
});

/** PUT: the full editable content, optionally switching the slide to another type. */
export const updateSlideSchema = z.strictObject({
  ...onDeck,
  slideId: idSchema,
  type: slideTypeSchema.optional(),
  slideType: pickAnswerSlideTypeSchema.nullable().optional(),
  fields: slideFieldsInputSchema,
});

export const patchSlideSchema = z.strictObject({ ...onDeck, slideId: idSchema, fields: slideFieldsInputSchema });

export const patchSlidesSchema = z.strictObject({
  ...onDeck,
  slides: z.array(z.strictObject({ slideId: idSchema, fields: slideFieldsInputSchema })).min(1).max(MAX_SLIDES_PER_PRESENTATION),
});

export const duplicateSlidesSchema = z.strictObject({
  ...onDeck,
  slideIds: slideIdsSchema,
  insertAfter: idSchema.optional(),
  isIncludingResponseData: z.boolean().default(false),
});

/** Doc 2 §7 sort call: new 1-based orders for some or all slides. */
export const sortSlidesSchema = z.strictObject({
  ...onDeck,
  slides: z.array(z.strictObject({ slideId: idSchema, order: z.number().int().min(1) })).min(1).max(MAX_SLIDES_PER_PRESENTATION),
});

export const deleteSlidesSchema = z.strictObject({ ...onDeck, slideIds: slideIdsSchema });
export const restoreSlidesSchema = z.strictObject({ ...onDeck, slideIds: slideIdsSchema });

/** Doc 2 §7 "Batch update (presentationId, socketId, slides with id, order, deleted)", decided as one change. */
export const batchUpdateSlidesSchema = z.strictObject({
  ...onDeck,
  slides: z
    .array(z.strictObject({ slideId: idSchema, order: z.number().int().min(1).optional(), deleted: z.boolean().optional() }))
    .min(1)
    .max(MAX_SLIDES_PER_PRESENTATION),
});

export const addSlideOptionSchema = z.strictObject({ ...onDeck, slideId: idSchema, ...optionInputSchema.shape });
export const patchSlideOptionSchema = z.strictObject({ ...onDeck, optionId: idSchema, ...optionInputSchema.shape });
export const deleteSlideOptionSchema = z.strictObject({ ...onDeck, optionId: idSchema });
/** Doc 2 §7 "POST spinner-wheel/options/": many options at once, e.g. a spinner wheel's entries pasted as a list. */
export const addSlideOptionsSchema = z.strictObject({
  ...onDeck,
  slideId: idSchema,
  options: z.array(optionInputSchema).min(1).max(MAX_SPINNER_WHEEL_OPTIONS),
});
export const deleteSlideOptionsSchema = z.strictObject({
  ...onDeck,
  slideId: idSchema,
  optionIds: z.array(idSchema).min(1).max(MAX_SPINNER_WHEEL_OPTIONS),
});
export const reorderSlideOptionsSchema = z.strictObject({
  ...onDeck,
  slideId: idSchema,
  optionIds: z.array(idSchema).min(1).max(MAX_SPINNER_WHEEL_OPTIONS),
});

export const addSlideHintSchema = z.strictObject({
  ...onDeck,
  slideId: idSchema,
  text: richTextSchema,
  image: imageRefSchema.nullable().optional(),
});
export const patchSlideHintSchema = z.strictObject({ ...onDeck, hintId: idSchema, ...hintFieldsSchema.partial().shape });
export const deleteSlideHintSchema = z.strictObject({ ...onDeck, hintId: idSchema });

/** The link as pasted; the decider converts it (embed-url.ts) or refuses it under errors.embedSrc. */
export const setSlideEmbedSchema = z.strictObject({ ...onDeck, slideId: idSchema, embedSrc: z.string().max(URL_MAX_LENGTH) });
export const removeSlideEmbedSchema = z.strictObject({ ...onDeck, slideId: idSchema });

export const SLIDE_COMMAND_DATA_SCHEMAS = {
  AddSlide: addSlideSchema,
  UpdateSlide: updateSlideSchema,
  PatchSlide: patchSlideSchema,
  PatchSlides: patchSlidesSchema,
  DuplicateSlides: duplicateSlidesSchema,
  SortSlides: sortSlidesSchema,
  DeleteSlides: deleteSlidesSchema,
  RestoreSlides: restoreSlidesSchema,
  BatchUpdateSlides: batchUpdateSlidesSchema,
  AddSlideOption: addSlideOptionSchema,
  PatchSlideOption: patchSlideOptionSchema,
  DeleteSlideOption: deleteSlideOptionSchema,
  AddSlideOptions: addSlideOptionsSchema,
  DeleteSlideOptions: deleteSlideOptionsSchema,
  ReorderSlideOptions: reorderSlideOptionsSchema,
  AddSlideHint: addSlideHintSchema,
  PatchSlideHint: patchSlideHintSchema,
  DeleteSlideHint: deleteSlideHintSchema,
  SetSlideEmbed: setSlideEmbedSchema,
  RemoveSlideEmbed: removeSlideEmbedSchema,
} as const;

type Schemas = typeof SLIDE_COMMAND_DATA_SCHEMAS;
export type SlideCommand = { [K in keyof Schemas]: { type: K; data: z.output<Schemas[K]> } }[keyof Schemas];
export type SlideCommandType = SlideCommand['type'];
