import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Every HTTP route, documented from its zod contracts, at /api/docs (JSON at /api/docs-json). */
export function installApiDocs(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
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
  SwaggerModule.setup('api/docs', app, document, { customSiteTitle: 'LiveSlides API' });
}
