import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The checkout's root, found upwards from the working directory: the scripts run compiled (ESM, no
 * __dirname) and under jest (CommonJS, no import.meta), and npm runs both from inside the checkout.
 */
export function repoRoot(from = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'liveslides') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Run this from inside the liveslides checkout (looked upwards from ${from})`);
    dir = parent;
  }
}
