import type { IdentityEvent } from '../../../contracts/identity/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { identityDecider } from './identity.decider.js';
import { resetLinkStatus } from './password-resets.js';

const { given } = givenWhenThen(identityDecider);
const system = { kind: 'system' as const, id: 'forgot-password' };
const ada = { kind: 'user' as const, id: 'u-ada' };
const registered: IdentityEvent = {
  type: 'PresenterRegistered',
  data: { userId: 'u-ada', email: 'ada@example.com', passwordHash: 'scrypt$old', firstName: 'Ada', lastName: 'L', plan: 'free', registeredAt: SPEC_NOW },
};
const signIn = (signInId: string): IdentityEvent => ({ type: 'SignInStarted', data: { userId: 'u-ada', signInId, startedAt: SPEC_NOW, expiresAt: SPEC_NOW } });
const requested = (resetId: string, tokenHash: string): IdentityEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u-ada', resetId, tokenHash, requestedAt: SPEC_NOW, expiresAt: '2026-03-01T10:00:00.000Z' },
});
const ONE_MINUTE_BEFORE_EXPIRY = '2026-03-01T09:59:00.000Z';
const AT_EXPIRY = '2026-03-01T10:00:00.000Z';

describe('password reset decisions', () => {
  it('given a presenter, when a reset is requested, then the link hash is kept with an expiry 60 minutes on', () => {
    expect(given([registered]).when({ type: 'RequestPasswordReset', resetId: 'r1', tokenHash: 'h1' }, system)).toEqual([requested('r1', 'h1')]);
  });

  it('given no account or a guest, when a reset is requested, then nothing is decided (the answer is the same either way)', () => {
    const guest: IdentityEvent = { type: 'GuestRegistered', data: { userId: 'g1', firstName: 'Guest', registeredAt: SPEC_NOW } };
    expect(given([]).when({ type: 'RequestPasswordReset', resetId: 'r1', tokenHash: 'h1' }, system)).toEqual([]);
    expect(given([guest]).when({ type: 'RequestPasswordReset', resetId: 'r1', tokenHash: 'h1' }, system)).toEqual([]);
  });

  it('given a pending link and two sign-ins, when it is used before expiry, then used, password changed, other links void, every sign-in ended', () => {
    const history = [registered, signIn('s1'), signIn('s2'), requested('r1', 'h1'), requested('r2', 'h2')];
    const events = given(history).when({ type: 'ResetPassword', tokenHash: 'h2', passwordHash: 'scrypt$new' }, ada, ONE_MINUTE_BEFORE_EXPIRY);
    const at = ONE_MINUTE_BEFORE_EXPIRY;
    expect(events).toEqual([
      { type: 'PasswordResetUsed', data: { userId: 'u-ada', resetId: 'r2', usedAt: at } },
      { type: 'PasswordChanged', data: { userId: 'u-ada', passwordHash: 'scrypt$new', changedAt: at } },
      { type: 'PasswordResetExpired', data: { userId: 'u-ada', resetId: 'r1', reason: 'password-changed', expiredAt: at } },
      { type: 'SignInEnded', data: { userId: 'u-ada', signInId: 's1', reason: 'password-reset', endedAt: at } },
      { type: 'SignInEnded', data: { userId: 'u-ada', signInId: 's2', reason: 'password-reset', endedAt: at } },
    ]);
    const after = given([...history, ...events]).state();
    if (after.status !== 'registered') throw new Error('registered expected');
    expect(after.passwordHash).toBe('scrypt$new');
    expect(after.signIns.size).toBe(0);
    expect(resetLinkStatus(after.passwordResets, 'h2')).toBe('used');
    expect(resetLinkStatus(after.passwordResets, 'h1')).toBe('expired');
    // Used once: the same link again decides nothing.
    expect(given([...history, ...events]).when({ type: 'ResetPassword', tokenHash: 'h2', passwordHash: 'scrypt$x' }, ada, at)).toEqual([]);
  });

  it('given a pending link, when it is opened or used at its expiry, then it expires and the password stays', () => {
    const history = [registered, requested('r1', 'h1')];
    const expired = [{ type: 'PasswordResetExpired', data: { userId: 'u-ada', resetId: 'r1', reason: 'expired', expiredAt: AT_EXPIRY } }];
    expect(given(history).when({ type: 'ResetPassword', tokenHash: 'h1', passwordHash: 'scrypt$new' }, ada, AT_EXPIRY)).toEqual(expired);
    expect(given(history).when({ type: 'ExpirePasswordReset', tokenHash: 'h1' }, ada, AT_EXPIRY)).toEqual(expired);
    expect(given(history).when({ type: 'ExpirePasswordReset', tokenHash: 'h1' }, ada, ONE_MINUTE_BEFORE_EXPIRY)).toEqual([]);
    expect(given([...history, ...(expired as IdentityEvent[])]).when({ type: 'ExpirePasswordReset', tokenHash: 'h1' }, ada, AT_EXPIRY)).toEqual([]);
  });

  it('given an unknown link hash, when it is used, then nothing is decided', () => {
    expect(given([registered, requested('r1', 'h1')]).when({ type: 'ResetPassword', tokenHash: 'nope', passwordHash: 'x' }, ada)).toEqual([]);
  });

  it('given a pending link, when the password is changed while signed in, then the link is void', () => {
    const events = given([registered, signIn('s1'), requested('r1', 'h1')]).when({ type: 'ChangePassword', passwordHash: 'scrypt$new', keptSignInId: 's1' }, ada);
    expect(events).toContainEqual({ type: 'PasswordResetExpired', data: { userId: 'u-ada', resetId: 'r1', reason: 'password-changed', expiredAt: SPEC_NOW } });
  });
});
