import { z } from 'zod';
import {
  addSlideSchema,
  addSlideOptionSchema,
  addSlideOptionsSchema,
  batchUpdateSlidesSchema,
  reorderSlideOptionsSchema,
} from './commands.js';
import { idSchema, imageRefSchema } from './common-schemas.js';
import { MAX_SLIDES_PER_PRESENTATION, URL_MAX_LENGTH } from './constants.js';
import { richTextSchema } from './rich-text-policy.js';
import { slideFieldsInputSchema } from './slide-fields.js';
import { slideOptionFieldsSchema } from './slide-option.js';
import { pickAnswerSlideTypeSchema, slideTypeSchema } from './slide-types.js';

/**
 * HTTP bodies of the slide calls of spec doc 2 §7. Ids in the path are not repeated in the body; the handler
 * finds the presentation of a slide/option/hint from the deck read model and builds the deck command.
 */
const socketId = z.string().max(100).optional();

/** POST /api/slide/create/ -> 201 the slide with its options. */
export const createSlideRequestSchema = addSlideSchema;

/** PUT /api/slide/update/{slideId}: the slide's fields, flat as the slide is; type/slideType switch its type. */
export const updateSlideRequestSchema = slideFieldsInputSchema.extend({
  type: slideTypeSchema.optional(),
  slideType: pickAnswerSlideTypeSchema.nullable().optional(),
});

/** PATCH /api/slide/{slideId}: any subset of the slide's fields. */
export const patchSlideRequestSchema = slideFieldsInputSchema;

/** PATCH /api/slide/ (bulk). */
export const patchSlidesRequestSchema = z.strictObject({
  presentationId: idSchema,
  slides: z.array(slideFieldsInputSchema.extend({ id: idSchema })).min(1).max(MAX_SLIDES_PER_PRESENTATION),
});

/**
 * POST /api/slide/duplicate-slides/ with the spec's field names. Copying into another presentation is a
 * command on that presentation's stream and is not decided here yet (see the deck decider's notes).
 */
export const duplicateSlidesRequestSchema = z.strictObject({
  destinatedPresentationId: idSchema,
  isDuplicatingToOtherPresentation: z.boolean().default(false),
  isIncludingResponseData: z.boolean().default(false),
  duplicatedSlideId: z.union([idSchema, z.array(idSchema).min(1).max(MAX_SLIDES_PER_PRESENTATION)]),
  insertAfter: idSchema.optional(),
});

/** PUT sort-slides by presentation. */
export const sortSlidesRequestSchema = z.strictObject({
  slides: z.array(z.strictObject({ id: idSchema, order: z.number().int().min(1) })).min(1).max(MAX_SLIDES_PER_PRESENTATION),
  accessCode: z.string().max(64).optional(),
  socketId,
});

/** Batch update (presentationId, socketId, slides with id, order, deleted). */
export const batchUpdateSlidesRequestSchema = z.strictObject({
  presentationId: idSchema,
  socketId,
  slides: z
    .array(batchUpdateSlidesSchema.shape.slides.element.omit({ slideId: true }).extend({ id: idSchema }))
    .min(1)
    .max(MAX_SLIDES_PER_PRESENTATION),
});

/** POST /api/slide-option/create/ {slideId, title?}. */
export const createSlideOptionRequestSchema = addSlideOptionSchema.omit({ presentationId: true });
/** POST /api/slide-option/spinner-wheel/options/: options added at once, last on the slide, in the order sent. */
export const createSlideOptionsRequestSchema = addSlideOptionsSchema.omit({ presentationId: true });
/** PATCH /api/slide-option/{slideOptionId} (and PUT update/{slideOptionId}). */
export const patchSlideOptionRequestSchema = slideOptionFieldsSchema.partial();
/** PUT /api/slide/{slideId}/slide-options/order (not named by the spec). */
export const reorderSlideOptionsRequestSchema = reorderSlideOptionsSchema.pick({ optionIds: true });

/** POST /api/hint/ and PATCH /api/hint/{hintId}. */
export const createHintRequestSchema = z.strictObject({
  slideId: idSchema,
  text: richTextSchema,
  image: imageRefSchema.nullable().optional(),
});
export const patchHintRequestSchema = createHintRequestSchema.omit({ slideId: true }).partial();

/** POST/PATCH /api/slide/embed/{slideId}: {attributes: {embedSrc}} as the spec's embed slide carries it. */
export const embedRequestSchema = z.strictObject({
  attributes: z.strictObject({ embedSrc: z.string().max(URL_MAX_LENGTH) }),
});
