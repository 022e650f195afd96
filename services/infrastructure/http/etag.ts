import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';

/** A stream revision as a strong ETag. */
export function etagFor(revision: number): string {
  return `"${revision}"`;
}

/**
 * The revision a client claims to have seen, from If-Match (`"3"`, `W/"3"` or `3`); undefined when the
 * header is absent, meaning the client accepts whatever the current state is.
 */
export function revisionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw new ValidationFailed('If-Match must be an ETag returned by this API, such as "3".', [
    { path: 'headers.if-match', message: 'Expected an ETag such as "3"' },
  ]);
  return Number(match[1]);
}
