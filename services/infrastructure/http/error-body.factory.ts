import { HttpException } from '@nestjs/common';
import type { ErrorBody, ErrorCode, FieldIssue } from '../../../contracts/errors/error-body.js';
import { findErrorReason } from '../../../contracts/errors/error-reasons.js';
import { DomainError } from '../../shared-kernel/domain/domain-errors.js';
import { shortEcho, shortIssues } from './short-echo.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'business_rule',
  429: 'rate_limited',
};

/** The one error shape, from whatever was thrown. Anything unexpected is a 500 that reveals nothing. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    const body: ErrorBody = { statusCode: error.statusCode, code: error.code, message: shortEcho(error.message, 500), details: shortDetails(error.details) };
    return withReason(body, error.message);
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
    const body: ErrorBody = { statusCode, code: CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'internal' : 'validation_failed'), message: shortEcho(message, 500) };
    return statusCode < 500 ? withReason(body, message) : body;
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' };
}

/** Field issues (the details of a 400) quote paths and keys the client chose: only the first few, cut short. */
function shortDetails(details: unknown): unknown {
  const isIssueList = Array.isArray(details) && details.every((item) => typeof (item as FieldIssue | null)?.path === 'string');
  return isIssueList ? shortIssues(details as FieldIssue[]) : details;
}

/** The specific message's id (and its values) when the catalogue knows the text; the body is unchanged otherwise. */
function withReason(body: ErrorBody, message: string): ErrorBody {
  const found = findErrorReason(message);
  if (!found) return body;
  return found.values ? { ...body, reason: found.reason, reasonValues: found.values } : { ...body, reason: found.reason };
}
