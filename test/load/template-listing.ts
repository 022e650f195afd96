/**
 * `npm run bench:templates`: how long the built server on the embedded store takes to answer the template library,
 * admin picks, search and a community folder (issue 28's "under 50 ms" figure), with the official templates and
 * `--community N` (default 60) published community decks. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addSlides } from './support/deck-setup.js';
import { LiveApi } from './support/live-api.js';
import { Samples } from './support/samples.js';
import { startServer } from './support/server-under-test.js';

const WARM_UP_ROUNDS = 5;
const ROUNDS = 50;
const communityArgument = process.argv.indexOf('--community');
const COMMUNITY_DECKS = communityArgument === -1 ? 60 : Number(process.argv[communityArgument + 1]);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-template-bench-'));
  const server = await startServer({ dataDir });
  const api = new LiveApi(server.baseUrl);
  try {
    const seedStarted = performance.now();
    await api.expect(200, 'GET', '/api/templates/');
    process.stdout.write(`First library read (writes the official templates): ${(performance.now() - seedStarted).toFixed(0)} ms\n`);
    const author = await api.registerPresenter();
    for (let i = 0; i < COMMUNITY_DECKS; i++) {
      const { id } = await api.expect<{ id: string }>(201, 'POST', '/api/presentation', { name: `Community deck ${i}` }, author);
      await addSlides(api, author, id, Array.from({ length: 3 }, (_, n) => ({ type: 'poll' as const, title: `Question ${n + 1}`, options: ['Yes', 'No'] })));
      await api.expect(200, 'POST', '/api/community/public-presentations/', { presentationId: id, category: 'Fun' }, author);
    }
    await api.waitForProjections();

    const paths: Record<string, string> = {
      'library (GET /api/templates/)': '/api/templates/',
      'admin picks (GET /api/templates/admin-picked)': '/api/templates/admin-picked',
      'search (GET /api/templates/search/?q=quiz)': '/api/templates/search/?q=quiz',
      'community folder 1 (GET /api/community/templates/)': '/api/community/templates/',
    };
    process.stdout.write(`Template lists, official templates + ${COMMUNITY_DECKS} community decks, embedded store, over HTTP on loopback:\n`);
    for (const [label, path] of Object.entries(paths)) {
      const times = new Samples();
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const started = performance.now();
        await api.expect(200, 'GET', path);
        if (round >= WARM_UP_ROUNDS) times.add(performance.now() - started);
      }
      const { count, p50, p95, max } = times.summary();
      process.stdout.write(`  ${label}: n ${count}, p50 ${p50} ms, p95 ${p95} ms, max ${max} ms\n`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
