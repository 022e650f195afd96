import { z } from 'zod';
import { idSchema, imageRefSchema, httpUrlSchema, slideAudioSchema } from '../slides/common-schemas.js';
import { colorPaletteSchema, fontFamilySchema, themeLookInputShape } from './attributes.js';
import { participantFieldSchema } from './participant-info.js';
import { presentationSettingsChangesSchema } from './settings.js';

/** Presentation-level deck commands: settings, attributes, theme, participant info, editor state, derived flags. */
const onDeck = { presentationId: idSchema };

export const updatePresentationSettingsSchema = z.strictObject({ ...onDeck, settings: presentationSettingsChangesSchema });

/** Doc 3 §3 attributes as the editor sends them: '' colours and visibility -1 mean "unset". */
export const presentationAttributesInputSchema = z
  .strictObject({
    ...themeLookInputShape,
    colorPalette: colorPaletteSchema.nullable(),
    themeName: z.string().max(100).nullable(),
    themeId: idSchema.nullable(),
    themeThumbnail: httpUrlSchema.nullable(),
    themeActive: z.boolean(),
    backgroundImage: imageRefSchema.nullable(),
    logo: imageRefSchema.nullable(),
    fontFamily: fontFamilySchema,
    showEmojiAvatar: z.boolean(),
    audio: slideAudioSchema.nullable(),
  })
  .partial();
export type PresentationAttributesInput = z.infer<typeof presentationAttributesInputSchema>;

export const updatePresentationAttributesSchema = z.strictObject({
  ...onDeck,
  attributes: presentationAttributesInputSchema,
});

export const themeInputSchema = z.strictObject({
  textColour: themeLookInputShape.textColour.optional(),
  baseColour: themeLookInputShape.baseColour.optional(),
  visibility: themeLookInputShape.visibility.optional(),
  themeId: idSchema.nullable().optional(),
  themeName: z.string().max(100).nullable().optional(),
  themeThumbnail: httpUrlSchema.nullable().optional(),
  colorPalette: colorPaletteSchema.nullable().optional(),
  backgroundImage: imageRefSchema.nullable().optional(),
  fontFamily: fontFamilySchema.nullable().optional(),
});
export type ThemeInput = z.infer<typeof themeInputSchema>;

export const applyPresentationThemeSchema = z.strictObject({ ...onDeck, theme: themeInputSchema });

/** New fields come without an id; the decider gives them one. The count limit is a 422, not a 400. */
export const participantFieldInputSchema = z.union([
  participantFieldSchema.options[0].extend({ id: idSchema.optional() }),
  participantFieldSchema.options[1].extend({ id: idSchema.optional() }),
]);
export type ParticipantFieldInput = z.infer<typeof participantFieldInputSchema>;

export const updateParticipantInfoSchema = z.strictObject({
  ...onDeck,
  heading: z.string().trim().max(200).optional(),
  isAudienceAdmission: z.boolean().optional(),
  fields: z.array(participantFieldInputSchema).max(50).optional(),
});

export const setActiveSlideSchema = z.strictObject({ ...onDeck, slideId: idSchema });
export const autoTitlePresentationSchema = z.strictObject(onDeck);
export const setPresentationResultsFlagSchema = z.strictObject({ ...onDeck, hasResults: z.boolean() });
/** Issue 24 history: the deck's content as it stood at this stream revision, put back as new events. */
export const restoreDeckVersionSchema = z.strictObject({ ...onDeck, revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

export const DECK_SETTINGS_COMMAND_DATA_SCHEMAS = {
  UpdatePresentationSettings: updatePresentationSettingsSchema,
  UpdatePresentationAttributes: updatePresentationAttributesSchema,
  ApplyPresentationTheme: applyPresentationThemeSchema,
  UpdateParticipantInfo: updateParticipantInfoSchema,
  SetActiveSlide: setActiveSlideSchema,
  AutoTitlePresentation: autoTitlePresentationSchema,
  SetPresentationResultsFlag: setPresentationResultsFlagSchema,
  RestoreDeckVersion: restoreDeckVersionSchema,
} as const;

type Schemas = typeof DECK_SETTINGS_COMMAND_DATA_SCHEMAS;
export type DeckSettingsCommand = { [K in keyof Schemas]: { type: K; data: z.output<Schemas[K]> } }[keyof Schemas];
