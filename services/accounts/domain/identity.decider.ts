import type { IdentityEvent } from '../../../contracts/identity/events.js';
import type { PlanId } from '../../../contracts/identity/plans.js';
import { NO_PERSONAL_INFORMATION, type PersonalInformationView, type UpdateUserRequest } from '../../../contracts/identity/personal-information.js';
import { DEFAULT_USER_SETTING, type RememberSettings, type UserSetting } from '../../../contracts/identity/remembered-settings.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { decideProfile } from './profile.js';
import { evolveResets, isPastExpiry, resetExpiresAt, voidPendingResets, type PasswordResets } from './password-resets.js';

export type IdentityState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly userId: string;
      readonly isGuest: boolean;
      readonly email: string | null;
      readonly passwordHash: string | null;
      readonly firstName: string;
      readonly lastName: string;
      readonly plan: PlanId;
      readonly createdAt: string;
      /** Sign-ins not ended, by id, with when each expires. */
      readonly signIns: ReadonlyMap<string, string>;
      readonly passwordResets: PasswordResets;
      readonly personalInformation: PersonalInformationView;
      /** Sign-ins ever started, ended or not: more than one means the user has been here before. */
      readonly signInCount: number;
      readonly rememberSettings: RememberSettings;
      readonly userSetting: UserSetting;
    };

/** A sign-in to start: registering starts one with the account, logging in starts one on its own. */
export interface NewSignIn {
  readonly signInId: string;
  readonly expiresAt: string;
}

export type IdentityCommand =
  | {
      readonly type: 'RegisterPresenter';
      readonly userId: string;
      readonly email: string;
      /** Hashed before deciding: the KDF is slow and salted, so it stays out of the pure decider. */
      readonly passwordHash: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly plan: PlanId;
      readonly signIn?: NewSignIn;
    }
  | { readonly type: 'RegisterGuest'; readonly userId: string; readonly firstName: string; readonly signIn?: NewSignIn }
  | { readonly type: 'ChangePlan'; readonly plan: PlanId }
  | ({ readonly type: 'StartSignIn' } & NewSignIn)
  | { readonly type: 'EndSignIn'; readonly signInId: string }
  /** The current password was checked and the new one hashed before deciding; the sign-in that asked stays. */
  | { readonly type: 'ChangePassword'; readonly passwordHash: string; readonly keptSignInId: string }
  /** The link's secret was made and hashed before deciding; an account without a password (none, or a guest) gets nothing. */
  | { readonly type: 'RequestPasswordReset'; readonly resetId: string; readonly tokenHash: string }
  /** A link was opened: one past its expiry is recorded as expired, anything else decides nothing. */
  | { readonly type: 'ExpirePasswordReset'; readonly tokenHash: string }
  /** A pending link sets the (already hashed) password and ends every sign-in; one past its expiry expires instead. */
  | { readonly type: 'ResetPassword'; readonly tokenHash: string; readonly passwordHash: string }
  /** Onboarding's answers and My Account's names; only what differs from what is stored is written. */
  | { readonly type: 'UpdateProfile'; readonly request: UpdateUserRequest }
  /** PUT update-settings: the whole set replaces what was remembered; the same set again writes nothing. */
  | { readonly type: 'RememberSettings'; readonly rememberSettings: RememberSettings }
  | { readonly type: 'UpdateUserSetting'; readonly userSetting: UserSetting };

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const GUEST_HAS_NO_PASSWORD_MESSAGE = 'Guest accounts have no password. Register to set one.';

export const identityDecider: Decider<IdentityState, IdentityCommand, IdentityEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'PresenterRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          isGuest: false,
          email: event.data.email,
          passwordHash: event.data.passwordHash,
          firstName: event.data.firstName,
          lastName: event.data.lastName,
          plan: event.data.plan,
          createdAt: event.data.registeredAt,
          signIns: new Map(),
          passwordResets: new Map(),
          personalInformation: NO_PERSONAL_INFORMATION,
          signInCount: 0,
          rememberSettings: {},
          userSetting: DEFAULT_USER_SETTING,
        };
      case 'GuestRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          isGuest: true,
          email: null,
          passwordHash: null,
          firstName: event.data.firstName,
          lastName: '',
          plan: 'free',
          createdAt: event.data.registeredAt,
          signIns: new Map(),
          passwordResets: new Map(),
          personalInformation: NO_PERSONAL_INFORMATION,
          signInCount: 0,
          rememberSettings: {},
          userSetting: DEFAULT_USER_SETTING,
        };
      case 'UserPlanChanged':
        return state.status === 'registered' ? { ...state, plan: event.data.plan } : state;
      case 'SignInStarted':
        return state.status === 'registered'
          ? { ...state, signIns: new Map(state.signIns).set(event.data.signInId, event.data.expiresAt), signInCount: state.signInCount + 1 }
          : state;
      case 'SignInEnded': {
        if (state.status !== 'registered') return state;
        const signIns = new Map(state.signIns);
        signIns.delete(event.data.signInId);
        return { ...state, signIns };
      }
      case 'PasswordChanged':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'PasswordResetRequested':
      case 'PasswordResetUsed':
      case 'PasswordResetExpired':
        return state.status === 'registered' ? { ...state, passwordResets: evolveResets(state.passwordResets, event) } : state;
      case 'PersonalInformationUpdated': {
        if (state.status !== 'registered') return state;
        const { useLiveSlidesFor, userProfession, presenterLanguage, skipUserScreening } = event.data;
        const stored = state.personalInformation;
        return {
          ...state,
          personalInformation: {
            useLiveSlidesFor: useLiveSlidesFor ?? stored.useLiveSlidesFor,
            userProfession: userProfession ?? stored.userProfession,
            presenterLanguage: presenterLanguage ?? stored.presenterLanguage,
            skipUserScreening: skipUserScreening ?? stored.skipUserScreening,
          },
        };
      }
      case 'UserRenamed':
        return state.status === 'registered' ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName } : state;
      case 'RememberSettingsUpdated':
        return state.status === 'registered' ? { ...state, rememberSettings: event.data.rememberSettings } : state;
      case 'UserSettingUpdated':
        return state.status === 'registered' ? { ...state, userSetting: event.data.userSetting } : state;
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'RegisterPresenter':
        if (state.status === 'registered') throw new Conflict(EMAIL_TAKEN_MESSAGE, { path: 'email' });
        return [
          {
            type: 'PresenterRegistered',
            data: {
              userId: command.userId,
              email: command.email,
              passwordHash: command.passwordHash,
              firstName: command.firstName,
              lastName: command.lastName,
              plan: command.plan,
              registeredAt: now,
            },
          },
          ...signInStarted(command.userId, command.signIn, now),
        ];
      case 'RegisterGuest':
        if (state.status === 'registered') throw new Conflict('This guest already exists.');
        return [
          { type: 'GuestRegistered', data: { userId: command.userId, firstName: command.firstName, registeredAt: now } },
          ...signInStarted(command.userId, command.signIn, now),
        ];
      case 'ChangePlan':
        if (state.status !== 'registered') throw new NotFound('User not found');
        if (state.plan === command.plan) return [];
        return [{ type: 'UserPlanChanged', data: { userId: state.userId, plan: command.plan } }];
      case 'StartSignIn':
        if (state.status !== 'registered') throw new NotFound('User not found');
        return signInStarted(state.userId, command, now);
      case 'EndSignIn':
        if (state.status !== 'registered') throw new NotFound('User not found');
        // Logging out twice (two tabs, a retried request) ends nothing more.
        if (!state.signIns.has(command.signInId)) return [];
        return [{ type: 'SignInEnded', data: { userId: state.userId, signInId: command.signInId, reason: 'logout', endedAt: now } }];
      case 'ChangePassword': {
        if (state.status !== 'registered') throw new NotFound('User not found');
        if (state.isGuest) throw new BusinessRuleViolated(GUEST_HAS_NO_PASSWORD_MESSAGE);
        const others = [...state.signIns.keys()].filter((signInId) => signInId !== command.keptSignInId);
        return [
          { type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash, changedAt: now } },
          ...others.map((signInId): IdentityEvent => ({
            type: 'SignInEnded',
            data: { userId: state.userId, signInId, reason: 'password-changed', endedAt: now },
          })),
          ...voidPendingResets(state.userId, state.passwordResets, now),
        ];
      }
      case 'RequestPasswordReset':
        if (state.status !== 'registered' || state.isGuest) return [];
        return [
          {
            type: 'PasswordResetRequested',
            data: { userId: state.userId, resetId: command.resetId, tokenHash: command.tokenHash, requestedAt: now, expiresAt: resetExpiresAt(now) },
          },
        ];
      case 'ExpirePasswordReset':
      case 'ResetPassword': {
        if (state.status !== 'registered') return [];
        const reset = state.passwordResets.get(command.tokenHash);
        if (!reset || reset.status !== 'pending') return [];
        if (isPastExpiry(reset, now)) return [{ type: 'PasswordResetExpired', data: { userId: state.userId, resetId: reset.resetId, reason: 'expired', expiredAt: now } }];
        if (command.type === 'ExpirePasswordReset') return [];
        return [
          { type: 'PasswordResetUsed', data: { userId: state.userId, resetId: reset.resetId, usedAt: now } },
          { type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash, changedAt: now } },
          ...voidPendingResets(state.userId, state.passwordResets, now, reset.resetId),
          ...[...state.signIns.keys()].map((signInId): IdentityEvent => ({
            type: 'SignInEnded',
            data: { userId: state.userId, signInId, reason: 'password-reset', endedAt: now },
          })),
        ];
      }
      case 'UpdateProfile':
        return decideProfile(command.request, state.status === 'registered' ? state : null, now);
      case 'RememberSettings':
        if (state.status !== 'registered') throw new NotFound('User not found');
        if (sameSettings(state.rememberSettings, command.rememberSettings)) return [];
        return [{ type: 'RememberSettingsUpdated', data: { userId: state.userId, rememberSettings: command.rememberSettings, updatedAt: now } }];
      case 'UpdateUserSetting':
        if (state.status !== 'registered') throw new NotFound('User not found');
        if (sameSettings(state.userSetting, command.userSetting)) return [];
        return [{ type: 'UserSettingUpdated', data: { userId: state.userId, userSetting: command.userSetting, updatedAt: now } }];
      default:
        return assertNever(command);
    }
  },
};

function signInStarted(userId: string, signIn: NewSignIn | undefined, now: string): IdentityEvent[] {
  return signIn ? [{ type: 'SignInStarted', data: { userId, signInId: signIn.signInId, startedAt: now, expiresAt: signIn.expiresAt } }] : [];
}

/** Both sides come from the same zod schemas, so their keys are in the same order. */
function sameSettings(stored: object, sent: object): boolean {
  return JSON.stringify(stored) === JSON.stringify(sent);
}
