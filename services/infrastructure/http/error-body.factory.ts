import { HttpException } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '../../../contracts/errors/error-body.js';
import { DomainError } from '../../shared-kernel/domain/domain-errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'business_rule',
};

/** The one error shape, from whatever was thrown. Anything unexpected is a 500 that reveals nothing. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
    return { statusCode, code: CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'internal' : 'validation_failed'), message };
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' };
}
