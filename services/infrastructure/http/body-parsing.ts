import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ErrorBody } from '../../../contracts/errors/error-body.js';
import { toErrorBody } from './error-body.factory.js';
import { cleanTexts } from './text-hygiene.js';

/** Decks are edited in small commands; a megabyte is far beyond any legitimate body. */
export const MAX_JSON_BODY = '1mb';

/** File uploads (spec doc 3 §7 "POST /api/upload/..."): the one place a multipart body is read, by the upload route itself. */
export const UPLOAD_PATH_PREFIX = '/api/upload/';
/** Spec doc 3 §7 "POST /api/presentation/import-sheet/": a quiz spreadsheet, read by its route like an upload. */
export const SHEET_IMPORT_PATH = '/api/presentation/import-sheet';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

const NOT_JSON: ErrorBody = {
  statusCode: 415,
  code: 'unsupported_media_type',
  message: 'The request body must be JSON, sent with Content-Type: application/json.',
};

/**
 * JSON bodies are parsed here (not by Nest's default parser) so malformed or oversized bodies get the
 * product's error shape: the error handler sits right after the parser, before any route. Every API body is
 * JSON, file uploads aside: one of another type is refused (415) rather than read as if none had been sent. Text in the body is
 * checked and normalised (text-hygiene.ts) before any route sees it.
 */
export function installJsonBodyParsing(app: INestApplication): void {
  app.use('/api', (request: Request, response: Response, next: NextFunction) => {
    if (!carriesBody(request) || request.is(['application/json', '+json'])) return next();
    const uploads = request.originalUrl.startsWith(UPLOAD_PATH_PREFIX) || request.originalUrl.split('?')[0]!.replace(/\/$/, '') === SHEET_IMPORT_PATH;
    if (uploads && request.is('multipart/form-data')) return next();
    response.status(415).json(NOT_JSON);
  });
  app.use(express.json({ limit: MAX_JSON_BODY, strict: true }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    try {
      cleanTexts(request.body);
    } catch (error) {
      const body = toErrorBody(error);
      response.status(body.statusCode).json(body);
      return;
    }
    next();
  });
  app.use((error: BodyParserError, _request: Request, response: Response, next: NextFunction) => {
    const body = describeParserError(error);
    if (!body) return next(error);
    response.status(body.statusCode).json(body);
  });
}

/** A body of any length but none: chunked, or a Content-Length above zero. */
function carriesBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
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
