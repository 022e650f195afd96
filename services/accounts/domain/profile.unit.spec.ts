import type { IdentityEvent } from '../../../contracts/identity/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { identityDecider } from './identity.decider.js';

const { given } = givenWhenThen(identityDecider);
const ada = { kind: 'user' as const, id: 'u-ada' };
const registered: IdentityEvent = {
  type: 'PresenterRegistered',
  data: { userId: 'u-ada', email: 'ada@example.com', passwordHash: 'scrypt$...', firstName: 'Ada', lastName: 'L', plan: 'free', registeredAt: SPEC_NOW },
};
const answered: IdentityEvent = { type: 'PersonalInformationUpdated', data: { userId: 'u-ada', useLiveSlidesFor: 'school', updatedAt: SPEC_NOW } };

describe('identity decider: UpdateProfile (issue 28 onboarding and My Account)', () => {
  it('given an account, when names and answers change, then UserRenamed and PersonalInformationUpdated in one append', () => {
    expect(given([registered]).when({ type: 'UpdateProfile', request: { lastName: 'King', personalInformation: { useLiveSlidesFor: 'school', userProfession: 'Teacher' } } }, ada)).toEqual([
      { type: 'UserRenamed', data: { userId: 'u-ada', firstName: 'Ada', lastName: 'King', renamedAt: SPEC_NOW } },
      { type: 'PersonalInformationUpdated', data: { userId: 'u-ada', useLiveSlidesFor: 'school', userProfession: 'Teacher', updatedAt: SPEC_NOW } },
    ]);
  });

  it('given stored answers, when only some differ, then only those are written; when none differ, nothing', () => {
    expect(given([registered, answered]).when({ type: 'UpdateProfile', request: { personalInformation: { useLiveSlidesFor: 'school', presenterLanguage: 'de' } } }, ada)).toEqual([
      { type: 'PersonalInformationUpdated', data: { userId: 'u-ada', presenterLanguage: 'de', updatedAt: SPEC_NOW } },
    ]);
    expect(given([registered, answered]).when({ type: 'UpdateProfile', request: { firstName: 'Ada', personalInformation: { useLiveSlidesFor: 'school' } } }, ada)).toEqual([]);
  });

  it('given a skipped onboarding, when skipped again, then nothing', () => {
    const skipped: IdentityEvent = { type: 'PersonalInformationUpdated', data: { userId: 'u-ada', skipUserScreening: true, updatedAt: SPEC_NOW } };
    expect(given([registered, skipped]).when({ type: 'UpdateProfile', request: { personalInformation: { skipUserScreening: true } } }, ada)).toEqual([]);
  });

  it('given no account, when a profile is updated, then 404', () => {
    expect(() => given([]).when({ type: 'UpdateProfile', request: { firstName: 'Ada' } }, ada)).toThrow(NotFound);
  });
});
