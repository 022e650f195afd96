import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Authenticator } from '../accounts/auth/authenticator.js';
import { SignInRevocations } from '../accounts/auth/sign-in-revocations.js';
import { AppModule } from '../app.module.js';
import { AuthenticatedIoAdapter } from '../infrastructure/realtime/authenticated-io.adapter.js';
import { SocketMessages } from '../infrastructure/realtime/socket-messages.js';
import { SocketsPerMember } from '../infrastructure/realtime/sockets-per-member.js';
import type { Clock } from '../infrastructure/commands/command-executor.js';
import type { AppConfig } from '../infrastructure/config/app-config.js';
import { AllExceptionsFilter } from '../infrastructure/http/all-exceptions.filter.js';
import { installJsonBodyParsing } from '../infrastructure/http/body-parsing.js';
import { installApiDocs } from './api-docs.js';
import { installSecurityHeaders } from './security-headers.js';
import { serveClient } from './serve-client.js';

export interface CreateAppOptions {
  /** Tests run without the built client and with Nest's logger quiet. */
  readonly serveClient?: boolean;
  readonly logger?: false;
  /** The time decisions see (tests move it to pass deadlines); the wall clock by default. */
  readonly clock?: Clock;
}

/** The whole server, configured but not yet listening: main.ts and the API tests share it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.clock), {
    bodyParser: false,
    ...(options.logger === false ? { logger: false } : {}),
  });
  app.disable('x-powered-by');
  app.set('etag', false);
  // Behind a proxy, the client's address (which address-keyed rate limits count) comes from X-Forwarded-For.
  if (config.trustProxy !== false) app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  installSecurityHeaders(app, config.frameAncestors);
  installJsonBodyParsing(app);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  const authenticator = app.get(Authenticator);
  app.useWebSocketAdapter(
    new AuthenticatedIoAdapter(
      app,
      (token) => authenticator.socket(token),
      app.get(SocketMessages),
      app.get(SignInRevocations).revoked$,
      new SocketsPerMember(config.rateLimits.socketsPerAudienceMember),
    ),
  );
  installApiDocs(app);
  if (options.serveClient !== false) serveClient(app, config.clientDir, config.publicUrl);
  return app;
}
