import type { IdentityEvent } from '../../../contracts/identity/events.js';
import type { PersonalInformationPatch } from '../../../contracts/identity/personal-information.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { IdentityState } from './identity.decider.js';

/** Onboarding's answers: only what differs from what is stored becomes an event, so a re-sent answer writes nothing. */
export function decidePersonalInformation(patch: PersonalInformationPatch, state: IdentityState, now: string): IdentityEvent[] {
  if (state.status !== 'registered') throw new NotFound('User not found');
  const stored = state.personalInformation;
  const changed = {
    ...(patch.useLiveSlidesFor !== undefined && patch.useLiveSlidesFor !== stored.useLiveSlidesFor && { useLiveSlidesFor: patch.useLiveSlidesFor }),
    ...(patch.userProfession !== undefined && patch.userProfession !== stored.userProfession && { userProfession: patch.userProfession }),
    ...(patch.skipUserScreening === true && !stored.skipUserScreening && { skipUserScreening: true }),
  };
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'PersonalInformationUpdated', data: { userId: state.userId, ...changed, updatedAt: now } }];
}
