/** The audience's way in: the app's own origin and the access code (origin + '/' + accessCode). */
export function joinLink(origin: string, accessCode: string): string {
  return `${origin.replace(/\/+$/, '')}/${accessCode}`;
}

/** The address without its scheme, as people type it: "slides.example.org/123456". */
export function displayHost(origin: string): string {
  return origin.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/** Digits in threes, easier to read off a projector: "123 456". */
export function formatAccessCode(code: string): string {
  return code.replace(/(\d{3})(?=\d)/g, '$1 ');
}
