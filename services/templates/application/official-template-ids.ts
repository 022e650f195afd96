import { createHash } from 'node:crypto';

const digest = (key: string) => createHash('sha256').update(`liveslides official template ${key}`).digest();

/** The same key gives the same deck on every node and every start, so seeding twice writes nothing new. */
export function officialTemplateId(key: string): string {
  const hex = digest(key).subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A copy-link code (10 lowercase letters and digits) of the template's own. */
export function officialShareCode(key: string): string {
  return Array.from(digest(`${key} share code`).subarray(0, 10), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
