import { Logger } from '@nestjs/common';
import type { z } from 'zod';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { toErrorBody } from '../http/error-body.factory.js';
import { toFieldIssues } from '../http/field-issues.js';

const logger = new Logger('SocketAck');

export type Ack<T extends object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/** Parses a socket payload with its contract; a failure is the same 400 as over HTTP, paths under `prefix`. */
export function parsePayload<TSchema extends z.ZodType>(schema: TSchema, payload: unknown, prefix = ''): z.infer<TSchema> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error).map((issue) => (prefix ? { ...issue, path: issue.path ? `${prefix}.${issue.path}` : prefix } : issue));
  const first = issues[0];
  throw new ValidationFailed(first ? `${first.path || 'payload'}: ${first.message}` : 'Invalid payload', issues);
}

/** Runs a socket handler and turns its outcome into an ack; server faults are logged, never leaked. */
export async function acknowledge<T extends object>(handler: () => Promise<T>): Promise<Ack<T>> {
  try {
    return { ok: true, ...(await handler()) };
  } catch (error) {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { ok: false, error: body };
  }
}
