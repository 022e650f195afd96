import type { IdentityEvent } from '../../../contracts/identity/events.js';
import type { PlanId } from '../../../contracts/identity/plans.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';

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
    };

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
    }
  | { readonly type: 'RegisterGuest'; readonly userId: string; readonly firstName: string }
  | { readonly type: 'ChangePlan'; readonly plan: PlanId };

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

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
        };
      case 'UserPlanChanged':
        return state.status === 'registered' ? { ...state, plan: event.data.plan } : state;
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
        ];
      case 'RegisterGuest':
        if (state.status === 'registered') throw new Conflict('This guest already exists.');
        return [{ type: 'GuestRegistered', data: { userId: command.userId, firstName: command.firstName, registeredAt: now } }];
      case 'ChangePlan':
        if (state.status !== 'registered') throw new NotFound('User not found');
        if (state.plan === command.plan) return [];
        return [{ type: 'UserPlanChanged', data: { userId: state.userId, plan: command.plan } }];
      default:
        return assertNever(command);
    }
  },
};
