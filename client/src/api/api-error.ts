import { errorBodySchema, type ErrorBody, type FieldIssue } from '../../../contracts/errors/error-body.js';

/** A call the server answered with its error shape ({statusCode, code, message, details}). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(readonly body: ErrorBody) {
    super(body.message);
  }

  get status(): number {
    return this.body.statusCode;
  }

  /** The zod issues of a 400, as field path -> message (first message per path). */
  fieldIssues(): Record<string, string> {
    const issues: Record<string, string> = {};
    if (!Array.isArray(this.body.details)) return issues;
    for (const detail of this.body.details as unknown[]) {
      const issue = detail as Partial<FieldIssue>;
      if (typeof issue.path === 'string' && typeof issue.message === 'string' && !(issue.path in issues)) {
        issues[issue.path] = issue.message;
      }
    }
    return issues;
  }
}

/** The server could not be reached at all (no answer, or a proxy saying it has no upstream). */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';
}

/** Reads an error answer; a body that is not the server's error shape still becomes an ApiError with its status. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data);
  return new ApiError({ statusCode: status, code: status >= 500 ? 'internal' : 'unknown', message: `HTTP ${status}` });
}
