import { z } from 'zod';
import { slideEmbedSchema } from './embed-url.js';
import { hintFieldsSchema, hintSchema } from './hints.js';
import { slideFieldsSchema } from './slide-fields.js';
import { slideOptionFieldsSchema, slideOptionSchema } from './slide-option.js';
import { pickAnswerSlideTypeSchema, slideTypeSchema } from './slide-types.js';

/** A slide as an event carries it: identity, type, and every field it has. */
export const slideSnapshotSchema = z.object({
  id: z.string(),
  type: slideTypeSchema,
  slideType: pickAnswerSlideTypeSchema.nullable(),
  fields: slideFieldsSchema,
});
export type SlideSnapshot = z.infer<typeof slideSnapshotSchema>;

const onDeck = { presentationId: z.string() };
const onSlide = { ...onDeck, slideId: z.string() };

/** Positions are "after this slide" (null = first), so every fold places slides the same way. */
export const slideAddedSchema = z.object({
  ...onDeck,
  slide: slideSnapshotSchema,
  options: z.array(slideOptionSchema),
  afterSlideId: z.string().nullable(),
  addedAt: z.string(),
});

export const slideDuplicatedSchema = slideAddedSchema.extend({
  sourceSlideId: z.string(),
  hints: z.array(hintSchema),
  embed: slideEmbedSchema.nullable(),
  /** Doc 2 §7 duplicate-slides flag. Responses live in other streams; their copy is theirs to make. */
  isIncludingResponseData: z.boolean(),
});

/** Only the fields that changed, with their new values. */
export const slideUpdatedSchema = z.object({ ...onSlide, changes: slideFieldsSchema });

/** A type change replaces the field set (fields the new type lacks are gone) and may add default options. */
export const slideTypeChangedSchema = z.object({
  ...onSlide,
  type: slideTypeSchema,
  slideType: pickAnswerSlideTypeSchema.nullable(),
  fields: slideFieldsSchema,
  addedOptions: z.array(slideOptionSchema),
});

export const slidesDeletedSchema = z.object({ ...onDeck, slideIds: z.array(z.string()), deletedAt: z.string() });
export const slidesRestoredSchema = z.object({
  ...onDeck,
  restored: z.array(z.object({ slideId: z.string(), afterSlideId: z.string().nullable() })),
});
/** The complete order of the deck's (not deleted) slides. */
export const slidesReorderedSchema = z.object({ ...onDeck, slideIds: z.array(z.string()) });

export const slideOptionAddedSchema = z.object({ ...onSlide, option: slideOptionSchema });
export const slideOptionUpdatedSchema = z.object({
  ...onSlide,
  optionId: z.string(),
  changes: slideOptionFieldsSchema.partial(),
});
export const slideOptionDeletedSchema = z.object({ ...onSlide, optionId: z.string() });
export const slideOptionsReorderedSchema = z.object({ ...onSlide, optionIds: z.array(z.string()) });
/** Options appended in the order given. */
export const slideOptionsAddedSchema = z.object({ ...onSlide, options: z.array(slideOptionSchema) });
export const slideOptionsDeletedSchema = z.object({ ...onSlide, optionIds: z.array(z.string()) });

export const slideHintAddedSchema = z.object({ ...onSlide, hint: hintSchema });
export const slideHintUpdatedSchema = z.object({ ...onSlide, hintId: z.string(), changes: hintFieldsSchema.partial() });
export const slideHintDeletedSchema = z.object({ ...onSlide, hintId: z.string() });

export const slideEmbedSetSchema = z.object({ ...onSlide, embed: slideEmbedSchema });
export const slideEmbedRemovedSchema = z.object(onSlide);

export type SlideEvent =
  | { type: 'SlideAdded'; data: z.infer<typeof slideAddedSchema> }
  | { type: 'SlideDuplicated'; data: z.infer<typeof slideDuplicatedSchema> }
  | { type: 'SlideUpdated'; data: z.infer<typeof slideUpdatedSchema> }
  | { type: 'SlideTypeChanged'; data: z.infer<typeof slideTypeChangedSchema> }
  | { type: 'SlidesDeleted'; data: z.infer<typeof slidesDeletedSchema> }
  | { type: 'SlidesRestored'; data: z.infer<typeof slidesRestoredSchema> }
  | { type: 'SlidesReordered'; data: z.infer<typeof slidesReorderedSchema> }
  | { type: 'SlideOptionAdded'; data: z.infer<typeof slideOptionAddedSchema> }
  | { type: 'SlideOptionUpdated'; data: z.infer<typeof slideOptionUpdatedSchema> }
  | { type: 'SlideOptionDeleted'; data: z.infer<typeof slideOptionDeletedSchema> }
  | { type: 'SlideOptionsReordered'; data: z.infer<typeof slideOptionsReorderedSchema> }
  | { type: 'SlideOptionsAdded'; data: z.infer<typeof slideOptionsAddedSchema> }
  | { type: 'SlideOptionsDeleted'; data: z.infer<typeof slideOptionsDeletedSchema> }
  | { type: 'SlideHintAdded'; data: z.infer<typeof slideHintAddedSchema> }
  | { type: 'SlideHintUpdated'; data: z.infer<typeof slideHintUpdatedSchema> }
  | { type: 'SlideHintDeleted'; data: z.infer<typeof slideHintDeletedSchema> }
  | { type: 'SlideEmbedSet'; data: z.infer<typeof slideEmbedSetSchema> }
  | { type: 'SlideEmbedRemoved'; data: z.infer<typeof slideEmbedRemovedSchema> };

export type SlideEventType = SlideEvent['type'];

/** Data schema per event type: the client validates its local log with these, upcasters target them. */
export const SLIDE_EVENT_DATA_SCHEMAS = {
  SlideAdded: slideAddedSchema,
  SlideDuplicated: slideDuplicatedSchema,
  SlideUpdated: slideUpdatedSchema,
  SlideTypeChanged: slideTypeChangedSchema,
  SlidesDeleted: slidesDeletedSchema,
  SlidesRestored: slidesRestoredSchema,
  SlidesReordered: slidesReorderedSchema,
  SlideOptionAdded: slideOptionAddedSchema,
  SlideOptionUpdated: slideOptionUpdatedSchema,
  SlideOptionDeleted: slideOptionDeletedSchema,
  SlideOptionsReordered: slideOptionsReorderedSchema,
  SlideOptionsAdded: slideOptionsAddedSchema,
  SlideOptionsDeleted: slideOptionsDeletedSchema,
  SlideHintAdded: slideHintAddedSchema,
  SlideHintUpdated: slideHintUpdatedSchema,
  SlideHintDeleted: slideHintDeletedSchema,
  SlideEmbedSet: slideEmbedSetSchema,
  SlideEmbedRemoved: slideEmbedRemovedSchema,
} as const satisfies Record<SlideEventType, z.ZodType>;

export const SLIDE_EVENT_TYPES = Object.keys(SLIDE_EVENT_DATA_SCHEMAS) as SlideEventType[];

/** Current schema version of each event; older stored versions are upcast on read (migrations/). */
export const SLIDE_EVENT_SCHEMA_VERSIONS: Record<SlideEventType, number> = {
  SlideAdded: 1,
  SlideDuplicated: 1,
  SlideUpdated: 1,
  SlideTypeChanged: 1,
  SlidesDeleted: 1,
  SlidesRestored: 1,
  SlidesReordered: 1,
  SlideOptionAdded: 1,
  SlideOptionUpdated: 1,
  SlideOptionDeleted: 1,
  SlideOptionsReordered: 1,
  SlideOptionsAdded: 1,
  SlideOptionsDeleted: 1,
  SlideHintAdded: 1,
  SlideHintUpdated: 1,
  SlideHintDeleted: 1,
  SlideEmbedSet: 1,
  SlideEmbedRemoved: 1,
};
