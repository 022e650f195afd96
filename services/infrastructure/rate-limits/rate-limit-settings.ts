/** A budget: `points` within `seconds` (a fixed window that starts with the first point taken). */
export interface Budget {
  readonly points: number;
  readonly seconds: number;
}

/**
 * Every limit, its environment variable and its default (`points/seconds`). The README's configuration
 * table lists the same; a new limit is a row here, a row there, and (for a socket message) one line in
 * socket-message-limits.ts.
 */
export const RATE_LIMITS = {
  /** Failed logins on one account from one address; past it, the pair is locked out with a growing delay. */
  loginPerAccountAddress: { env: 'RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS', points: 5, seconds: 900 },
  /** Failed logins from one address, over every account. */
  loginPerAddress: { env: 'RATE_LIMIT_LOGIN_PER_ADDRESS', points: 30, seconds: 900 },
  /** Failed logins on one account, over every address (high, so its owner is locked out only under a real attack). */
  loginPerAccount: { env: 'RATE_LIMIT_LOGIN_PER_ACCOUNT', points: 100, seconds: 3600 },
  /** Registrations (presenters and guests) from one address. */
  registrationsPerAddress: { env: 'RATE_LIMIT_REGISTRATIONS_PER_ADDRESS', points: 20, seconds: 3600 },
  /** Registrations that found one email address taken. */
  registrationsPerAccount: { env: 'RATE_LIMIT_REGISTRATIONS_PER_ACCOUNT', points: 5, seconds: 3600 },
  /** Access codes that name no presentation, looked up or joined from one address; past it every code lookup from there waits. */
  codeMissesPerAddress: { env: 'RATE_LIMIT_CODE_MISSES_PER_ADDRESS', points: 20, seconds: 600 },
  /** Lookups of one presentation's code, from everywhere (10,000 phones waiting for the start look every 5 s). */
  codeLookupsPerSession: { env: 'RATE_LIMIT_CODE_LOOKUPS_PER_SESSION', points: 50000, seconds: 10 },
  /** Joins from one address that come without the session's join token. */
  joinsPerAddress: { env: 'RATE_LIMIT_JOINS_PER_ADDRESS', points: 30, seconds: 60 },
  /** Joins to one live session, from everywhere (the plan's participant limit caps the total). */
  joinsPerSession: { env: 'RATE_LIMIT_JOINS_PER_SESSION', points: 1000, seconds: 1 },
  /** Answers sent on one audience socket. */
  answersPerSocket: { env: 'RATE_LIMIT_ANSWERS_PER_SOCKET', points: 30, seconds: 10 },
  /** Reactions sent on one audience socket. */
  reactionsPerSocket: { env: 'RATE_LIMIT_REACTIONS_PER_SOCKET', points: 20, seconds: 10 },
  /** Brainstorm ideas sent on one audience socket. */
  ideasPerSocket: { env: 'RATE_LIMIT_IDEAS_PER_SOCKET', points: 10, seconds: 10 },
  /** Brainstorm votes cast or taken back on one audience socket (20 votes, changed minds included). */
  ideaVotesPerSocket: { env: 'RATE_LIMIT_IDEA_VOTES_PER_SOCKET', points: 60, seconds: 10 },
  /** Remote-control links with a wrong code, from one address; past it every remote call from there waits. */
  remoteCodeMissesPerAddress: { env: 'RATE_LIMIT_REMOTE_CODE_MISSES_PER_ADDRESS', points: 20, seconds: 600 },
  /** Remote-control presses and looks for one presentation, from everywhere (a remote looks every few seconds). */
  remoteCallsPerPresentation: { env: 'RATE_LIMIT_REMOTE_CALLS_PER_PRESENTATION', points: 120, seconds: 60 },
  /** Moves through a self-paced session on one audience socket. */
  pacingMovesPerSocket: { env: 'RATE_LIMIT_PACING_MOVES_PER_SOCKET', points: 60, seconds: 10 },
  /** Files (images, audio) one presenter uploads; each is decoded and re-encoded, so the budget bounds that work. */
  uploadsPerUser: { env: 'RATE_LIMIT_UPLOADS_PER_USER', points: 100, seconds: 3600 },
  /** Q&A questions asked on one audience socket (the open-question cap bounds them further). */
  questionsPerSocket: { env: 'RATE_LIMIT_QUESTIONS_PER_SOCKET', points: 10, seconds: 60 },
  /** Q&A upvotes and take-backs sent on one audience socket. */
  upvotesPerSocket: { env: 'RATE_LIMIT_UPVOTES_PER_SOCKET', points: 60, seconds: 10 },
  /** Chat messages sent on one audience socket. */
  chatMessagesPerSocket: { env: 'RATE_LIMIT_CHAT_MESSAGES_PER_SOCKET', points: 10, seconds: 10 },
  /** Private feedback sent on one audience socket (one counts; re-sends are answered as duplicates). */
  feedbackPerSocket: { env: 'RATE_LIMIT_FEEDBACK_PER_SOCKET', points: 5, seconds: 60 },
  /** Forgot-password requests from one address, whatever the email (each may send a mail). */
  passwordResetsPerAddress: { env: 'RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS', points: 10, seconds: 3600 },
  /** Forgot-password requests for one email, from everywhere, whether or not it has an account (a mailbox is not flooded). */
  passwordResetsPerAccount: { env: 'RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT', points: 5, seconds: 3600 },
  /** Invitation emails one team sends (issue 24): cancelling and inviting again cannot flood mailboxes. */
  teamInvitationsPerTeam: { env: 'RATE_LIMIT_TEAM_INVITATIONS_PER_TEAM', points: 60, seconds: 3600 },
  /** Invitation-to-edit emails one presenter sends over all their presentations (issue 24). */
  collaboratorInvitationsPerUser: { env: 'RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER', points: 200, seconds: 3600 },
  /** Edit with AI requests one presenter sends (issue 27): each costs a model call; the 150-request cap bounds the total. */
  aiRequestsPerUser: { env: 'RATE_LIMIT_AI_REQUESTS_PER_USER', points: 20, seconds: 60 },
} as const satisfies Record<string, Budget & { env: string }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitSettings {
  readonly budgets: Readonly<Record<RateLimitName, Budget>>;
  /** A lockout's first delay and its ceiling; each further failure while over a budget doubles it. */
  readonly lockout: { readonly firstSeconds: number; readonly maxSeconds: number };
  /** Sockets one audience member (one join token) may hold open at once, per node. */
  readonly socketsPerAudienceMember: number;
}

export const LOCKOUT_ENV = 'RATE_LIMIT_LOCKOUT_SECONDS';
export const SOCKETS_PER_AUDIENCE_MEMBER_ENV = 'RATE_LIMIT_SOCKETS_PER_AUDIENCE_MEMBER';

export function loadRateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  const budgets = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]) => [name, parseBudget(limit.env, env[limit.env], limit)]),
  ) as Record<RateLimitName, Budget>;
  const lockout = parseBudget(LOCKOUT_ENV, env[LOCKOUT_ENV], { points: 30, seconds: 900 });
  const sockets = Number(env[SOCKETS_PER_AUDIENCE_MEMBER_ENV] ?? 5);
  if (!Number.isInteger(sockets) || sockets < 1) throw new Error(`${SOCKETS_PER_AUDIENCE_MEMBER_ENV} must be a positive integer, got ${env[SOCKETS_PER_AUDIENCE_MEMBER_ENV]}`);
  return { budgets, lockout: { firstSeconds: lockout.points, maxSeconds: lockout.seconds }, socketsPerAudienceMember: sockets };
}

/** "30/60": 30 points a minute. */
function parseBudget(name: string, value: string | undefined, fallback: Budget): Budget {
  if (value === undefined || value === '') return { points: fallback.points, seconds: fallback.seconds };
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || points < 1 || seconds < 1) throw new Error(`${name} must be "<points>/<seconds>" with both at least 1, got ${value}`);
  return { points, seconds };
}
