/**
 * `npm run attack:rich-text`: measures what issue 20's rich-text attack costs the built server, in a process of
 * its own: a fresh guest's 20 KB of nested tags on someone else's slide (time to the 4xx), and the owner's 1 MB of
 * costly rich text (time to the answer) with audience answer acks and health checks timed while it runs.
 * Prints figures; asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { RICH_TEXT_MAX_LENGTH } from '../../contracts/slides/constants.js';
import { BLOCKS_IN_A_MEGABYTE, costlyCanvas } from '../support/costly-rich-text.js';
import { activateSlide, addSlides } from './support/deck-setup.js';
import { LiveApi } from './support/live-api.js';
import { startServer } from './support/server-under-test.js';

const ROUNDS = 20;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `n ${sorted.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-attack-'));
  const server = await startServer({ dataDir, env: { DEFAULT_PLAN: 'pro' } });
  const api = new LiveApi(server.baseUrl);
  const sockets: Socket[] = [];
  try {
    const owner = await api.registerPresenter();
    const presentation = await api.createPresentation(owner, 'Attack target');
    const polls = await addSlides(api, owner, presentation.id, Array.from({ length: ROUNDS }, (_, index) => ({ type: 'poll' as const, title: `Poll ${index}`, options: ['Yes', 'No'] })));
    const guest = await api.expect<{ token: string }>(201, 'POST', '/api/users/create-guest', {});

    const nested = { titleHTML: '<b>'.repeat(6_666) };
    const guestTimes: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const { ms, value } = await timed(() => api.call('PATCH', `/api/slide/${polls[round]!.id}`, nested, { token: guest.token, userId: '', email: '', sessionCookie: '' }));
      guestTimes.push(ms);
      statuses.add(value.status);
    }
    console.log(`guest's 20 KB nested-tag PATCH on another's slide: statuses ${[...statuses].join(', ')}; ${summary(guestTimes)}`);

    await activateSlide(api, owner, presentation.id, polls[0]!.id);
    const joinToken = await api.joinToken(owner, presentation.id);
    for (let index = 0; index < 40; index++) {
      const joined = await api.join(presentation.accessCode, `P${index}`, joinToken);
      const socket = io(server.baseUrl, { auth: { token: joined.token }, transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      await new Promise((resolve) => socket.once('session:state', resolve));
    }
    const canvas = { canvasBlocks: costlyCanvas(BLOCKS_IN_A_MEGABYTE, RICH_TEXT_MAX_LENGTH) };
    console.log(`owner's body: ${(Buffer.byteLength(JSON.stringify(canvas)) / 1024).toFixed(0)} KiB of rich text in ${BLOCKS_IN_A_MEGABYTE} blocks`);
    const answerTimes: number[] = [];
    const healthTimes: number[] = [];
    const patchTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      await activateSlide(api, owner, presentation.id, polls[round]!.id);
      const freestyle = await api.expect<{ id: string }>(201, 'POST', '/api/slide/create', { presentationId: presentation.id, type: 'freestyle' }, owner);
      let done = false;
      const patch = timed(() => api.call('PATCH', `/api/slide/${freestyle.id}`, canvas, owner)).finally(() => (done = true));
      const answering = (async () => {
        for (const socket of sockets) {
          if (done) return;
          const { ms } = await timed(() => socket.timeout(10_000).emitWithAck('answer:submit', { answerId: randomUUID(), slideId: polls[round]!.id, value: { kind: 'choice', optionIds: [polls[round]!.optionIds[0]] } }));
          answerTimes.push(ms);
        }
      })();
      const checking = (async () => {
        while (!done) healthTimes.push((await timed(() => fetch(`${server.baseUrl}/api/health`))).ms);
      })();
      const { ms, value } = await patch;
      await Promise.all([answering, checking]);
      if (value.status !== 200) throw new Error(`The owner's PATCH answered ${value.status}`);
      patchTimes.push(ms);
    }
    console.log(`owner's 1 MB PATCH answered: ${summary(patchTimes)}`);
    console.log(`answer acks while it ran: ${summary(answerTimes)}`);
    console.log(`GET /api/health while it ran: ${summary(healthTimes)}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
