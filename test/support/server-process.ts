import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const BUILT_SERVER = resolve(__dirname, '../../dist/services/main.js');

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Runs the built server (`npm run build:server`) as its own process, as `npm start` does. */
export async function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run "npm run build:server" first (npm test does)`);
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, AUTH_SECRET: 'crash-test-secret-long-enough-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  // However long the start takes on a busy machine; a server left behind by a test that timed out dies with it.
  const killWithUs = () => child.kill('SIGKILL');
  process.once('exit', killWithUs);
  void exited.then(() => process.off('exit', killWithUs));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    baseUrl,
    child,
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
