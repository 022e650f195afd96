import { PASSWORD_MIN_LENGTH } from '../../../../contracts/identity/commands.js';
import { EMAIL_PATTERN } from '../../../../contracts/identity/email.js';

/** i18n keys of the sign-in and registration form errors; the rules are the server's (contracts/identity). */
export type FieldErrorKey = 'auth.errors.required' | 'auth.errors.email' | 'auth.errors.passwordLength';

export function emailError(email: string): FieldErrorKey | null {
  if (email.trim() === '') return 'auth.errors.required';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'auth.errors.email';
}

export function requiredError(value: string): FieldErrorKey | null {
  return value.trim() === '' ? 'auth.errors.required' : null;
}

export function newPasswordError(password: string): FieldErrorKey | null {
  if (password === '') return 'auth.errors.required';
  return password.length < PASSWORD_MIN_LENGTH ? 'auth.errors.passwordLength' : null;
}

export { PASSWORD_MIN_LENGTH };
