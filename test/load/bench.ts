import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, getPriority, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { runCrashRounds } from '../crash/crash-rounds.js';
import { ResourceMeter, waitForQuiet, type BenchContext } from './phases/context.js';
import { pollBurst } from './phases/poll-burst.js';
import { qnaPhase } from './phases/qna.js';
import { reconnectStorm } from './phases/reconnect-storm.js';
import { sustainedPolls } from './phases/sustained-polls.js';
import { entriesPerPerson, wordCloud } from './phases/word-cloud.js';
import { measureBareSocketIo, startBareSocketIo } from './raw/bare-socketio.js';
import { measureGroupCommit } from './raw/sqlite-group-commit.js';
import { evaluateTargets, PHASE_NAMES, renderReport, type BenchResults, type PhaseName } from './report.js';
import { AudienceSwarm, loopbackSources, type Member } from './support/audience-swarm.js';
import { yieldCpuToServers } from './support/cpu-priority.js';
import { activateSlide, addSlides } from './support/deck-setup.js';
import { EventLogReader } from './support/event-log.js';
import { LiveApi } from './support/live-api.js';
import { ensureOpenFiles } from './support/open-files.js';
import { PresenterClient } from './support/presenter-client.js';
import { replayInOwnProcess } from './support/replay-process.js';
import { reportScenario } from './phases/report-scenario.js';
import { repoRoot } from './support/repo-root.js';
import { BroadcastLag } from './support/result-latency.js';
import { now } from './support/samples.js';
import { seededRandom } from './support/seeded-random.js';
import { rssBytes, startServer, type ServerUnderTest } from './support/server-under-test.js';

/**
 * npm run bench [-- --sockets 10000 --rate 2500 --seconds 60 --words 5000 --sources 8 --crash-rounds 3
 *                  --questions 2000 --upvotes 50000 --seed 1 --skip-raw --cpu-prof --keep-data
 *                  --phases burst,sustained,wordCloud,storm,qna]
 * (environment: BENCH_SOCKETS, BENCH_RATE, BENCH_SECONDS, ...; BENCH_SERVER_NODE_ARGS adds node flags to the
 * server). Prints figures; asserts nothing.
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return Number(process.argv[index + 1]);
  const fromEnv = process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`];
  return fromEnv ? Number(fromEnv) : fallback;
}
/** --phases qna (or BENCH_PHASES=qna) runs only the phases named, comma-separated; all of them by default. */
function chosenPhases(): ReadonlySet<PhaseName> {
  const index = process.argv.indexOf('--phases');
  const list = index >= 0 ? process.argv[index + 1] : process.env.BENCH_PHASES;
  if (!list) return new Set(PHASE_NAMES);
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PHASE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--phases: unknown ${unknown.join(', ')} (known: ${PHASE_NAMES.join(', ')})`);
  return new Set(names as PhaseName[]);
}
const flag = (name: string) => process.argv.includes(`--${name}`) || process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`] === '1';

const sockets = option('sockets', 10_000);
const rate = option('rate', 2_500);
const seconds = option('seconds', 60);
const words = option('words', 5_000);
const sourceCount = option('sources', 8);
const crashRounds = option('crash-rounds', 3);
const questions = option('questions', 2_000);
const upvotes = option('upvotes', 50_000);
const seed = option('seed', 1);
const phasesToRun = chosenPhases();
const openFiles = sockets + 2_048;
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<void> {
  const limit = ensureOpenFiles(openFiles);
  if (limit.soft < openFiles) log(`warning: open-file limit ${limit.soft} < ${openFiles}; run as a user who may raise it (ulimit -n)`);
  const sources = loopbackSources(sourceCount);
  const startedAt = new Date().toISOString();
  const scratch = mkdtempSync(join(tmpdir(), 'liveslides-bench-'));

  log('raw limit: bare SQLite group commit');
  const sqliteGroupCommit = measureGroupCommit([1, 10, 50, 100, 250, 500, 1_000]);
  const serverNice = getPriority();
  // Both servers start before the bench lowers its priority after the connect (see below), so both run above it.
  const bareServer = flag('skip-raw') ? null : await startBareSocketIo(openFiles, join(scratch, 'bare'));
  if (bareServer) startedServers.push(bareServer);
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  const profileDir = join(repoRoot(), 'test/load/results/profiles');
  if (flag('cpu-prof')) mkdirSync(profileDir, { recursive: true });
  const server = await startServer({
    dataDir,
    env: { DEFAULT_PLAN: 'pro', CPU_PROFILE_DIR: profileDir },
    openFiles,
    nodeArgs: [
      ...(flag('cpu-prof') ? ['--import', join(repoRoot(), 'dist/test/load/support/cpu-profile-preload.js')] : []),
      // Diagnostics, e.g. BENCH_SERVER_NODE_ARGS="--heapsnapshot-signal=SIGUSR2 --max-old-space-size=512".
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  });
  /** With --cpu-prof, each phase's server CPU profile goes to test/load/results/profiles (see cpu-profile-preload.ts). */
  const profiled = async <T>(phase: () => Promise<T>): Promise<T> => {
    const others = await waitForQuiet(server.pid);
    if (others > 25) log(`    the rest of the machine is busy (${others}% of a core): figures will be skewed`);
    if (!flag('cpu-prof')) return phase();
    process.kill(server.pid, 'SIGWINCH');
    try {
      return await phase();
    } finally {
      process.kill(server.pid, 'SIGURG');
    }
  };
  startedServers.push(server);
  serverOutput = () => server.output();
  log(`server pid ${server.pid} on ${server.baseUrl}, data in ${dataDir}`);
  const api = new LiveApi(server.baseUrl);
  const presenter = await api.registerPresenter();
  const presentation = await api.createPresentation(presenter, 'Load bench');
  const sustainedSlides = phasesToRun.has('sustained') ? Math.ceil((rate * seconds) / sockets) : 0;
  const perPerson = entriesPerPerson(words, sockets);
  const slides = await addSlides(api, presenter, presentation.id, [
    { type: 'poll', title: 'Burst poll', options: ['Red', 'Green', 'Blue', 'Yellow'] },
    ...Array.from({ length: sustainedSlides }, (_, index) => ({ type: 'poll' as const, title: `Sustained poll ${index + 1}`, options: ['A', 'B', 'C', 'D'] })),
    { type: 'wordCloud', title: 'Word cloud', fields: { entriesPerParticipant: perPerson } },
    { type: 'question', title: 'Q&A' },
  ]);
  const [burstSlide, ...rest] = slides;
  const qnaSlide = rest.pop()!;
  const cloudSlide = rest.pop()!;
  await activateSlide(api, presenter, presentation.id, burstSlide!.id);
  const presenterClient = new PresenterClient(server.baseUrl, presenter, presentation.id);
  await presenterClient.open();

  const swarm = new AudienceSwarm(server.baseUrl, sources);
  const connectMeter = new ResourceMeter(server.pid);
  let started = now();
  log(`joining ${sockets} audience members`);
  await swarm.join(api, presentation.accessCode, sockets, await api.joinToken(presenter, presentation.id));
  const joinSeconds = (now() - started) / 1000;
  log(`joined in ${joinSeconds.toFixed(1)} s; ${api.joinRetries} joins retried after the session's join budget answered 429`);
  started = now();
  log(`connecting ${sockets} sockets from ${sources.length} source addresses`);
  await swarm.connectAll();
  const connectSeconds = (now() - started) / 1000;
  await new Promise((wait) => setTimeout(wait, 2_000));
  const heldRssMB = Math.round(rssBytes(server.pid) / 1024 / 1024);
  connectMeter.stop();
  log(`${swarm.connectedCount()} sockets held; server RSS ${heldRssMB} MB`);
  // Joining and connecting run at equal priority: lowered from the start, the held RSS came out higher (NOTES.md).
  const benchNice = yieldCpuToServers();
  log(`the bench now runs at nice ${benchNice}, the servers under test at ${serverNice} (see support/cpu-priority.ts)`);

  const activeSlideOf = new Map<Member, string>();
  const lag = new BroadcastLag();
  const ctx: BenchContext = {
    api,
    presenter,
    presentationId: presentation.id,
    swarm,
    presenterClient,
    server,
    log: new EventLogReader(dataDir),
    lag,
    random: seededRandom(seed),
    activeSlideOf,
  };
  swarm.listeners = {
    sessionState: (member, snapshot) => activeSlideOf.set(member, snapshot.activeSlide?.id ?? ''),
    slideActivated: (member, slideId, at) => {
      activeSlideOf.set(member, slideId);
      lag.activationArrived(slideId, at);
      ctx.onActivated?.(member, slideId);
    },
    resultsUpdated: (_member, slideId, results, at) => {
      if (results) lag.resultsArrived(slideId, results.respondents, at);
    },
  };
  for (const member of swarm.members) activeSlideOf.set(member, member.synced?.activeSlideId ?? '');

  const run = async <T>(name: PhaseName, phase: () => Promise<T>): Promise<T | undefined> => {
    if (phasesToRun.has(name)) return profiled(phase);
    log('    not run (--phases)');
    return undefined;
  };
  log('(1) poll burst');
  const burst = await run('burst', () => pollBurst(ctx, burstSlide!));
  if (burst) log(`    ${burst.acked} acked in ${burst.seconds} s, ack p99 ${burst.ackMs.p99} ms, errors ${burst.errors}`);
  log(`(2) sustained: ${rate}/s for ${seconds} s over ${rest.length} polls`);
  const sustained = await run('sustained', () => sustainedPolls(ctx, rest, rate, seconds));
  if (sustained) {
    log(`    ${sustained.acked} acked at ${sustained.answersPerSecond}/s, ack p50 ${sustained.ackMs.p50} ms p99 ${sustained.ackMs.p99} ms, errors ${sustained.errors}`);
    log(`    ack p50/p99 (ms) of each slide's window: ${String(sustained.notes.ackP50P99ByWindow)}`);
    log(`    the bench's own event loop delay (ms): ${JSON.stringify(sustained.notes.benchLoopDelayMs)}`);
    log(`    answers sent after their moment (ms; the paced sender catching up): ${JSON.stringify(sustained.notes.sendDelayMs)}`);
  }
  log(`(3) word cloud: ${words} entries`);
  const cloud = await run('wordCloud', () => wordCloud(ctx, cloudSlide, words));
  if (cloud) log(`    ${String(cloud.notes.entries)} entries in ${cloud.seconds} s, errors ${cloud.errors}`);
  log('(4) reconnect storm');
  const storm = await run('storm', () => reconnectStorm(ctx, cloudSlide.id));
  if (storm) {
    log(`    recovered in ${storm.seconds} s, errors ${storm.errors}; connect errors ${String(storm.notes.connectErrors)}, retried reconnects ${String(storm.notes.reconnectRetries)}`);
    log(`    snapshot after the drop (ms): ${JSON.stringify(storm.notes.snapshotAfterDropMs)}`);
  }
  log(`(5) Q&A: ${questions} questions and ${upvotes} upvotes in ${seconds} s`);
  const qna = await run('qna', () => qnaPhase(ctx, qnaSlide, questions, upvotes, seconds));
  if (qna) log(`    ${qna.acked} acked, ack p50 ${qna.ackMs.p50} ms p99 ${qna.ackMs.p99} ms; presenter's top 20 shows a vote within p50 ${qna.presenterResultMs.p50} ms p99 ${qna.presenterResultMs.p99} ms; server RSS peak ${qna.serverRssPeakMB} MB; errors ${qna.errors}`);
  const socketsHeldAtEnd = swarm.connectedCount();
  const peakRssMB = Math.max(heldRssMB, ...[burst, sustained, cloud, storm, qna].map((phase) => phase?.serverRssPeakMB ?? 0));

  swarm.close();
  presenterClient.close();
  let bareSocketIo = null;
  if (bareServer) {
    // Measured last, with the bench lowered as for our phases (its connect too, unlike ours: the bare
    // server's held RSS is a reference, not a target).
    await waitForQuiet(bareServer.pid);
    log(`raw limit: bare socket.io with ${sockets} sockets`);
    bareSocketIo = await measureBareSocketIo(bareServer, sockets, sources);
  }
  await api.waitForProjections();
  let report = null;
  if (!flag('skip-report')) {
    log("report: the session's report, its Excel export and 50 replay seeks, over HTTP on this log (issue 23)");
    report = await profiled(() => reportScenario(api, presenter, presentation.id, server.pid, ctx.random));
    log(`    report ready p50 ${report.reportReadyMs.p50} ms max ${report.reportReadyMs.max} ms; Excel ${report.excel.seconds} s (writer peak ${report.excel.writerPeakMB ?? '-'} MB, ${report.excel.fileMB} MB file); replay loaded in ${report.replayLoadMs} ms, seek p50 ${report.seekMs.p50} ms p99 ${report.seekMs.p99} ms`);
  }
  ctx.log.close();
  await server.stop();

  const busy = await waitForQuiet(server.pid, 25, 30_000, true);
  if (busy > 25) log(`    the machine is still busy (${busy}% of a core): the replay figure will be skewed`);
  log('replay: every read model rebuilt from the bench log into fresh collections, in a process of its own');
  const replay = await replayInOwnProcess(dataDir);
  log(`    ${replay.eventsPerSecond} events/s over ${replay.events} events`);
  let crash = null;
  if (crashRounds > 0) {
    log(`crash: ${crashRounds} rounds of kill -9 during an answer burst`);
    crash = await runCrashRounds({ rounds: crashRounds, audience: 300, seed, log: (line) => log(`    ${line}`) });
  }

  const results: BenchResults = {
    startedAt,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, kernel: release() },
    settings: { sockets, rate, seconds, words, questions, upvotes, sources, crashRounds, seed, plan: 'pro', serverNice, benchNice, phases: [...phasesToRun] },
    raw: { sqliteGroupCommit, bareSocketIo },
    connect: { sockets, joinSeconds: round(joinSeconds), connectSeconds: round(connectSeconds), heldRssMB, peakRssMB, socketsHeldAtEnd },
    phases: { burst, sustained, wordCloud: cloud, storm, qna },
    crash,
    replay,
    report,
  };
  const targets = evaluateTargets(results, sockets, rate, seconds);
  console.log(`\n${renderReport(results, targets)}\n`);
  const resultsDir = join(repoRoot(), 'test/load/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `bench-${startedAt.replaceAll(':', '-').slice(0, 19)}.json`);
  const json = JSON.stringify({ ...results, targets }, null, 2);
  writeFileSync(file, json);
  writeFileSync(join(resultsDir, 'latest.json'), json);
  log(`results written to ${file}`);
  if (flag('keep-data')) log(`data kept in ${dataDir}`);
  else rmSync(scratch, { recursive: true, force: true });
}

const round = (value: number) => Math.round(value * 100) / 100;
let serverOutput = () => '';
/** Killed if the bench fails, so that no server outlives it. */
const startedServers: ServerUnderTest[] = [];

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.error(`server output (tail):\n${serverOutput().slice(-4_000)}`);
    for (const server of startedServers) server.child.kill('SIGKILL');
    process.exit(1);
  },
);
