import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';

/**
 * The join token of a live session: what the presenter's QR code and join link carry besides the access
 * code. Having it shows the person saw the presenter's screen (or was sent the link) rather than guessed a
 * code, so joins that bring it are capped per session only, not per address: a whole school behind one
 * address gets in. It is derived from the session id with the server's secret, so every node knows it
 * and it ends with its session.
 */
@Injectable()
export class JoinTokens {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = config.authSecret;
  }

  issue(sessionId: string): string {
    return createHmac('sha256', this.secret).update(`join-token:${sessionId}`).digest('base64url');
  }

  matches(sessionId: string, token: string | undefined): boolean {
    if (token === undefined) return false;
    const expected = Buffer.from(this.issue(sessionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
