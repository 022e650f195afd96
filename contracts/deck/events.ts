import { z } from 'zod';
import { participantInfoSchema } from './participant-info.js';
import { presentationAttributesChangesSchema, themeSchema } from './attributes.js';
import { presentationSettingsChangesSchema } from './settings.js';

const onDeck = { presentationId: z.string() };

export const presentationSettingsChangedSchema = z.object({ ...onDeck, changes: presentationSettingsChangesSchema });
export const presentationAttributesChangedSchema = z.object({ ...onDeck, changes: presentationAttributesChangesSchema });
/** The theme's look was copied onto these slides (all of the deck's at the time). */
export const presentationThemeAppliedSchema = z.object({ ...onDeck, theme: themeSchema, slideIds: z.array(z.string()) });
export const participantInfoChangedSchema = z.object({ ...onDeck, changes: participantInfoSchema.partial() });
/** The slide the editor (and a new presenter) opens on: doc 2 §7 activeSlide/lastSlide. */
export const activeSlideSetSchema = z.object({ ...onDeck, slideId: z.string() });
/** Doc 3 §4 auto title: the name was taken from the first written slide; it is never suggested again. */
export const presentationAutoTitledSchema = z.object({ ...onDeck, name: z.string() });
/** Doc 2 §4 "Presentation results" flag. */
export const presentationResultsFlagChangedSchema = z.object({ ...onDeck, hasResults: z.boolean() });

export type DeckSettingsEvent =
  | { type: 'PresentationSettingsChanged'; data: z.infer<typeof presentationSettingsChangedSchema> }
  | { type: 'PresentationAttributesChanged'; data: z.infer<typeof presentationAttributesChangedSchema> }
  | { type: 'PresentationThemeApplied'; data: z.infer<typeof presentationThemeAppliedSchema> }
  | { type: 'ParticipantInfoChanged'; data: z.infer<typeof participantInfoChangedSchema> }
  | { type: 'ActiveSlideSet'; data: z.infer<typeof activeSlideSetSchema> }
  | { type: 'PresentationAutoTitled'; data: z.infer<typeof presentationAutoTitledSchema> }
  | { type: 'PresentationResultsFlagChanged'; data: z.infer<typeof presentationResultsFlagChangedSchema> };

export type DeckSettingsEventType = DeckSettingsEvent['type'];

export const DECK_SETTINGS_EVENT_DATA_SCHEMAS = {
  PresentationSettingsChanged: presentationSettingsChangedSchema,
  PresentationAttributesChanged: presentationAttributesChangedSchema,
  PresentationThemeApplied: presentationThemeAppliedSchema,
  ParticipantInfoChanged: participantInfoChangedSchema,
  ActiveSlideSet: activeSlideSetSchema,
  PresentationAutoTitled: presentationAutoTitledSchema,
  PresentationResultsFlagChanged: presentationResultsFlagChangedSchema,
} as const satisfies Record<DeckSettingsEventType, z.ZodType>;

export const DECK_SETTINGS_EVENT_SCHEMA_VERSIONS: Record<DeckSettingsEventType, number> = {
  PresentationSettingsChanged: 1,
  PresentationAttributesChanged: 1,
  // 2: the design tab's six looks of its own became official themes (migrations/upcasters).
  PresentationThemeApplied: 2,
  ParticipantInfoChanged: 1,
  ActiveSlideSet: 1,
  PresentationAutoTitled: 1,
  PresentationResultsFlagChanged: 1,
};
