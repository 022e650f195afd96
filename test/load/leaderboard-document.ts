import { BSON } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '../../contracts/events/envelope.js';
import { participantStreamId, sessionStreamId } from '../../contracts/live/constants.js';
import type { LeaderboardDocument } from '../../projections/leaderboard/leaderboard.document.js';
import { foldLeaderboard } from '../../projections/leaderboard/fold-leaderboard.js';
import { leaderboardProjection, toLeaderboardEvent } from '../../projections/leaderboard/leaderboard.projection.js';
import { presentLeaderboard } from '../../projections/leaderboard/present-leaderboard.js';
import { SqliteEventStore } from '../../services/infrastructure/event-store/sqlite-event-store.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import type { JsonDocument } from '../../services/infrastructure/read-store/read-store.port.js';
import { SqliteReadStore } from '../../services/infrastructure/read-store/sqlite-read-store.js';
import type { Projection } from '../../projections/projection.js';
import { seededRandom } from './support/seeded-random.js';

/**
 * node dist/test/load/leaderboard-document.js [--members 10000] [--questions 10]   (after npm run build:scripts)
 * One quiz session's leaderboard, folded from a generated log as one document (the live view's; the read model
 * keeps it in parts, test/load/leaderboard-parts-size.unit.spec.ts): everyone answers every question.
 * Prints, once everyone has joined and after each ended question, the whole document's JSON and BSON size, the CPU time
 * folding the question's answers and ending it took, and the CPU time encoding and ranking the document take (CPU
 * time, so that other work on the machine skews the figures less); then rebuilds the read model from the log in a
 * SQLite event and read store, as `npm run projections` does, and prints events/s. Prints figures; asserts nothing.
 */
function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const QUESTION_MS = 20_000;

type StreamEvent = NewEvent & { readonly streamId: string };

function quizLog(members: number, questions: number): StreamEvent[][] {
  const random = seededRandom(11);
  const sessionId = randomUUID();
  const on = { sessionId, presentationId: randomUUID() };
  const event = (type: string, data: Record<string, unknown>, streamId: string): StreamEvent => {
    const commandId = randomUUID();
    const metadata = { actor: { kind: 'system' as const, id: 'leaderboard-figures' }, commandId, correlationId: commandId, causationId: commandId, occurredAt: new Date(T0).toISOString(), schemaVersion: 1 };
    return { type, data, metadata, streamId };
  };
  const session = sessionStreamId(sessionId);
  const audience = Array.from({ length: members }, () => randomUUID());
  const steps: StreamEvent[][] = [[event('SessionStarted', { ...on, ownerId: 'o', plan: 'pro', participantLimit: members, startedAt: new Date(T0).toISOString() }, session)]];
  steps.push(audience.map((audienceId, index) => event('AudienceAdmitted', { ...on, audienceId, name: `Player ${index + 1}`, emoji: '🙂', fields: {}, admittedAt: new Date(T0).toISOString() }, session)));
  for (let number = 1; number <= questions; number++) {
    const slideId = randomUUID();
    const startedAt = T0 + number * 60_000;
    const options = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    steps.push([
      event('QuizQuestionStarted', {
        ...on, slideId, slideType: 'pickAnswer', kind: 'choice', timeLimitSeconds: QUESTION_MS / 1000, play: { kind: 'choice', multiple: false, options: [] },
        key: { kind: 'choice', optionIds: [options[0]] }, number, startedAt: new Date(startedAt).toISOString(), closesAt: new Date(startedAt + QUESTION_MS).toISOString(),
        manualReveal: false, teamScoringRule: 'average', activation: null,
      }, session),
    ]);
    steps.push(
      audience.map((audienceId) =>
        event('AnswerSubmitted', {
          ...on, audienceId, answerId: randomUUID(), slideId, slideType: 'pickAnswer', value: { kind: 'choice', optionIds: [options[Math.floor(random() * 4)]] },
          firstForSlide: true, submittedAt: new Date(startedAt + Math.floor(random() * QUESTION_MS)).toISOString(),
        }, participantStreamId(sessionId, audienceId)),
      ),
    );
    steps.push([event('QuizQuestionEnded', { ...on, slideId, at: new Date(startedAt + QUESTION_MS).toISOString(), reason: 'timeUp', answered: null, joined: null, online: null, activation: null }, session)]);
  }
  return steps;
}

/** CPU milliseconds of this process since `since` (process.cpuUsage()). */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 100) / 10;
};
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

async function main(): Promise<void> {
  const members = flag('members', 10_000);
  const questions = flag('questions', 10);
  const steps = quizLog(members, questions);
  const recorded: RecordedEvent[] = [];
  let document: LeaderboardDocument | null = null;
  const fold = (events: readonly StreamEvent[]) => {
    for (const event of events) {
      const position = recorded.length + 1;
      const stored: RecordedEvent = { ...event, id: randomUUID(), revision: 0, position };
      recorded.push(stored);
      document = foldLeaderboard(document, toLeaderboardEvent(stored));
    }
  };
  console.log(`leaderboard projection v${leaderboardProjection.version}: ${members.toLocaleString('en')} members, ${questions} questions`);
  fold(steps[0]!);
  const rows: Record<string, number | string>[] = [];
  const measure = (questions: number, foldAnswersMs: number | null, endQuestionMs: number | null) => {
    let started = process.cpuUsage();
    const json = JSON.stringify(document);
    const stringifyMs = cpuMs(started);
    started = process.cpuUsage();
    presentLeaderboard(document!, 10);
    const rankMs = cpuMs(started);
    rows.push({
      questions,
      jsonMB: megabytes(Buffer.byteLength(json)),
      bsonMB: megabytes(BSON.calculateObjectSize(document as unknown as JsonDocument)),
      foldAnswersMs: foldAnswersMs ?? '-',
      usPerAnswer: foldAnswersMs === null ? '-' : Math.round((foldAnswersMs * 1000) / members),
      endQuestionMs: endQuestionMs ?? '-',
      stringifyMs,
      rankMs,
    });
  };
  let started = process.cpuUsage();
  fold(steps[1]!);
  console.log(`admitting everyone: ${cpuMs(started)} ms CPU`);
  measure(0, null, null);
  for (let step = 2; step < steps.length; step += 3) {
    fold(steps[step]!);
    started = process.cpuUsage();
    fold(steps[step + 1]!);
    const answersMs = cpuMs(started);
    started = process.cpuUsage();
    fold(steps[step + 2]!);
    measure((step - 2) / 3 + 1, answersMs, cpuMs(started));
  }
  console.log('CPU milliseconds:');
  console.table(rows);

  const dir = mkdtempSync(join(tmpdir(), 'liveslides-leaderboard-'));
  const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readStore = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    for (const group of steps) {
      for (let from = 0; from < group.length; from += 500) {
        await Promise.all(group.slice(from, from + 500).map(({ streamId, ...event }) => eventStore.append(streamId, [event], 'any', { deduplicate: false })));
      }
    }
    const started = process.cpuUsage();
    const result = await rebuildProjections(eventStore, readStore, [leaderboardProjection as unknown as Projection<JsonDocument>]);
    const cpuSeconds = cpuMs(started) / 1000;
    console.log(
      `rebuild from the log: ${result.events.toLocaleString('en')} events in ${Math.round(result.seconds * 100) / 100} s, ` +
        `${result.eventsPerSecond.toLocaleString('en')} events/s (${Math.round(result.events / cpuSeconds).toLocaleString('en')} per CPU second)`,
    );
  } finally {
    await eventStore.close();
    await readStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
