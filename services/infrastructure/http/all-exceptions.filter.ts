import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { TooManyRequests } from '../../shared-kernel/domain/domain-errors.js';
import { toErrorBody } from './error-body.factory.js';

/** Every HTTP failure leaves as {statusCode, code, message, details}; server faults are logged with the correlation id. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.url} failed [correlation ${String(request.headers['x-correlation-id'] ?? '-')}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (exception instanceof TooManyRequests) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
