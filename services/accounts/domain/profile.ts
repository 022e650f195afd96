import type { IdentityEvent } from '../../../contracts/identity/events.js';
import type { PersonalInformationPatch, PersonalInformationView, UpdateUserRequest } from '../../../contracts/identity/personal-information.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';

/** What a registered account holds of its profile (the identity decider's state, without importing it). */
export interface StoredProfile {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly personalInformation: PersonalInformationView;
}

/**
 * PATCH /api/users/{userId}: names (My Account) and personalInformation (onboarding). Only what differs from what is
 * stored becomes an event, so a re-sent form writes nothing.
 */
export function decideProfile(request: UpdateUserRequest, state: StoredProfile | null, now: string): IdentityEvent[] {
  if (!state) throw new NotFound('User not found');
  const firstName = request.firstName ?? state.firstName;
  const lastName = request.lastName ?? state.lastName;
  const renamed: IdentityEvent[] =
    firstName !== state.firstName || lastName !== state.lastName ? [{ type: 'UserRenamed', data: { userId: state.userId, firstName, lastName, renamedAt: now } }] : [];
  const changed = request.personalInformation ? changedInformation(request.personalInformation, state.personalInformation) : {};
  const informed: IdentityEvent[] =
    Object.keys(changed).length > 0 ? [{ type: 'PersonalInformationUpdated', data: { userId: state.userId, ...changed, updatedAt: now } }] : [];
  return [...renamed, ...informed];
}

function changedInformation(patch: PersonalInformationPatch, stored: PersonalInformationView): PersonalInformationPatch {
  return {
    ...(patch.useLiveSlidesFor !== undefined && patch.useLiveSlidesFor !== stored.useLiveSlidesFor && { useLiveSlidesFor: patch.useLiveSlidesFor }),
    ...(patch.userProfession !== undefined && patch.userProfession !== stored.userProfession && { userProfession: patch.userProfession }),
    ...(patch.presenterLanguage !== undefined && patch.presenterLanguage !== stored.presenterLanguage && { presenterLanguage: patch.presenterLanguage }),
    ...(patch.skipUserScreening === true && !stored.skipUserScreening && { skipUserScreening: true }),
  };
}
