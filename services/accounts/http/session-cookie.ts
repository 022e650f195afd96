import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** The revocable session (spec doc 1 §4: the login cookie lasts 365 days); scripts cannot read it. */
export const SESSION_COOKIE = 'liveslides_session';

/** Sent only to the API, never to another site's requests (SameSite=Strict), and over TLS when the request came that way. */
function options(request: Request) {
  return { httpOnly: true, sameSite: 'strict', secure: request.secure, path: '/api' } as const;
}

export function setSessionCookie(request: Request, response: Response, session: { token: string; expiresAtMs: number }): void {
  response.cookie(SESSION_COOKIE, session.token, { ...options(request), expires: new Date(session.expiresAtMs) });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, options(request));
}

export function sessionCookieOf(request: Request): string | undefined {
  return parse(request.headers.cookie ?? '')[SESSION_COOKIE];
}
