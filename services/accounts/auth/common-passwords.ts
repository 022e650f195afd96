import { createRequire } from 'node:module';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most commonly used ones. Please choose one that is harder to guess.';

let common: ReadonlySet<string> | undefined;

/**
 * Whether the password (any case) is on zxcvbn-ts's list of the most used passwords (about 49,000, leaked
 * password lists by frequency). An exact look-up: zxcvbn's full estimate takes hundreds of milliseconds on
 * crafted long input, which a request must not hold the event loop for. The list is read with the first check.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')).dictionary['passwords-common'].map(String),
  );
  return common.has(password.toLowerCase());
}

/** 400 on the field that carries a new password when it is a common one. */
export function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) throw new ValidationFailed(`${path}: ${COMMON_PASSWORD_MESSAGE}`, [{ path, message: COMMON_PASSWORD_MESSAGE }]);
}
