import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../../contracts/identity/email.js';
import { Conflict, Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import type { Lockout } from '../../infrastructure/rate-limits/lockout.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';

const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait before trying again.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts were created from here. Please wait before trying again.';

/**
 * Guessing passwords and creating accounts in bulk, slowed down (rate-limit-settings.ts): failed logins
 * per account from one address (the tight one: a right password from elsewhere still gets in), per address
 * over all accounts, and per account over all addresses; registrations per address and per email. Each
 * budget, once spent, locks out with a delay that doubles.
 */
@Injectable()
export class SignInLimits {
  private readonly loginPerAccountAddress: Lockout;
  private readonly loginPerAddress: Lockout;
  private readonly loginPerAccount: Lockout;
  private readonly registrationsPerAddress: Lockout;
  private readonly registrationsPerAccount: Lockout;

  constructor(limits: RateLimits) {
    this.loginPerAccountAddress = limits.lockout('loginPerAccountAddress', TOO_MANY_LOGINS);
    this.loginPerAddress = limits.lockout('loginPerAddress', TOO_MANY_LOGINS);
    this.loginPerAccount = limits.lockout('loginPerAccount', TOO_MANY_LOGINS);
    this.registrationsPerAddress = limits.lockout('registrationsPerAddress', TOO_MANY_REGISTRATIONS);
    this.registrationsPerAccount = limits.lockout('registrationsPerAccount', TOO_MANY_REGISTRATIONS);
  }

  /** Runs a login unless a lockout applies; a wrong password counts against all three budgets, a right one clears its pair. */
  async login<T>(email: string, address: string, attempt: () => Promise<T>): Promise<T> {
    const account = normalizeEmail(email);
    const budgets: [Lockout, string][] = [
      [this.loginPerAccountAddress, `${account} ${address}`],
      [this.loginPerAddress, address],
      [this.loginPerAccount, account],
    ];
    await Promise.all(budgets.map(([lockout, key]) => lockout.check(key)));
    try {
      const signedIn = await attempt();
      await this.loginPerAccountAddress.reset(`${account} ${address}`);
      return signedIn;
    } catch (error) {
      if (error instanceof Unauthorized) await Promise.all(budgets.map(([lockout, key]) => lockout.fail(key)));
      throw error;
    }
  }

  /**
   * Every registration from an address counts, made or not; for an email, the attempts that find it taken
   * (probing which emails have accounts). A guest has no email: only its address counts.
   */
  async registration<T>(email: string | undefined, address: string, attempt: () => Promise<T>): Promise<T> {
    const account = email === undefined ? undefined : normalizeEmail(email);
    await Promise.all([this.registrationsPerAddress.check(address), account !== undefined && this.registrationsPerAccount.check(account)]);
    await this.registrationsPerAddress.fail(address);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof Conflict && account !== undefined) await this.registrationsPerAccount.fail(account);
      throw error;
    }
  }
}
