import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/**
 * Every HTTP route, documented from its zod contracts, at /api/docs (JSON at /api/docs-json). The document is
 * built at its first request: a node that is never asked does not hold it.
 */
export function installApiDocs(app: INestApplication): void {
  const buildDocument = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('LiveSlides API')
        .setDescription(
          'Event-sourced API of the LiveSlides live-presentation platform. Errors always have the shape ' +
            '{statusCode, code, message, details}. Revisions travel as ETag / If-Match.',
        )
        .setVersion('0.1.0')
        .addBearerAuth()
        .build(),
    );
  SwaggerModule.setup('api/docs', app, buildDocument, { customSiteTitle: 'LiveSlides API' });
}
