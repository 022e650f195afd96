import { createHash, randomBytes } from 'node:crypto';

/**
 * A reset link's token is `{userId}.{secret}`: the id says which stream to read, the 256-bit secret proves the
 * holder got the email. Only the secret's SHA-256 is stored; with that much entropy a slow hash adds nothing.
 */
export function newResetToken(userId: string): { token: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${userId}.${secret}`, tokenHash: hashResetSecret(secret) };
}

/** The user and the secret's hash from a token already checked against resetTokenSchema. */
export function parseResetToken(token: string): { userId: string; tokenHash: string } {
  const dot = token.indexOf('.');
  return { userId: token.slice(0, dot), tokenHash: hashResetSecret(token.slice(dot + 1)) };
}

function hashResetSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
