import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../contracts/events/envelope.js';
import { participantStreamId, sessionStreamId } from '../../contracts/live/constants.js';
import { createApp } from '../../services/bootstrap/create-app.js';
import { ExportJobs } from '../../services/exports/application/export-jobs.js';
import { exportDecider } from '../../services/exports/domain/export.decider.js';
import { loadConfig } from '../../services/infrastructure/config/app-config.js';
import { CommandExecutor } from '../../services/infrastructure/commands/command-executor.js';
import { EVENT_STORE, type EventStore } from '../../services/infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { ReplayService } from '../../services/replay/application/replay.service.js';
import { exportStreamId } from '../../contracts/exports/exports.js';
import { ChildMemoryWatch } from './support/child-memory.js';
import { addSlides } from './support/deck-setup.js';
import { LiveApi } from './support/live-api.js';
import { seededRandom } from './support/seeded-random.js';

/**
 * Issue 23's figures: the Excel export of a 10,000-participant x 20-slide session (time, and the peak RSS of
 * the workbook writer's process and of the server's) and replay seeks (p99 over 50). The deck and the
 * session's start and slide changes go through the API; the admissions and answers are appended straight to
 * the event store in the shapes the deciders write (10,000 phones over sockets would take this machine many
 * minutes to send the same log).
 * Usage: npm run bench:replay-export -- [--participants N] [--slides N] [--seeks N]
 */
const args = new Map(process.argv.slice(2).flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1] ?? '']] : [])));
const PARTICIPANTS = Number(args.get('participants') ?? 10_000);
const SLIDES = Number(args.get('slides') ?? 20);
const SEEKS = Number(args.get('seeks') ?? 50);
const APPENDS_AT_ONCE = 2_000;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function metadata(actorId: string, kind: 'audience' | 'system', at: string) {
  const id = randomUUID();
  return { actor: { kind, id: actorId }, commandId: id, correlationId: id, causationId: id, occurredAt: at, schemaVersion: 1 };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-bench-replay-'));
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789', DEFAULT_PLAN: 'pro' });
  const app = await createApp(config, { serveClient: false, logger: false });
  await app.listen(0, '127.0.0.1');
  try {
    const { port } = app.getHttpServer().address() as { port: number };
    const api = new LiveApi(`http://127.0.0.1:${port}`);
    const eventStore = app.get<EventStore>(EVENT_STORE);
    const random = seededRandom(23);

    // --- The log.
    const built = Date.now();
    const presenter = await api.registerPresenter();
    const presentation = await api.createPresentation(presenter, 'Replay and export bench');
    const slides = await addSlides(
      api,
      presenter,
      presentation.id,
      Array.from({ length: SLIDES }, (_, index) => ({ type: 'poll' as const, title: `Question ${index + 1}`, options: ['Yes', 'No', 'Maybe', 'Later'] })),
    );
    const { sessionId } = await api.activateSlide(presenter, presentation.id, slides[0]!.id);
    const audienceIds = Array.from({ length: PARTICIPANTS }, () => randomUUID());
    for (let from = 0; from < PARTICIPANTS; from += 1_000) {
      const at = new Date().toISOString();
      const admitted: NewEvent[] = audienceIds.slice(from, from + 1_000).map((audienceId, index) => ({
        type: 'AudienceAdmitted',
        data: { audienceId, name: `Person ${from + index + 1}`, emoji: '', fields: {}, sessionId, presentationId: presentation.id, admittedAt: at },
        metadata: metadata('system', 'system', at),
      }));
      await eventStore.append(sessionStreamId(sessionId), admitted.map((event) => ({ ...event, metadata: admitted[0]!.metadata })), 'any');
    }
    for (const [index, slide] of slides.entries()) {
      if (index > 0) await api.activateSlide(presenter, presentation.id, slide.id);
      for (let from = 0; from < PARTICIPANTS; from += APPENDS_AT_ONCE) {
        await Promise.all(
          audienceIds.slice(from, from + APPENDS_AT_ONCE).map((audienceId) => {
            const at = new Date().toISOString();
            const answerId = randomUUID();
            const data = {
              sessionId,
              presentationId: presentation.id,
              audienceId,
              answerId,
              slideId: slide.id,
              slideType: 'poll',
              value: { kind: 'choice', optionIds: [slide.optionIds[Math.floor(random() * slide.optionIds.length)]!] },
              firstForSlide: true,
              submittedAt: at,
            };
            return eventStore.append(participantStreamId(sessionId, audienceId), [{ type: 'AnswerSubmitted', data, metadata: { ...metadata(audienceId, 'audience', at), commandId: answerId } }], 'any', {
              deduplicate: false,
            });
          }),
        );
      }
    }
    await api.expect(200, 'POST', `/api/presentation/${presentation.id}/stop-presenting`, undefined, presenter);
    const head = await eventStore.headPosition();
    await app.get(ProjectionRunner).waitForPosition(head, 600_000);
    console.log(`log: ${PARTICIPANTS} participants x ${SLIDES} slides, ${head} events, built in ${((Date.now() - built) / 1000).toFixed(1)} s`);

    // --- The Excel export, as the job runner writes it (file storage and its events included).
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    const children = new ChildMemoryWatch();
    const exportId = randomUUID();
    await app.get(CommandExecutor).execute({
      streamId: exportStreamId(exportId),
      decider: exportDecider,
      command: { type: 'RequestExport', exportId, sessionId, presentationId: presentation.id, format: 'excel' },
      actor: { kind: 'user', id: presenter.userId },
    });
    const started = process.hrtime.bigint();
    const jobs = app.get(ExportJobs);
    jobs.enqueue({ exportId, sessionId, presentationId: presentation.id, format: 'excel', userId: presenter.userId });
    await jobs.idle();
    const excelMs = Number(process.hrtime.bigint() - started) / 1e6;
    clearInterval(sampler);
    const [writerPeak] = children.stop();
    peak = Math.max(peak, process.memoryUsage().rss);
    const finished = (await eventStore.readStream(exportStreamId(exportId))).at(-1)!;
    if (finished.type !== 'ExportCompleted') throw new Error(`The export ended with ${finished.type}: ${JSON.stringify(finished.data)}`);
    const { bytes } = finished.data as { bytes: number };
    console.log(`excel export: ${(excelMs / 1000).toFixed(2)} s (target <= 15 s), ${mb(bytes)} file`);
    // The workbook is written by a child process (services/exports/application/workbook-process.ts): that is the exporting process.
    console.log(`  workbook writer process: peak RSS ${writerPeak === undefined ? 'not seen' : mb(writerPeak)} (target <= 300 MB)`);
    console.log(`  server process (reads the session, sends the rows): RSS ${mb(before)} before, peak ${mb(peak)}`);

    // --- Replay: load once, then seek to random moments.
    const replays = app.get(ReplayService);
    const loadStarted = process.hrtime.bigint();
    const replay = await replays.replay(sessionId);
    console.log(`replay load: ${(Number(process.hrtime.bigint() - loadStarted) / 1e9).toFixed(2)} s for ${replay.events.length} events, RSS ${mb(process.memoryUsage().rss)}`);
    const positions = replay.events.map((event) => event.position);
    const seeks: number[] = [];
    for (let index = 0; index < SEEKS; index++) {
      const position = positions[Math.floor(random() * positions.length)]!;
      const seekStarted = process.hrtime.bigint();
      const frame = replays.frame(replay, position);
      seeks.push(Number(process.hrtime.bigint() - seekStarted) / 1e6);
      if (frame.position !== position) throw new Error(`Seek to ${position} gave ${frame.position}`);
    }
    seeks.sort((a, b) => a - b);
    console.log(`replay seek (${SEEKS} seeks): p50 ${percentile(seeks, 50).toFixed(1)} ms, p99 ${percentile(seeks, 99).toFixed(1)} ms (target <= 300 ms), max ${seeks.at(-1)!.toFixed(1)} ms`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
