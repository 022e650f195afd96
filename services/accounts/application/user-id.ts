import { createHash } from 'node:crypto';
import { normalizeEmail } from '../../../contracts/identity/email.js';

/** Fixed namespace for presenter ids (RFC 4122 name-based ids). */
const PRESENTER_NAMESPACE = '6f1d8c2a-4b7e-4f0a-9c3d-2e5b7a9d1c40';

/**
 * A presenter's id is derived from their email (a name-based UUID, version 5). The user stream is then
 * also the email's uniqueness guard: registering appends to `user-{id}` expecting no stream, so two
 * registrations of one email cannot both succeed, on one node or many, with no second write to fail.
 */
export function presenterIdForEmail(email: string): string {
  const namespace = Buffer.from(PRESENTER_NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(normalizeEmail(email)).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
