import type { Response } from 'express';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { etagFor } from '../../infrastructure/http/etag.js';
import type { DeckEdit } from '../application/deck-editing.js';

export const IF_MATCH_HEADER = {
  name: 'If-Match',
  required: false,
  description: 'The ETag last read; a stale one gives 409 and nothing is written',
} as const;

/** Every change answers with the stream revision it left as the ETag (the next If-Match). */
export function answer<T>(response: Response, edit: DeckEdit, body: T): T {
  response.setHeader('ETag', etagFor(edit.outcome.revision));
  return body;
}

/**
 * The decider reports slide field errors under the command's `fields.`; routes whose body is the fields
 * themselves (PUT update, PATCH a slide) report them at the body's own paths.
 */
export async function withFieldPathsAtBodyRoot<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    const issues = error.issues.map((issue) => ({ ...issue, path: issue.path.replace(/^fields(\.|$)/, '') }));
    throw new ValidationFailed(error.message, issues);
  }
}
