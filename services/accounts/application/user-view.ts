import type { UserView } from '../../../contracts/identity/user-view.js';
import type { IdentityState } from '../domain/identity.decider.js';

export function toUserView(state: Extract<IdentityState, { status: 'registered' }>): UserView {
  return {
    id: state.userId,
    email: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    isGuest: state.isGuest,
    plan: state.plan,
    createdAt: state.createdAt,
    personalInformation: state.personalInformation,
    signInCount: state.signInCount,
    rememberSettings: state.rememberSettings,
    userSetting: state.userSetting,
  };
}
