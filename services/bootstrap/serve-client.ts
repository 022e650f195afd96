import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from '@nestjs/common';
import { withPublicUrlMeta } from './public-url-meta.js';

/**
 * Serves the built React client and answers every other non-API GET with its index.html, so client-side
 * routes (/apps/presentations, /presentation/:id, ...) work on reload. The page carries the public address.
 */
/** Spec doc 1 §2: pages not indexed by search engines (the header reaches crawlers that run no script). */
const NOINDEX_PREFIXES = ['/share/'];

export function serveClient(app: NestExpressApplication, clientDir: string, publicUrl: string): void {
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    new Logger('Client').warn(`No built client at ${clientDir}; run "npm run build:client". Serving the API only.`);
    return;
  }
  const indexHtml = withPublicUrlMeta(readFileSync(indexFile, 'utf8'), publicUrl);
  app.useStaticAssets(clientDir, { index: false, maxAge: '1h', immutable: false });
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/') || request.path.startsWith('/socket.io');
    if (request.method !== 'GET' || isApi) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (NOINDEX_PREFIXES.some((prefix) => request.path.startsWith(prefix))) response.setHeader('X-Robots-Tag', 'noindex');
    response.type('html').send(indexHtml);
  });
}
