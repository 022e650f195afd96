import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';

/** Decks are edited in small commands; a megabyte is far beyond any legitimate body. */
export const MAX_JSON_BODY = '1mb';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/**
 * JSON bodies are parsed here (not by Nest's default parser) so malformed or oversized bodies get the
 * product's error shape: the error handler sits right after the parser, before any route.
 */
export function installJsonBodyParsing(app: INestApplication): void {
  app.use(express.json({ limit: MAX_JSON_BODY, strict: true }));
  app.use((error: BodyParserError, _request: Request, response: Response, next: NextFunction) => {
    const body = describeParserError(error);
    if (!body) return next(error);
    response.status(body.statusCode).json(body);
  });
}

function describeParserError(error: BodyParserError): ErrorBody | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return { statusCode: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { statusCode: 413, code: 'payload_too_large', message: `The request body is larger than ${MAX_JSON_BODY}.` };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { statusCode: 415, code: 'validation_failed', message: 'The request body must be UTF-8 JSON.' };
    default:
      return null;
  }
}
