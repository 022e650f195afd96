/**
 * `npm run bench:folders`: how long the built server on the embedded store takes to list a folder holding 500
 * presentations (GET /api/folder/{id}, issue 24's "under 100 ms" figure). Prints figures; asserts nothing.
 * `-- --slides 20` gives every deck 20 slides first: the listing should not grow with them (thumbnails are read lazily).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAX_PRESENTATIONS_PER_FOLDER } from '../../contracts/folders/constants.js';
import { addSlides } from './support/deck-setup.js';
import { LiveApi } from './support/live-api.js';
import { startServer } from './support/server-under-test.js';

const WARM_UP_ROUNDS = 5;
const ROUNDS = 50;
const slidesArgument = process.argv.indexOf('--slides');
const SLIDES_PER_DECK = slidesArgument === -1 ? 0 : Number(process.argv[slidesArgument + 1]);

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `n ${sorted.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-folder-bench-'));
  const server = await startServer({ dataDir });
  const api = new LiveApi(server.baseUrl);
  try {
    const owner = await api.registerPresenter();
    const { folder } = await api.expect<{ folder: { folderId: string } }>(201, 'POST', '/api/folder', { folderName: 'Five hundred' }, owner);
    const ids: string[] = [];
    for (let i = 0; i < MAX_PRESENTATIONS_PER_FOLDER; i++) {
      const { id } = await api.expect<{ id: string }>(201, 'POST', '/api/presentation', { name: `Deck ${i}` }, owner);
      const specs = Array.from({ length: SLIDES_PER_DECK }, (_, n) => ({ type: 'poll' as const, title: `Question ${n + 1} of deck ${i}`, options: ['Yes', 'No', 'Maybe'] }));
      await addSlides(api, owner, id, specs);
      ids.push(id);
    }
    await api.expect(200, 'POST', `/api/account-folder/${owner.userId}/presentation/move-to-folder`, { presentationIds: ids, folderId: folder.folderId }, owner);
    await api.waitForProjections();

    const times: Record<string, number[]> = { 'updatedAt desc (default)': [], 'name asc': [] };
    const queries: Record<string, string> = { 'updatedAt desc (default)': '', 'name asc': '?sortColumn=name&sortOrder=asc' };
    for (const [label, query] of Object.entries(queries)) {
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const started = performance.now();
        const listed = await api.expect<{ presentations: unknown[] }>(200, 'GET', `/api/folder/${folder.folderId}${query}`, undefined, owner);
        const ms = performance.now() - started;
        if (listed.presentations.length !== MAX_PRESENTATIONS_PER_FOLDER) throw new Error(`Listed ${listed.presentations.length} presentations`);
        if (round >= WARM_UP_ROUNDS) times[label]!.push(ms);
      }
    }
    process.stdout.write(`Folder listing, ${MAX_PRESENTATIONS_PER_FOLDER} presentations of ${SLIDES_PER_DECK} slides, embedded store, over HTTP on loopback:\n`);
    for (const [label, values] of Object.entries(times)) process.stdout.write(`  ${label}: ${summary(values)}\n`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
