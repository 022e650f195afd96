import type { IdentityEvent } from '../../../contracts/identity/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { EMAIL_TAKEN_MESSAGE, identityDecider } from './identity.decider.js';

const { given } = givenWhenThen(identityDecider);
const ada = { kind: 'user' as const, id: 'u-ada' };
const registered: IdentityEvent = {
  type: 'PresenterRegistered',
  data: { userId: 'u-ada', email: 'ada@example.com', passwordHash: 'scrypt$...', firstName: 'Ada', lastName: 'L', plan: 'free', registeredAt: SPEC_NOW },
};
const register = {
  type: 'RegisterPresenter' as const,
  userId: 'u-ada',
  email: 'ada@example.com',
  passwordHash: 'scrypt$...',
  firstName: 'Ada',
  lastName: 'L',
  plan: 'free' as const,
};

describe('identity decider', () => {
  it('given no account, when a presenter registers, then PresenterRegistered carries the plan and time', () => {
    expect(given([]).when(register, ada)).toEqual([registered]);
  });

  it('given no account, when a presenter registers with a sign-in, then the account and its first sign-in in one append', () => {
    const signIn = { signInId: 's1', expiresAt: '2027-01-01T00:00:00.000Z' };
    expect(given([]).when({ ...register, signIn }, ada)).toEqual([
      registered,
      { type: 'SignInStarted', data: { userId: 'u-ada', signInId: 's1', startedAt: SPEC_NOW, expiresAt: '2027-01-01T00:00:00.000Z' } },
    ]);
  });

  it('given an account for the email, when it registers again, then 409 (issue 2: duplicate email)', () => {
    expect(() => given([registered]).when(register, ada)).toThrow(new Conflict(EMAIL_TAKEN_MESSAGE));
  });

  it('given a guest id, when it registers as guest, then GuestRegistered', () => {
    expect(given([]).when({ type: 'RegisterGuest', userId: 'g1', firstName: 'Guest' }, { kind: 'guest', id: 'g1' })).toEqual([
      { type: 'GuestRegistered', data: { userId: 'g1', firstName: 'Guest', registeredAt: SPEC_NOW } },
    ]);
  });

  it('given a presenter on free, when the plan changes to pro, then UserPlanChanged; the same plan again decides nothing', () => {
    const changed = given([registered]).when({ type: 'ChangePlan', plan: 'pro' }, ada);
    expect(changed).toEqual([{ type: 'UserPlanChanged', data: { userId: 'u-ada', plan: 'pro' } }]);
    expect(given([registered, ...changed]).when({ type: 'ChangePlan', plan: 'pro' }, ada)).toEqual([]);
    expect(given([registered, ...changed]).state()).toMatchObject({ plan: 'pro' });
  });

  it('given a sign-in, when it is ended twice, then one SignInEnded (logging out again ends nothing more)', () => {
    const started = given([registered]).when({ type: 'StartSignIn', signInId: 's1', expiresAt: '2027-01-01T00:00:00.000Z' }, ada);
    expect(started).toEqual([{ type: 'SignInStarted', data: { userId: 'u-ada', signInId: 's1', startedAt: SPEC_NOW, expiresAt: '2027-01-01T00:00:00.000Z' } }]);
    const ended = given([registered, ...started]).when({ type: 'EndSignIn', signInId: 's1' }, ada);
    expect(ended).toEqual([{ type: 'SignInEnded', data: { userId: 'u-ada', signInId: 's1', reason: 'logout', endedAt: SPEC_NOW } }]);
    expect(given([registered, ...started, ...ended]).when({ type: 'EndSignIn', signInId: 's1' }, ada)).toEqual([]);
  });

  it('given three sign-ins, when the password changes from one, then the other two end', () => {
    const signIn = (signInId: string): IdentityEvent => ({ type: 'SignInStarted', data: { userId: 'u-ada', signInId, startedAt: SPEC_NOW, expiresAt: SPEC_NOW } });
    const events = given([registered, signIn('s1'), signIn('s2'), signIn('s3')]).when({ type: 'ChangePassword', passwordHash: 'scrypt$new', keptSignInId: 's2' }, ada);
    expect(events).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u-ada', passwordHash: 'scrypt$new', changedAt: SPEC_NOW } },
      { type: 'SignInEnded', data: { userId: 'u-ada', signInId: 's1', reason: 'password-changed', endedAt: SPEC_NOW } },
      { type: 'SignInEnded', data: { userId: 'u-ada', signInId: 's3', reason: 'password-changed', endedAt: SPEC_NOW } },
    ]);
    expect(given([registered, signIn('s1'), signIn('s2'), signIn('s3'), ...events]).state()).toMatchObject({ passwordHash: 'scrypt$new', signIns: new Map([['s2', SPEC_NOW]]) });
  });

  it('given a guest, when they change a password, then 422 (a guest has none)', () => {
    const guest: IdentityEvent = { type: 'GuestRegistered', data: { userId: 'g1', firstName: 'Guest', registeredAt: SPEC_NOW } };
    expect(() => given([guest]).when({ type: 'ChangePassword', passwordHash: 'x', keptSignInId: 's' }, { kind: 'guest', id: 'g1' })).toThrow(BusinessRuleViolated);
  });

  it('given no account, when a plan changes, then 404', () => {
    expect(() => given([]).when({ type: 'ChangePlan', plan: 'pro' }, ada)).toThrow(NotFound);
  });

  it('given remembered settings, when the same set is sent again, then nothing; a new set replaces it; the fold shows the last', () => {
    const rememberSettings = { language: 'fr' as const, showEmojiAvatar: false, participantFields: [{ fieldType: 'system' as const, name: 'email' as const }] };
    const remembered = given([registered]).when({ type: 'RememberSettings', rememberSettings }, ada);
    expect(remembered).toEqual([{ type: 'RememberSettingsUpdated', data: { userId: 'u-ada', rememberSettings, updatedAt: SPEC_NOW } }]);
    expect(given([registered, ...remembered]).when({ type: 'RememberSettings', rememberSettings }, ada)).toEqual([]);
    const cleared = given([registered, ...remembered]).when({ type: 'RememberSettings', rememberSettings: {} }, ada);
    expect(cleared).toEqual([{ type: 'RememberSettingsUpdated', data: { userId: 'u-ada', rememberSettings: {}, updatedAt: SPEC_NOW } }]);
    expect(given([registered, ...remembered]).state()).toMatchObject({ rememberSettings });
    expect(given([registered, ...remembered, ...cleared]).state()).toMatchObject({ rememberSettings: {} });
  });

  it('given the default user setting, when autocomplete is switched on, then UserSettingUpdated; the same value again decides nothing', () => {
    const userSetting = { isSlideOptionAutocompleteEnabled: true };
    const updated = given([registered]).when({ type: 'UpdateUserSetting', userSetting }, ada);
    expect(updated).toEqual([{ type: 'UserSettingUpdated', data: { userId: 'u-ada', userSetting, updatedAt: SPEC_NOW } }]);
    expect(given([registered, ...updated]).when({ type: 'UpdateUserSetting', userSetting }, ada)).toEqual([]);
    expect(given([registered]).when({ type: 'UpdateUserSetting', userSetting: { isSlideOptionAutocompleteEnabled: false } }, ada)).toEqual([]);
  });

  it('given no account, when settings are remembered, then 404', () => {
    expect(() => given([]).when({ type: 'RememberSettings', rememberSettings: {} }, ada)).toThrow(NotFound);
  });
});
