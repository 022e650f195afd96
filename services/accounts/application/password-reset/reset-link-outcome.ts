import type { IdentityEvent } from '../../../../contracts/identity/events.js';
import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_INVALID_MESSAGE, RESET_LINK_USED_MESSAGE } from '../../../../contracts/identity/password-reset.js';
import { BusinessRuleViolated } from '../../../shared-kernel/domain/domain-errors.js';
import type { IdentityState } from '../../domain/identity.decider.js';
import { resetLinkStatus } from '../../domain/password-resets.js';

/**
 * A link the decider did not accept, as the person who opened it should hear it: the decider alone compares
 * times, so a link it left pending was still in time, and one it expired just now counts as expired.
 */
export function refuseUnusableLink(state: IdentityState, tokenHash: string, decided: readonly IdentityEvent[]): void {
  if (decided.some((event) => event.type === 'PasswordResetExpired')) throw new BusinessRuleViolated(RESET_LINK_EXPIRED_MESSAGE);
  const status = state.status === 'registered' ? resetLinkStatus(state.passwordResets, tokenHash) : 'unknown';
  switch (status) {
    case 'pending':
      return;
    case 'used':
      throw new BusinessRuleViolated(RESET_LINK_USED_MESSAGE);
    case 'expired':
      throw new BusinessRuleViolated(RESET_LINK_EXPIRED_MESSAGE);
    case 'unknown':
      throw new BusinessRuleViolated(RESET_LINK_INVALID_MESSAGE);
    default: {
      const never: never = status;
      return never;
    }
  }
}
