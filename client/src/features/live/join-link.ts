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

/** The audience's code entry: the address a join bar asks people to type. */
export const JOIN_PAGE_PATH = '/join';

/** What the join bar shows to type, short and without a scheme: "slides.example.org/join". */
export function joinAddress(origin: string): string {
  return `${displayHost(origin)}${JOIN_PAGE_PATH}`;
}

/** The meta tag the server puts in index.html with its PUBLIC_URL (services/bootstrap/public-url-meta.ts). */
const PUBLIC_URL_META_NAME = 'liveslides-public-url';

/**
 * The address the audience is told to open: the server's PUBLIC_URL (a self-hoster behind a proxy sets it), or the
 * page's own origin when the page did not come from the server (the dev server, tests).
 */
export function publicOrigin(page: Pick<Document, 'querySelector'> = document, fallback: string = window.location.origin): string {
  const configured = page.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_URL_META_NAME}"]`)?.content.trim();
  return (configured && /^https?:\/\/[^/]+/.test(configured) ? configured : fallback).replace(/\/+$/, '');
}

/** Digits in threes, easier to read off a projector: "123 456". */
export function formatAccessCode(code: string): string {
  return code.replace(/(\d{3})(?=\d)/g, '$1 ');
}
