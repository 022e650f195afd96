import type { INestApplication } from '@nestjs/common';
import helmet from 'helmet';
import { EMBED_FRAME_SOURCES } from '../../contracts/slides/embed-hosts.js';

/**
 * Security headers on every response (helmet): a Content-Security-Policy under which only the app's own
 * script files run (no inline script; the built client and Swagger UI load theirs from files), nosniff, and
 * no Referer leaving the app (join links carry a join token). Pages may be framed only by the origins in
 * FRAME_ANCESTORS (the embedded modes a deployment offers: the PowerPoint add-in, meeting and chat apps);
 * without it, by none.
 */
export function installSecurityHeaders(app: INestApplication, frameAncestors: readonly string[]): void {
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Rich text keeps class and style on spans, and Swagger UI carries a style block.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Slide images are uploads (this origin) or https pictures from other sites (Unsplash, Giphy, pasted links),
          // never plain http; QR codes are drawn as data URLs. Audio links go anywhere.
          imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
          mediaSrc: ["'self'", 'https:', 'http:'],
          fontSrc: ["'self'", 'data:'],
          // Embed and video slides frame the players and viewers their links are converted to, and nothing else.
          frameSrc: [...EMBED_FRAME_SOURCES],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"],
        },
      },
      // frame-ancestors says who may frame; the older header could only say "nobody" or "same origin".
      xFrameOptions: frameAncestors.length > 0 ? false : { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );
}
