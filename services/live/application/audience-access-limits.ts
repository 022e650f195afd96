import { Injectable } from '@nestjs/common';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';

const TOO_MANY_CODES = 'Too many codes were tried from here. Please check the code on the screen and try again later.';
const TOO_MANY_JOINS = 'Too many people joined from this network just now. Scan the QR code on the screen, or try again shortly.';
const SESSION_BUSY = 'Many people are joining this session right now. Please try again in a moment.';

/**
 * How the way in is rationed (rate-limit-settings.ts). Guessing codes is what an address is limited in:
 * codes that name nothing are counted per address, and once that budget is spent every code lookup and
 * join from there waits. Known codes are limited per session, not per address, so a class behind one NAT
 * polls and joins freely; joins without the session's join token (QR code, join link) are limited per
 * address as well, joins with it only per session (and by the plan's participant limit).
 */
@Injectable()
export class AudienceAccessLimits {
  private readonly codeMissesPerAddress: RateLimit;
  private readonly codeLookupsPerSession: RateLimit;
  private readonly joinsPerAddress: RateLimit;
  private readonly joinsPerSession: RateLimit;

  constructor(limits: RateLimits) {
    this.codeMissesPerAddress = limits.shared('codeMissesPerAddress', TOO_MANY_CODES);
    this.codeLookupsPerSession = limits.shared('codeLookupsPerSession', SESSION_BUSY);
    this.joinsPerAddress = limits.shared('joinsPerAddress', TOO_MANY_JOINS);
    this.joinsPerSession = limits.shared('joinsPerSession', SESSION_BUSY);
  }

  /** A code that names nothing: counted against the address (a 429 instead of the 404 once the budget is spent). */
  missedCode(address: string): Promise<void> {
    return this.codeMissesPerAddress.take(address);
  }

  /** A known code looked up; `ticketed`: with the session's join token. */
  async lookedUp(presentationId: string, address: string, ticketed: boolean): Promise<void> {
    if (!ticketed) await this.codeMissesPerAddress.check(address);
    await this.codeLookupsPerSession.take(presentationId);
  }

  async joining(sessionId: string, address: string, ticketed: boolean): Promise<void> {
    if (!ticketed) {
      await this.codeMissesPerAddress.check(address);
      await this.joinsPerAddress.take(address);
    }
    await this.joinsPerSession.take(sessionId);
  }
}
