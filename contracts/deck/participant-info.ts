import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';
import { hasVisibleCharacter, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';

/** Doc 2 §3 / §5 participant information. */
export const DEFAULT_PARTICIPANT_HEADING = 'Welcome to my presentation';
/** Doc 2 §9 "Participant fields default max 8" (the spec makes it configurable; this is the default). */
export const MAX_PARTICIPANT_FIELDS = 8;
export const SYSTEM_PARTICIPANT_FIELDS = ['name', 'email', 'avatar'] as const;
/** Doc 2 §3: the custom fields the editor offers. */
export const SUGGESTED_CUSTOM_FIELDS = ['Age group', 'Gender', 'Location', 'Education level', 'Occupation'] as const;
/** Doc 2 §5 "Audience admission text limits". */
export const ADMISSION_LIMITS = { name: 20, organisation: 20, email: 60 } as const;

export const participantFieldSchema = z.discriminatedUnion('fieldType', [
  z.strictObject({
    id: idSchema,
    fieldType: z.literal('system'),
    name: z.enum(SYSTEM_PARTICIPANT_FIELDS),
    required: z.boolean(),
    hidden: z.boolean(),
  }),
  z.strictObject({
    id: idSchema,
    fieldType: z.literal('custom'),
    name: z.string().trim().min(1).max(60).refine(hasVisibleCharacter, { message: VISIBLE_NAME_MESSAGE }),
    required: z.boolean(),
    hidden: z.boolean(),
  }),
]);
export type ParticipantField = z.infer<typeof participantFieldSchema>;

export const participantInfoSchema = z.strictObject({
  heading: z.string().max(200),
  /** The audience must fill the fields before joining. */
  isAudienceAdmission: z.boolean(),
  fields: z.array(participantFieldSchema).max(MAX_PARTICIPANT_FIELDS),
});
export type ParticipantInfo = z.infer<typeof participantInfoSchema>;

export const DEFAULT_PARTICIPANT_INFO: ParticipantInfo = {
  heading: DEFAULT_PARTICIPANT_HEADING,
  isAudienceAdmission: false,
  fields: [],
};

/** What a joining audience member types on the admission screen (doc 2 §5 limits; optional by default). */
export const audienceAdmissionAnswerSchema = z.strictObject({
  name: z.string().trim().max(ADMISSION_LIMITS.name).optional(),
  organisation: z.string().trim().max(ADMISSION_LIMITS.organisation).optional(),
  email: z.string().trim().max(ADMISSION_LIMITS.email).optional(),
});
