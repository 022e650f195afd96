import type { Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './test-app.js';

export interface SuiteServer {
  readonly t: TestApp;
  readonly baseUrl: string;
  /** Sockets the suite opens; disconnected when it ends. */
  readonly sockets: Socket[];
}

/** A test app listening for socket clients, started before the suite's tests and closed after them. */
export function suiteServer(env: Record<string, string> = {}): SuiteServer {
  const suite = { t: undefined as unknown as TestApp, baseUrl: '', sockets: [] as Socket[] };
  beforeAll(async () => {
    suite.t = await startTestApp(env);
    suite.baseUrl = await suite.t.listen();
  });
  afterAll(async () => {
    for (const socket of suite.sockets) socket.disconnect();
    await suite.t.close();
  });
  return suite;
}
