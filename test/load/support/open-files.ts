import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface OpenFileLimit {
  readonly soft: number;
  readonly hard: number;
}

/** RLIMIT_NOFILE of a process, from /proc (Node has no getrlimit). */
export function openFileLimit(pid: number | 'self' = 'self'): OpenFileLimit {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const [soft, hard] = (line ?? '').replace('Max open files', '').trim().split(/\s+/);
  const parse = (value: string | undefined) => (value === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(value));
  return { soft: parse(soft), hard: parse(hard) };
}

/**
 * A bash prefix that raises the open-file limit to `wanted` (root may raise the hard limit too) or, failing
 * that, to the hard limit, then execs the command given as "$0" "$@".
 */
export function raiseOpenFilesScript(wanted: number): string {
  return `ulimit -n ${wanted} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
}

const REEXEC_MARK = 'LIVESLIDES_OPEN_FILES_RAISED';

/**
 * Each socket is a file descriptor on both ends. When this process may hold fewer than `needed`, it runs
 * itself again under a raised limit (once) and exits with that run's status.
 */
export function ensureOpenFiles(needed: number): OpenFileLimit {
  const limit = openFileLimit();
  if (limit.soft >= needed || process.env[REEXEC_MARK]) return limit;
  const result = spawnSync('bash', ['-c', raiseOpenFilesScript(Math.max(needed, 65_536)), process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [REEXEC_MARK]: '1' },
  });
  process.exit(result.status ?? 1);
}
