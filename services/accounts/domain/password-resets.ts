import { PASSWORD_RESET_LINK_LIFETIME_MINUTES } from '../../../contracts/identity/password-reset.js';
import type { IdentityEvent } from '../../../contracts/identity/events.js';

export interface PasswordReset {
  readonly resetId: string;
  readonly expiresAt: string;
  readonly status: 'pending' | 'used' | 'expired';
}

/** A user's reset links, by the hash of their secret (the only form the log holds). */
export type PasswordResets = ReadonlyMap<string, PasswordReset>;

/** What a link does when it is opened or used: only a pending one before its expiry resets the password. */
export type ResetLinkStatus = 'unknown' | PasswordReset['status'];

export function resetLinkStatus(resets: PasswordResets, tokenHash: string): ResetLinkStatus {
  return resets.get(tokenHash)?.status ?? 'unknown';
}

export function resetExpiresAt(now: string): string {
  return new Date(Date.parse(now) + PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60_000).toISOString();
}

export function isPastExpiry(reset: PasswordReset, now: string): boolean {
  return Date.parse(now) >= Date.parse(reset.expiresAt);
}

/** The password changed: every link still pending stops working, so an old email cannot undo the change. */
export function voidPendingResets(userId: string, resets: PasswordResets, now: string, except?: string): IdentityEvent[] {
  return [...resets.values()]
    .filter((reset) => reset.status === 'pending' && reset.resetId !== except)
    .map((reset) => ({ type: 'PasswordResetExpired', data: { userId, resetId: reset.resetId, reason: 'password-changed', expiredAt: now } }));
}

/** Folds a reset event into the links; other events leave them as they are. */
export function evolveResets(resets: PasswordResets, event: IdentityEvent): PasswordResets {
  switch (event.type) {
    case 'PasswordResetRequested':
      return new Map(resets).set(event.data.tokenHash, { resetId: event.data.resetId, expiresAt: event.data.expiresAt, status: 'pending' });
    case 'PasswordResetUsed':
      return withStatus(resets, event.data.resetId, 'used');
    case 'PasswordResetExpired':
      return withStatus(resets, event.data.resetId, 'expired');
    default:
      return resets;
  }
}

function withStatus(resets: PasswordResets, resetId: string, status: PasswordReset['status']): PasswordResets {
  const entry = [...resets.entries()].find(([, reset]) => reset.resetId === resetId);
  if (!entry) return resets;
  return new Map(resets).set(entry[0], { ...entry[1], status });
}
