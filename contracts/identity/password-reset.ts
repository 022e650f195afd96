import { z } from 'zod';
import { passwordSchema } from './commands.js';
import { emailSchema } from './email.js';

/** How long a reset link works after it was sent. */
export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;

/** A reset link's token: the account's id, a dot, and the secret (base64url); bounded before any work. */
export const resetTokenSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, { message: 'This password reset link is not valid.' });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not an account has the email; it says only where a link would have gone. */
export const forgotPasswordResponseSchema = z.strictObject({ delivery: z.enum(['smtp', 'server-log']) });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetLinkRequestSchema = z.strictObject({ token: resetTokenSchema });
export type ResetLinkRequest = z.infer<typeof resetLinkRequestSchema>;

/** A link that still works: the page names the account it will change. */
export const resetLinkResponseSchema = z.strictObject({ email: z.string(), expiresAt: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;

export const resetPasswordRequestSchema = z.strictObject({ token: resetTokenSchema, newPassword: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is not valid.';
export const RESET_LINK_USED_MESSAGE = 'This password reset link has already been used. Request a new one if you still need it.';
export const RESET_LINK_EXPIRED_MESSAGE = 'This password reset link has expired. Request a new one.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests. Please wait before trying again.';
