import type { z } from 'zod';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import { Logger } from '@nestjs/common';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { toErrorBody } from '../../infrastructure/http/error-body.factory.js';
import { toFieldIssues } from '../../infrastructure/http/field-issues.js';

const logger = new Logger('SocketAck');

export type Ack<T extends object> = ({ ok: true } & T) | { ok: false; error: ErrorBody };

/** Parses a socket payload with its contract; a failure is the same 400 as over HTTP. */
export function parsePayload<TSchema extends z.ZodType>(schema: TSchema, payload: unknown): z.infer<TSchema> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error);
  throw new ValidationFailed(issues[0] ? `${issues[0].path || 'payload'}: ${issues[0].message}` : 'Invalid payload', issues);
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
