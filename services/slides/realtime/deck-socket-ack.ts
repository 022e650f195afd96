import { Logger } from '@nestjs/common';
import type { z } from 'zod';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { toErrorBody } from '../../infrastructure/http/error-body.factory.js';
import { toFieldIssues } from '../../infrastructure/http/field-issues.js';

const logger = new Logger('DeckSocket');

export type DeckAck<T extends object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/** A socket payload parsed with its contract; a failure is the same 400 as over HTTP, paths under `prefix`. */
export function parseDeckPayload<TSchema extends z.ZodType>(schema: TSchema, payload: unknown, prefix = ''): z.infer<TSchema> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error).map((issue) => ({
    ...issue,
    path: [prefix, issue.path].filter(Boolean).join('.'),
  }));
  const first = issues[0];
  throw new ValidationFailed(first ? `${first.path || 'payload'}: ${first.message}` : 'Invalid payload', issues);
}

/** Runs a handler and turns its outcome into an ack; server faults are logged and never leaked. */
export async function acknowledgeDeck<T extends object>(handler: () => Promise<T>): Promise<DeckAck<T>> {
  try {
    return { ok: true, ...(await handler()) };
  } catch (error) {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { ok: false, error: body };
  }
}
