/** Renewed this long before it expires, so a request or a socket handshake never carries one that just ran out. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** When a JWT says it expires (ms), read without verifying: the server verifies; this only decides when to renew. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The short-lived access token, renewed from the httpOnly session cookie (POST /api/auth/refresh) shortly before it
 * expires or when the server refused it; concurrent renewals share one request.
 */
export class AccessTokens {
  private renewal: Promise<string | null> | null = null;

  constructor(
    private readonly stored: () => string | null,
    private readonly renewFromCookie: () => Promise<string | null>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The token to send now (renewed first when it is about to expire), or null when signed out. */
  async current(): Promise<string | null> {
    const token = this.stored();
    if (!token) return null;
    const expiry = tokenExpiry(token);
    if (expiry !== null && expiry - this.now() < RENEW_BEFORE_EXPIRY_MS) return (await this.renew()) ?? token;
    return token;
  }

  /** A new access token for the session, or null when the session has ended. */
  renew(): Promise<string | null> {
    this.renewal ??= this.renewFromCookie()
      .catch(() => null)
      .finally(() => {
        this.renewal = null;
      });
    return this.renewal;
  }
}
