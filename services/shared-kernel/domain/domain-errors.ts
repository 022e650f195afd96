import type { ErrorCode, FieldIssue } from '../../../contracts/errors/error-body.js';

/**
 * A failure the caller can act on. Deciders and handlers throw these; the HTTP filter and the socket
 * acks turn them into the one error shape {statusCode, code, message, details}.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ErrorCode;
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends DomainError {
  readonly statusCode = 400;
  readonly code = 'validation_failed' as const;
  constructor(message: string, readonly issues: FieldIssue[] = []) {
    super(message, issues);
  }
}

export class Unauthorized extends DomainError {
  readonly statusCode = 401;
  readonly code = 'unauthorized' as const;
}

export class Forbidden extends DomainError {
  readonly statusCode = 403;
  readonly code = 'forbidden' as const;
}

export class NotFound extends DomainError {
  readonly statusCode = 404;
  readonly code = 'not_found' as const;
}

/** A stale expected revision (HTTP If-Match) or a uniqueness clash such as a taken email. */
export class Conflict extends DomainError {
  readonly statusCode = 409;
  readonly code = 'conflict' as const;
}

/** A business rule said no; the message is the spec's own text where it gives one. */
export class BusinessRuleViolated extends DomainError {
  readonly statusCode = 422;
  readonly code = 'business_rule' as const;
}

/** A rate limit said wait: HTTP answers 429 with Retry-After, a socket ack carries the same seconds in details. */
export class TooManyRequests extends DomainError {
  readonly statusCode = 429;
  readonly code = 'rate_limited' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { retryAfterSeconds });
  }
}

/** A body over its route's size limit (a file upload), refused before it is read whole. */
export class PayloadTooLarge extends DomainError {
  readonly statusCode = 413;
  readonly code = 'payload_too_large' as const;
}

/** A body whose content is not of a type the route takes (a file that is not an image, whatever its name says). */
export class UnsupportedMediaType extends DomainError {
  readonly statusCode = 415;
  readonly code = 'unsupported_media_type' as const;
}
