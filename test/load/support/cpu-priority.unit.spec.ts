import { transformFileSync } from '@swc/core';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Priorities {
  readonly before: number;
  readonly threads: number[];
  readonly child: number;
  readonly afterAskingForLess: number;
}

/**
 * Runs yieldCpuToServers in a process of its own (lowering a priority cannot be undone without privilege,
 * and this test's process goes on running other tests): the module compiled as it is, then calls to it.
 */
function prioritiesInOwnProcess(nice: number): Priorities {
  const { code } = transformFileSync(join(__dirname, 'cpu-priority.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const probe = `
    const { readdirSync } = require('node:fs');
    const { getPriority } = require('node:os');
    const { execFileSync } = require('node:child_process');
    const before = getPriority();
    exports.yieldCpuToServers(${nice});
    const threads = readdirSync('/proc/self/task').map((thread) => getPriority(Number(thread)));
    const child = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(require("node:os").getPriority()))']));
    exports.yieldCpuToServers(${nice - 1});
    process.stdout.write(JSON.stringify({ before, threads, child, afterAskingForLess: getPriority() }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', `${code}\n${probe}`], { encoding: 'utf8' })) as Priorities;
}

describe('yieldCpuToServers', () => {
  it('lowers every thread of the process, what it starts afterwards starts there too, and it never raises one back', () => {
    const { before, threads, child, afterAskingForLess } = prioritiesInOwnProcess(3);
    const lowered = Math.max(3, before);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.every((nice) => nice === lowered)).toBe(true);
    expect(child).toBe(lowered);
    expect(afterAskingForLess).toBe(lowered);
  });
});
