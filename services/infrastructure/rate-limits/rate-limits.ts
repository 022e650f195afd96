import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Lockout } from './lockout.js';
import { RateLimit } from './rate-limit.js';
import type { RateLimitName, RateLimitSettings } from './rate-limit-settings.js';
import { RATE_LIMITER_STORE, type RateLimiterStore } from './rate-limiter-store.js';

/**
 * The rate limits of this node, from the configuration (rate-limit-settings.ts). Budgets keyed by account,
 * address or session are counted in the shared store (MongoDB when MONGODB_URL is set, so every node
 * draws on the same budget); budgets of one socket are counted here, where the socket lives.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  readonly settings: RateLimitSettings;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RATE_LIMITER_STORE) private readonly store: RateLimiterStore,
  ) {
    this.settings = config.rateLimits;
  }

  /** A budget every node shares. */
  shared(name: RateLimitName, message: string): RateLimit {
    return new RateLimit(this.store.limiter(name, this.settings.budgets[name]), message);
  }

  /** A budget of something that lives on this node (a socket). */
  local(name: RateLimitName, message: string): RateLimit {
    const { points, seconds } = this.settings.budgets[name];
    return new RateLimit(new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }), message);
  }

  /** Failures within a shared budget, then lockouts that grow (login, registration). */
  lockout(name: RateLimitName, message: string): Lockout {
    const { firstSeconds, maxSeconds } = this.settings.lockout;
    return new Lockout(
      this.store.limiter(name, this.settings.budgets[name]),
      this.store.limiter(`${name}-lockout`, { points: 1, seconds: maxSeconds }),
      { firstSeconds, maxSeconds },
      message,
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.store.close();
  }
}
