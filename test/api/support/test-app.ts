import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp, type CreateAppOptions } from '../../../services/bootstrap/create-app.js';
import { loadConfig, type AppConfig } from '../../../services/infrastructure/config/app-config.js';
import { STORAGE } from '../../../services/infrastructure/infrastructure.module.js';
import { ProjectionRunner } from '../../../services/infrastructure/projections/projection-runner.js';
import type { Storage } from '../../../services/infrastructure/storage-factory.js';
import { waitUntil } from '../../support/wait-until.js';

export interface TestApp {
  readonly app: NestExpressApplication;
  /** Starts listening on a free port (for socket.io clients) and returns the base URL. */
  listen(): Promise<string>;
  readonly http: TestAgent;
  readonly storage: Storage;
  readonly config: AppConfig;
  /**
   * Once every read model has folded the log up to `position` (by default its head), however long a busy machine
   * takes: a route waits for its own writes only so long.
   */
  caughtUp(position?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every API test comes from one address (127.0.0.1), so the budgets kept per address are raised here, through
 * their documented variables, for suites that register and join many people; the rate-limit suites set
 * them back to the defaults (an empty value).
 */
export const ONE_ADDRESS_LIMITS: Readonly<Record<string, string>> = {
  RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '1000000/3600',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000/900',
  RATE_LIMIT_JOINS_PER_ADDRESS: '1000000/60',
  RATE_LIMIT_CODE_MISSES_PER_ADDRESS: '1000000/600',
  RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS: '1000000/3600',
};

/**
 * The real server on the embedded stores, in a fresh data directory, driven over HTTP. Given `dataDir`, it
 * shares that directory's stores with other instances (nodes), and leaves the directory to the caller.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { dataDir?: string } & Pick<CreateAppOptions, 'clock'> = {}): Promise<TestApp> {
  const { dataDir: sharedDataDir, ...appOptions } = options;
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), 'liveslides-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789', ...ONE_ADDRESS_LIMITS, ...env });
  const app = await createApp(config, { serveClient: false, logger: false, ...appOptions });
  await app.init();
  return {
    app,
    listen: async () => {
      await app.listen(0, '127.0.0.1');
      const address = app.getHttpServer().address() as { port: number };
      return `http://127.0.0.1:${address.port}`;
    },
    http: request(app.getHttpServer()),
    storage: app.get<Storage>(STORAGE),
    config,
    caughtUp: async (position) => {
      const upTo = position ?? (await app.get<Storage>(STORAGE).eventStore.headPosition());
      await waitUntil(() => app.get(ProjectionRunner).waitForPosition(upTo));
    },
    close: async () => {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let emailCounter = 0;

export async function registerPresenter(http: TestAgent, fields: Partial<Record<'email' | 'firstName' | 'lastName', string>> = {}) {
  emailCounter += 1;
  const response = await http
    .post('/api/users/create-presenter')
    .send({
      email: fields.email ?? `presenter${emailCounter}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: fields.firstName ?? 'Ada',
      lastName: fields.lastName ?? 'Lovelace',
    })
    .expect(201);
  return response.body as { token: string; user: { id: string; email: string } };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
