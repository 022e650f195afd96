import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { userStreamId, type IdentityEvent } from '../../../contracts/identity/events.js';
import type { AuthResponse } from '../../../contracts/identity/user-view.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { SignInRevocations } from '../auth/sign-in-revocations.js';
import { TOKEN_SERVICE, TokenService, type PresenterClaims } from '../auth/token-service.js';
import { identityDecider, type IdentityCommand, type IdentityState, type NewSignIn } from '../domain/identity.decider.js';
import { toUserView } from './user-view.js';

/** The body clients have always had, plus the session token the controller puts in the httpOnly cookie. */
export interface SignedIn extends AuthResponse {
  readonly session: { readonly token: string; readonly expiresAtMs: number };
}

type PresenterActor = PresenterClaims['actor'];

/** Starting and ending sign-ins: each is an event on the user's stream. */
@Injectable()
export class SignIns {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly revocations: SignInRevocations,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
  ) {}

  /**
   * A new revocable session with its first access token, started by `command` (logging in by default; registering
   * starts it in the same append as the account).
   */
  async start(actor: PresenterActor, command: (signIn: NewSignIn) => IdentityCommand = (signIn) => ({ type: 'StartSignIn', ...signIn })): Promise<SignedIn> {
    const signInId = randomUUID();
    const expiresAtMs = this.tokens.sessionExpiry();
    const state = await this.run(actor, command({ signInId, expiresAt: new Date(expiresAtMs).toISOString() }));
    if (state.status !== 'registered' || !state.signIns.has(signInId)) throw new Error('A sign-in started for no user');
    const [token, session] = await Promise.all([
      this.tokens.issueAccess(actor, signInId),
      this.tokens.issueSession(actor, signInId, expiresAtMs),
    ]);
    return { token, user: toUserView(state), session: { token: session, expiresAtMs } };
  }

  /** Logs one session out: its cookie and access tokens are refused from now on, here at once, elsewhere as the feed arrives. */
  async end(actor: PresenterActor, signInId: string): Promise<void> {
    await this.run(actor, { type: 'EndSignIn', signInId });
  }

  /** Runs an identity command for the user and tells the revocation view what it wrote. */
  async run(actor: PresenterActor, command: IdentityCommand): Promise<IdentityState> {
    return (await this.runOn(actor.id, actor, command)).state;
  }

  /** An identity command on `userId`'s stream by any actor (a forgot-password request is nobody's signed-in act). */
  async runOn(userId: string, actor: Actor, command: IdentityCommand): Promise<{ state: IdentityState; events: readonly IdentityEvent[] }> {
    const result = await this.executor.execute({ streamId: userStreamId(userId), decider: identityDecider, actor, command });
    if (result.events.length > 0 && result.revision !== null) this.revocations.committed(userId, result.revision, result.events);
    return { state: result.state, events: result.events };
  }
}
