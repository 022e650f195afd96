import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { TOKEN_SERVICE, TokenService } from './token-service.js';

type AuthenticatedRequest = Request & { actor?: Actor };

/** Presenters and guests: a valid bearer token of kind user or guest. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(@Inject(TOKEN_SERVICE) private readonly tokens: TokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new Unauthorized('Sign in to continue: the request has no bearer token.');
    const actor = this.tokens.verify(match[1]!);
    if (!actor || (actor.kind !== 'user' && actor.kind !== 'guest')) {
      throw new Unauthorized('Your session is no longer valid. Please sign in again.');
    }
    request.actor = actor;
    return true;
  }
}

/** The signed-in presenter or guest (use behind AuthGuard). */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
  if (!actor) throw new Unauthorized('Sign in to continue.');
  return actor;
});
