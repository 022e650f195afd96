import { z } from 'zod';
import { hasVisibleCharacter, VISIBLE_NAME_MESSAGE } from '../shared/visible-text.js';
import { emailSchema } from './email.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A person's first or last name. */
export const nameSchema = z.string().trim().min(1).max(50).refine(hasVisibleCharacter, { message: VISIBLE_NAME_MESSAGE });

export const WHITESPACE_PASSWORD_MESSAGE = 'Password cannot be only spaces';

/** A new password, at registration or when changing it. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => password.trim() !== '', { message: WHITESPACE_PASSWORD_MESSAGE });

export const createPresenterRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type CreatePresenterRequest = z.infer<typeof createPresenterRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const createGuestRequestSchema = z.strictObject({
  firstName: nameSchema.optional(),
});
export type CreateGuestRequest = z.infer<typeof createGuestRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
