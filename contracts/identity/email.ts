import { z } from 'zod';

/** Spec doc 1 §5: an email must match a standard address pattern, case-insensitively. */
export const EMAIL_PATTERN = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, { message: 'Please enter a valid email address' });

/** Emails compare case-insensitively, so one person cannot register twice by changing case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
