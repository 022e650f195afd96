/**
 * `npm run bench:themes`: how long the built server on the embedded store takes to answer the theme lists (issue 28's
 * "under 50 ms on the embedded store"): the 12 official themes, a presenter's own saved themes, and the themes their
 * team shares. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LiveApi } from './support/live-api.js';
import { startServer } from './support/server-under-test.js';

const WARM_UP_ROUNDS = 5;
const ROUNDS = 100;
const SAVED_THEMES = 50;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `n ${sorted.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-theme-bench-'));
  const server = await startServer({ dataDir });
  const api = new LiveApi(server.baseUrl);
  try {
    const owner = await api.registerPresenter();
    const member = await api.registerPresenter();
    await api.expect(201, 'POST', '/api/accounts', { name: 'Designers', licenseQuantity: 5 }, owner);
    const { invitations } = await api.expect<{ invitations: { invitationId: string }[] }>(201, 'POST', '/api/invitations', { emails: [member.email] }, owner);
    await api.expect(200, 'POST', `/api/invitations/${invitations[0]!.invitationId}/accept`, undefined, member);
    for (let i = 0; i < SAVED_THEMES; i++) {
      const theme = await api.expect<{ id: string }>(201, 'POST', '/api/presentation-themes', { themeName: `Brand ${i}`, textColour: '#111111', baseColour: '#fafafa', fontFamily: 'Lato' }, owner);
      await api.expect(200, 'PATCH', `/api/presentation-themes/${theme.id}`, { isShareWithTeam: true }, owner);
    }
    await api.waitForProjections();

    const lists: Record<string, { path: string; as: typeof owner; count: number }> = {
      'official (12)': { path: '/api/presentation-themes/official', as: member, count: 12 },
      [`personal (${SAVED_THEMES})`]: { path: '/api/presentation-themes', as: owner, count: SAVED_THEMES },
      [`share-by-team (${SAVED_THEMES})`]: { path: '/api/presentation-themes/share-by-team', as: member, count: SAVED_THEMES },
    };
    process.stdout.write(`Theme lists, embedded store, over HTTP on loopback:\n`);
    for (const [label, { path, as, count }] of Object.entries(lists)) {
      const times: number[] = [];
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
        const started = performance.now();
        const listed = await api.expect<{ themes: unknown[] }>(200, 'GET', path, undefined, as);
        const ms = performance.now() - started;
        if (listed.themes.length !== count) throw new Error(`${label} listed ${listed.themes.length} themes`);
        if (round >= WARM_UP_ROUNDS) times.push(ms);
      }
      process.stdout.write(`  ${label}: ${summary(times)}\n`);
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
