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
