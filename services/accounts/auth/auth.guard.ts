import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { Authenticator } from './authenticator.js';

export const SESSION_INVALID_MESSAGE = 'Your session is no longer valid. Please sign in again.';

type AuthenticatedRequest = Request & { actor?: Actor; signInId?: string };

/** Presenters and guests: a valid, unrevoked bearer access token. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new Unauthorized('Sign in to continue: the request has no bearer token.');
    const claims = await this.authenticator.access(match[1]!);
    if (!claims) throw new Unauthorized(SESSION_INVALID_MESSAGE);
    request.actor = claims.actor;
    request.signInId = claims.signInId;
    return true;
  }
}

function authenticated(context: ExecutionContext): AuthenticatedRequest {
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
}

/** The signed-in presenter or guest (use behind AuthGuard). */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = authenticated(context).actor;
  if (!actor) throw new Unauthorized('Sign in to continue.');
  return actor;
});

/** The sign-in the request's access token belongs to (use behind AuthGuard). */
export const CurrentSignIn = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const signInId = authenticated(context).signInId;
  if (!signInId) throw new Unauthorized('Sign in to continue.');
  return signInId;
});
