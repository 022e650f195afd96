import { z } from 'zod';
import { LANGUAGES } from '../shared/languages.js';
import { USE_PRODUCT_FOR_VALUES } from './personal-information.js';
import { rememberSettingsSchema, userSettingSchema } from './remembered-settings.js';
import { planIdSchema } from './plans.js';

export const presenterRegisteredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan: planIdSchema,
  registeredAt: z.string(),
});

export const guestRegisteredSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  registeredAt: z.string(),
});

export const userPlanChangedSchema = z.object({
  userId: z.string(),
  plan: planIdSchema,
});

/** A device signed in: the revocable session its session cookie and access tokens name (`sid`). */
export const signInStartedSchema = z.object({
  userId: z.string(),
  signInId: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
});

export const SIGN_IN_END_REASONS = ['logout', 'password-changed', 'password-reset'] as const;
export type SignInEndReason = (typeof SIGN_IN_END_REASONS)[number];

/** The session is revoked: its cookie and every access token naming it are refused from now on. */
export const signInEndedSchema = z.object({
  userId: z.string(),
  signInId: z.string(),
  reason: z.enum(SIGN_IN_END_REASONS),
  endedAt: z.string(),
});

export const passwordChangedSchema = z.object({
  userId: z.string(),
  passwordHash: z.string(),
  changedAt: z.string(),
});

/** A reset link was mailed: only the hash of its secret is kept, so the log cannot be used to reset anyone's password. */
export const passwordResetRequestedSchema = z.object({
  userId: z.string(),
  resetId: z.string(),
  tokenHash: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});

/** The link set a new password (PasswordChanged follows in the same append); it works no more. */
export const passwordResetUsedSchema = z.object({
  userId: z.string(),
  resetId: z.string(),
  usedAt: z.string(),
});

export const PASSWORD_RESET_EXPIRY_REASONS = ['expired', 'password-changed'] as const;

/** The link works no more: its time ran out, or the password changed another way (another link, change password). */
export const passwordResetExpiredSchema = z.object({
  userId: z.string(),
  resetId: z.string(),
  reason: z.enum(PASSWORD_RESET_EXPIRY_REASONS),
  expiredAt: z.string(),
});

/** Onboarding's answers (spec doc 3 §1): only the fields sent are in the event. */
export const personalInformationUpdatedSchema = z.object({
  userId: z.string(),
  useLiveSlidesFor: z.enum(USE_PRODUCT_FOR_VALUES).optional(),
  userProfession: z.string().optional(),
  presenterLanguage: z.enum(LANGUAGES).optional(),
  skipUserScreening: z.boolean().optional(),
  updatedAt: z.string(),
});

/** My Account: the names the presenter goes by. */
export const userRenamedSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  renamedAt: z.string(),
});

/** What new presentations start with (PUT update-settings); the whole set, an empty one clears it. */
export const rememberSettingsUpdatedSchema = z.object({
  userId: z.string(),
  rememberSettings: rememberSettingsSchema,
  updatedAt: z.string(),
});

/** PATCH /api/user-setting. */
export const userSettingUpdatedSchema = z.object({
  userId: z.string(),
  userSetting: userSettingSchema,
  updatedAt: z.string(),
});

export type IdentityEvent =
  | { type: 'PresenterRegistered'; data: z.infer<typeof presenterRegisteredSchema> }
  | { type: 'GuestRegistered'; data: z.infer<typeof guestRegisteredSchema> }
  | { type: 'UserPlanChanged'; data: z.infer<typeof userPlanChangedSchema> }
  | { type: 'SignInStarted'; data: z.infer<typeof signInStartedSchema> }
  | { type: 'SignInEnded'; data: z.infer<typeof signInEndedSchema> }
  | { type: 'PasswordChanged'; data: z.infer<typeof passwordChangedSchema> }
  | { type: 'PasswordResetRequested'; data: z.infer<typeof passwordResetRequestedSchema> }
  | { type: 'PasswordResetUsed'; data: z.infer<typeof passwordResetUsedSchema> }
  | { type: 'PasswordResetExpired'; data: z.infer<typeof passwordResetExpiredSchema> }
  | { type: 'PersonalInformationUpdated'; data: z.infer<typeof personalInformationUpdatedSchema> }
  | { type: 'UserRenamed'; data: z.infer<typeof userRenamedSchema> }
  | { type: 'RememberSettingsUpdated'; data: z.infer<typeof rememberSettingsUpdatedSchema> }
  | { type: 'UserSettingUpdated'; data: z.infer<typeof userSettingUpdatedSchema> };

export const IDENTITY_EVENT_TYPES = [
  'PresenterRegistered',
  'GuestRegistered',
  'UserPlanChanged',
  'SignInStarted',
  'SignInEnded',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordResetUsed',
  'PasswordResetExpired',
  'PersonalInformationUpdated',
  'UserRenamed',
  'RememberSettingsUpdated',
  'UserSettingUpdated',
] as const;

export const USER_STREAM_PREFIX = 'user-';
export const userStreamId = (userId: string) => `${USER_STREAM_PREFIX}${userId}`;
