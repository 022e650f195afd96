import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { raiseOpenFilesScript } from './open-files.js';
import { repoRoot } from './repo-root.js';

export interface ServerUnderTest {
  readonly baseUrl: string;
  readonly port: number;
  readonly pid: number;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  crash(): Promise<void>;
  /** SIGTERM: the server's shutdown hooks run (projections stop, stores close). */
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly dataDir: string;
  readonly port?: number;
  readonly env?: Record<string, string>;
  /** The server's open-file limit (one descriptor per socket); raised through bash before node starts. */
  readonly openFiles?: number;
  /** Extra node flags, e.g. --cpu-prof. */
  readonly nodeArgs?: readonly string[];
  /** The script to run; default the built server (npm run build:server), started as `npm run serve` starts it. */
  readonly script?: string;
  readonly healthPath?: string;
}

/** A fixed secret, so audience tokens stay valid across the restarts of crash rounds. */
export const TEST_AUTH_SECRET = 'load-and-crash-harness-secret-0123456789';

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

export function builtServerPath(): string {
  return join(repoRoot(), 'dist/services/main.js');
}

/**
 * How the product runs its built server: the environment settings and node flags of `npm run serve`
 * (package.json), so the server under test starts exactly as a deployment does.
 */
export function serveCommand(): ScriptCommand {
  return packageScriptCommand('serve', 'dist/services/main.js');
}

export interface ScriptCommand {
  readonly env: Record<string, string>;
  readonly nodeFlags: string[];
}

/**
 * The environment settings and node flags with which an npm script of package.json runs `entry`: the last
 * command of the script must be "[VAR=value ...] node [flags] <entry>".
 */
export function packageScriptCommand(script: string, entry: string): ScriptCommand {
  const manifest = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = manifest.scripts[script]?.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  const node = words.indexOf('node');
  if (node < 0 || words.at(-1) !== entry) throw new Error(`package.json "${script}" does not end in "[VAR=value ...] node [flags] ${entry}": ${manifest.scripts[script]}`);
  const env = Object.fromEntries(words.slice(0, node).map((assignment) => assignment.split('=') as [string, string]));
  return { env, nodeFlags: words.slice(node + 1, -1) };
}

/** Runs the built server as its own process, as `npm start` does, and waits until it answers /api/health. */
export async function startServer(options: StartOptions): Promise<ServerUnderTest> {
  const script = options.script ?? builtServerPath();
  const serve = options.script ? { env: {}, nodeFlags: [] } : serveCommand();
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build:server" first`);
  const port = options.port ?? (await freePort());
  const child = spawn('bash', ['-c', raiseOpenFilesScript(options.openFiles ?? 4_096), process.execPath, ...serve.nodeFlags, ...(options.nodeArgs ?? []), script], {
    cwd: repoRoot(),
    env: {
      ...process.env,
      ...serve.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_SERVER_LOG=<file> keeps everything the server prints (e.g. with BENCH_SERVER_NODE_ARGS=--trace-gc).
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (chunk: Buffer) => {
    if (logFile) appendFileSync(logFile, chunk);
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Server exited during start:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}${options.healthPath ?? '/api/health'}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy in time:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    baseUrl,
    port,
    // bash execs node, so the child's pid is the server's.
    pid: child.pid!,
    dataDir: options.dataDir,
    child,
    output: () => output,
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in bytes (VmRSS), or 0 once it is gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time every process of the machine has used, in milliseconds (from /proc/stat). */
export function machineCpuMillis(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is everything but idle and iowait.
  const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return (busy * 1000) / 100;
}

/** CPU time a process has used (user + system), in milliseconds. */
export function cpuMillis(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after "pid (comm)".
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
