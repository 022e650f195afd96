/**
 * The audience's way in: the app's own origin and the access code (origin + '/' + accessCode). The QR code's link
 * also carries the live session's join token (`?t=`), with which a whole room behind one address can join.
 */
export function joinLink(origin: string, accessCode: string, joinToken?: string | null): string {
  const link = `${origin.replace(/\/+$/, '')}/${accessCode}`;
  return joinToken ? `${link}?${JOIN_TOKEN_PARAM}=${encodeURIComponent(joinToken)}` : link;
}

/** The query parameter of the join link that carries the join token. */
export const JOIN_TOKEN_PARAM = 't';

/** The address without its scheme, as people type it: "slides.example.org/123456". */
export function displayHost(origin: string): string {
  return origin.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/** Digits in threes, easier to read off a projector: "123 456". */
export function formatAccessCode(code: string): string {
  return code.replace(/(\d{3})(?=\d)/g, '$1 ');
}
