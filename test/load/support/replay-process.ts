import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReplayReport } from '../../replay/replay-read-models.js';
import { repoRoot } from './repo-root.js';
import { packageScriptCommand } from './server-under-test.js';

/**
 * Rebuilds every read model of a stopped server's data in a process of its own, started with the node
 * flags of `npm run projections` (a rebuild is run by that CLI, never inside a busy process): run inside
 * the bench, the rebuild would share its heap with ten thousand clients' state and its collector with
 * theirs.
 */
export async function replayInOwnProcess(dataDir: string): Promise<ReplayReport> {
  const scratch = mkdtempSync(join(tmpdir(), 'liveslides-replay-report-'));
  const reportFile = join(scratch, 'report.json');
  const { env, nodeFlags } = packageScriptCommand('projections', 'dist/services/cli/projections.js');
  try {
    const child = spawn(process.execPath, [...nodeFlags, join(repoRoot(), 'dist/test/replay/run-replay.js'), '--data-dir', dataDir, '--report-json', reportFile], {
      cwd: repoRoot(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Exit code 1 means the read models differ: the report says which, and the bench reports it.
    try {
      return JSON.parse(readFileSync(reportFile, 'utf8')) as ReplayReport;
    } catch {
      throw new Error(`The replay exited with ${code} and no report:\n${output}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
