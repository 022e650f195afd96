import { z } from 'zod';
import { LANGUAGES } from '../shared/languages.js';
import { nameSchema } from './commands.js';

/** Spec doc 3 §1 onboarding: what the presenter uses the product for (personalInformation.use{product}For). */
export const USE_PRODUCT_FOR_VALUES = ['work', 'school', 'communityAndFriends', 'others'] as const;
export type UseProductFor = (typeof USE_PRODUCT_FOR_VALUES)[number];

export const USER_PROFESSION_MAX_LENGTH = 100;

/** What onboarding stores; each field may be sent alone. */
export const personalInformationPatchSchema = z
  .strictObject({
    useLiveSlidesFor: z.enum(USE_PRODUCT_FOR_VALUES).optional(),
    userProfession: z.string().trim().min(1).max(USER_PROFESSION_MAX_LENGTH).optional(),
    /** Stored for the presenter-language picker (issue 25 builds it). */
    presenterLanguage: z.enum(LANGUAGES).optional(),
    /** The presenter closed onboarding without answering: it is not asked again. */
    skipUserScreening: z.literal(true).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send at least one field' });
export type PersonalInformationPatch = z.infer<typeof personalInformationPatchSchema>;

/** Spec doc 1 §7: PATCH /api/users/{userId} with personalInformation and/or the names (My Account). */
export const updateUserRequestSchema = z
  .strictObject({ firstName: nameSchema.optional(), lastName: nameSchema.optional(), personalInformation: personalInformationPatchSchema.optional() })
  .refine((request) => Object.keys(request).length > 0, { message: 'Send at least one field' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const personalInformationViewSchema = z.object({
  useLiveSlidesFor: z.enum(USE_PRODUCT_FOR_VALUES).nullable(),
  userProfession: z.string().nullable(),
  presenterLanguage: z.enum(LANGUAGES).nullable(),
  skipUserScreening: z.boolean(),
});
export type PersonalInformationView = z.infer<typeof personalInformationViewSchema>;

export const NO_PERSONAL_INFORMATION: PersonalInformationView = { useLiveSlidesFor: null, userProfession: null, presenterLanguage: null, skipUserScreening: false };

/** Onboarding is offered until it was answered or skipped. */
export const needsOnboarding = (info: PersonalInformationView, isGuest: boolean): boolean =>
  !isGuest && info.useLiveSlidesFor === null && !info.skipUserScreening;
