import { z } from 'zod';
import { NO_PERSONAL_INFORMATION, personalInformationViewSchema } from './personal-information.js';
import { planIdSchema } from './plans.js';
import { DEFAULT_USER_SETTING, rememberSettingsSchema, userSettingSchema } from './remembered-settings.js';

/** The user as the API shows it: never the password hash. */
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  isGuest: z.boolean(),
  plan: planIdSchema,
  createdAt: z.string(),
  // Defaults keep a session stored by an older client readable.
  personalInformation: personalInformationViewSchema.default(NO_PERSONAL_INFORMATION),
  /** Sign-ins ever started: 1 right after registering, so Home can say "Welcome" rather than "Welcome back". */
  signInCount: z.number().int().nonnegative().default(1),
  rememberSettings: rememberSettingsSchema.default({}),
  userSetting: userSettingSchema.default(DEFAULT_USER_SETTING),
});
export type UserView = z.infer<typeof userViewSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userViewSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
