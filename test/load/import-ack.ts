/**
 * `npm run bench:import`: a live audience member's answer ack (answer:submit to its ack) on the built server,
 * first with nothing else running, then while another presenter imports a 100-page PDF (issue 27: "< 100 ms").
 * Prints figures; asserts nothing. `-- --pages 40` imports a shorter PDF.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { pdfOfPages } from '../support/import-documents.js';
import { AudienceSwarm, loopbackSources, type Member } from './support/audience-swarm.js';
import { activateSlide, addSlides, type CreatedSlide } from './support/deck-setup.js';
import { LiveApi } from './support/live-api.js';
import { Samples } from './support/samples.js';
import { startServer } from './support/server-under-test.js';

const pagesArgument = process.argv.indexOf('--pages');
const PAGES = pagesArgument === -1 ? 100 : Number(process.argv[pagesArgument + 1]);
/** One answer every this many ms: a lively room, word cloud entries taking turns among its members. */
const ANSWER_EVERY_MS = 100;
const BASELINE_ANSWERS = 100;
const MEMBERS = 400;
const ENTRIES_PER_MEMBER = 10;
const WORDS = ['coffee', 'tea', 'water', 'juice', 'cocoa', 'milk', 'soda', 'lemonade'];

function line(label: string, samples: Samples): string {
  const { count, p50, p99, max } = samples.summary();
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(1));
  return `  ${label}: n ${count}, p50 ${ms(p50)} ms, p99 ${ms(p99)} ms, max ${ms(max)} ms\n`;
}

/** Answers in turns (member 0, 1, ... then each one's next entry) from turn `from` to `to`, or until `until()`; returns where it stopped. */
async function answerInTurns(swarm: AudienceSwarm, slide: CreatedSlide, from: number, to: number, samples: Samples, until: () => boolean): Promise<number> {
  const pending: Promise<void>[] = [];
  let turn = from;
  for (; turn < to && !until(); turn++) {
    const member: Member = swarm.members[turn % MEMBERS]!;
    const value = { kind: 'words' as const, words: [WORDS[turn % WORDS.length]!] };
    pending.push(
      swarm.answer(member, randomUUID(), slide.id, value).then((outcome) => {
        if (!outcome.ok) throw new Error(`answer refused: ${outcome.error}`);
        samples.add(outcome.ackAt - outcome.sentAt);
      }),
    );
    await sleep(ANSWER_EVERY_MS);
  }
  await Promise.all(pending);
  return turn;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-import-bench-'));
  const server = await startServer({ dataDir, env: { DEFAULT_PLAN: 'pro', RATE_LIMIT_UPLOADS_PER_USER: '1000/60' } });
  const api = new LiveApi(server.baseUrl);
  const swarm = new AudienceSwarm(server.baseUrl, loopbackSources(4));
  try {
    const host = await api.registerPresenter();
    const { id: liveDeck } = await api.expect<{ id: string }>(201, 'POST', '/api/presentation', { name: 'Live poll' }, host);
    const [cloud] = await addSlides(api, host, liveDeck, [{ type: 'wordCloud', title: 'What do you drink?', fields: { entriesPerParticipant: ENTRIES_PER_MEMBER } }]);
    await activateSlide(api, host, liveDeck, cloud!.id);
    const { accessCode } = await api.expect<DeckDocument>(200, 'GET', `/api/presentation/${liveDeck}`, undefined, host);
    await swarm.join(api, accessCode, MEMBERS, await api.joinToken(host, liveDeck));
    await swarm.connectAll();

    const baseline = new Samples();
    const next = await answerInTurns(swarm, cloud!, 0, BASELINE_ANSWERS, baseline, () => false);

    const importer = await api.registerPresenter();
    const { id: target } = await api.expect<{ id: string }>(201, 'POST', '/api/presentation', { name: 'Imported handout' }, importer);
    const pdf = await pdfOfPages(PAGES);
    const form = new FormData();
    form.append('presentationId', target);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'handout.pdf');
    const started = performance.now();
    let importDone = false;
    const imported = fetch(`${server.baseUrl}/api/upload/file-document/v2`, { method: 'POST', body: form, headers: { authorization: `Bearer ${importer.token}` } }).then(async (response) => {
      importDone = true;
      const body = (await response.json()) as { slideIds?: string[]; message?: string };
      if (response.status !== 201) throw new Error(`import answered ${response.status}: ${body.message}`);
      return { slideCount: body.slideIds!.length, seconds: (performance.now() - started) / 1000 };
    });
    const during = new Samples();
    await answerInTurns(swarm, cloud!, next, MEMBERS * ENTRIES_PER_MEMBER, during, () => importDone);
    const ranOut = !importDone;
    const result = await imported;

    process.stdout.write(`Answer ack while a ${PAGES}-page PDF is imported (built server, embedded store, loopback; machine shared, figures only indicative):\n`);
    process.stdout.write(line('no import running', baseline));
    process.stdout.write(line(`during the import (${result.slideCount} slides in ${result.seconds.toFixed(1)} s)`, during));
    if (ranOut) process.stdout.write('  (the audience ran out before the import ended: the figures cover only its start)\n');
  } finally {
    swarm.members.forEach((member) => member.socket?.disconnect());
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
