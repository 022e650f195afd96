import { z } from 'zod';
import { MAX_PARTICIPANT_FIELDS, SYSTEM_PARTICIPANT_FIELDS } from '../deck/participant-info.js';
import { hasVisibleCharacter, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';
import { LANGUAGES } from '../shared/languages.js';

/** A field to add to new decks: only its kind and name, since doc 3 ("After creating a presentation") adds it not required and not hidden. */
export const rememberedParticipantFieldSchema = z.discriminatedUnion('fieldType', [
  z.strictObject({ fieldType: z.literal('system'), name: z.enum(SYSTEM_PARTICIPANT_FIELDS) }),
  z.strictObject({
    fieldType: z.literal('custom'),
    name: z.string().trim().min(1).max(60).refine(hasVisibleCharacter, { message: VISIBLE_NAME_MESSAGE }),
  }),
]);
export type RememberedParticipantField = z.infer<typeof rememberedParticipantFieldSchema>;

/** Spec doc 1 user field rememberSettings: what new presentations start with. PUT replaces the whole set. */
export const rememberSettingsSchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  showEmojiAvatar: z.boolean().optional(),
  participantFields: z.array(rememberedParticipantFieldSchema).max(MAX_PARTICIPANT_FIELDS).optional(),
});
export type RememberSettings = z.infer<typeof rememberSettingsSchema>;

/** PUT /api/users/update-settings: an empty rememberSettings clears what was remembered. */
export const updateSettingsRequestSchema = z.strictObject({ rememberSettings: rememberSettingsSchema });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

/** Spec doc 1 user field userSetting. */
export const userSettingSchema = z.strictObject({ isSlideOptionAutocompleteEnabled: z.boolean() });
export type UserSetting = z.infer<typeof userSettingSchema>;

/** PATCH /api/user-setting. */
export const updateUserSettingRequestSchema = userSettingSchema;

export const DEFAULT_USER_SETTING: UserSetting = { isSlideOptionAutocompleteEnabled: false };
