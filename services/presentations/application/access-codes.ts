import { randomInt } from 'node:crypto';
import { ACCESS_CODE_LENGTH, UNIQUE_ACCESS_CODE_LENGTH } from '../../../contracts/presentations/constants.js';

/** Digits only: the audience types the access code on a phone keypad. */
const ACCESS_CODE_ALPHABET = '0123456789';
/** Spec doc 3 §9: random strings are lowercase letters and digits. */
const UNIQUE_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  let result = '';
  for (let i = 0; i < length; i++) result += alphabet[randomInt(alphabet.length)];
  return result;
}

export function generateAccessCode(): string {
  return randomString(ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH);
}

export function generateUniqueAccessCode(): string {
  return randomString(UNIQUE_CODE_ALPHABET, UNIQUE_ACCESS_CODE_LENGTH);
}

/** Tries before giving up on finding an access code no other presentation uses. */
const ACCESS_CODE_ATTEMPTS = 20;

/** An access code no other presentation uses (as `isTaken` knows them). */
export async function freeAccessCode(isTaken: (code: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < ACCESS_CODE_ATTEMPTS; attempt++) {
    const code = generateAccessCode();
    if (!(await isTaken(code))) return code;
  }
  throw new Error('Could not find a free access code');
}
