import type { IdentityEvent } from '../../../contracts/identity/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
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

  it('given no account, when a plan changes, then 404', () => {
    expect(() => given([]).when({ type: 'ChangePlan', plan: 'pro' }, ada)).toThrow(NotFound);
  });
});
