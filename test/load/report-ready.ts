import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '../../contracts/events/envelope.js';
import type { AnswerValue } from '../../contracts/live/answers.js';
import { participantStreamId, sessionStreamId } from '../../contracts/live/constants.js';
import type { Projection } from '../../projections/projection.js';
import { chatProjection } from '../../projections/chat/chat.projection.js';
import { ideasBoardProjection } from '../../projections/ideas/ideas-board.projection.js';
import { leaderboardProjection } from '../../projections/leaderboard/leaderboard.projection.js';
import { qnaProjection } from '../../projections/qna/qna.projection.js';
import { liveResultsProjection } from '../../projections/live-results/live-results.projection.js';
import { computeReport, participantAnswerRows, reportNeedsEveryAnswer, withEveryAnswer, type ReportDeck, type ReportDeckSlide } from '../../projections/report/compute-report.js';
import { reportParticipantId, type ReportParticipantDocument } from '../../projections/report/report-participant.document.js';
import { reportParticipantsProjection, withParticipantStream } from '../../projections/report/report-participants.projection.js';
import { joinLeaderboardParts } from '../../projections/leaderboard/leaderboard-parts.js';
import type { LeaderboardDocument } from '../../projections/leaderboard/leaderboard.document.js';
import type { SessionSummaryDocument } from '../../projections/report/session-summary.document.js';
import { sessionSummaryProjection } from '../../projections/report/session-summary.projection.js';
import { loadConfig } from '../../services/infrastructure/config/app-config.js';
import type { EventStore } from '../../services/infrastructure/event-store/event-store.port.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import type { JsonDocument, ReadStore } from '../../services/infrastructure/read-store/read-store.port.js';
import { openStorage } from '../../services/infrastructure/storage-factory.js';
import { readSessionFold, type ParticipantStreams } from '../../services/reports/application/session-fold-reader.js';

/**
 * npm run bench:report [-- --participants 10000 --runs 5]
 * Writes a session's log (participants x 20 slides: polls, word clouds, open-ended, ratings and a 5-question
 * quiz) straight into a fresh embedded event store, folds the report's read models from it with the
 * projection runner's rebuild, then times "report ready": reading the session's folded state and computing
 * every figure of its report (computeReport), as GET /api/report does, interleaved with the former report that
 * carried every person's answers (all 10,000 streams read), and one person's answers as audience-info-report reads
 * them. Prints figures; asserts nothing.
 */
const REPORT_READY_TARGET_MS = 2_000;
const APPEND_CONCURRENCY = 500;

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? Number(process.argv[index + 1]) : fallback;
}

type Kind = 'poll' | 'wordCloud' | 'openEnded' | 'scale' | 'pickAnswer';
const SLIDE_KINDS: readonly Kind[] = ['poll', 'wordCloud', 'openEnded', 'scale', 'pickAnswer'];
const WORDS = ['focus', 'calm', 'busy', 'growth', 'team', 'speed', 'quality', 'fun'];

const metadata = (occurredAt: string): NewEvent['metadata'] => {
  const id = randomUUID();
  return { actor: { kind: 'system', id: 'bench' }, commandId: id, correlationId: id, causationId: id, occurredAt, schemaVersion: 1 };
};
const event = (type: string, data: object, at: string): NewEvent => ({ type, data, metadata: metadata(at) });

function deckOf(presentationId: string): ReportDeck {
  const slides: ReportDeckSlide[] = Array.from({ length: 20 }, (_, index) => {
    const type = SLIDE_KINDS[index % SLIDE_KINDS.length]!;
    const options = type === 'poll' || type === 'pickAnswer' || type === 'scale' ? ['A', 'B', 'C', 'D'].map((title, at) => ({ id: `s${index}-o${at}`, title, image: null, correct: type === 'pickAnswer' && at === 0, order: at + 1 })) : [];
    return { id: `s${index}`, type, slideType: null, title: `Slide ${index + 1}`, order: index + 1, options, addCorrectOption: false };
  });
  return { id: presentationId, name: 'Bench report', slides };
}

function answerOf(slide: ReportDeckSlide, person: number): AnswerValue {
  switch (slide.type) {
    case 'poll':
    case 'pickAnswer':
      return { kind: 'choice', optionIds: [slide.options[(person * 7 + slide.order) % 4]!.id] };
    case 'wordCloud':
      return { kind: 'words', words: [WORDS[(person + slide.order) % WORDS.length]!] };
    case 'openEnded':
      return { kind: 'text', text: `Answer ${person} to ${slide.title}` };
    default:
      return { kind: 'rating', ratings: Object.fromEntries(slide.options.map((option, at) => [option.id, ((person + at) % 5) + 1])) };
  }
}

async function inChunks<T>(items: readonly T[], size: number, each: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(each));
}

/** The session's log, as the live run appends it: session stream, then one stream per person. */
async function writeLog(eventStore: EventStore, presentationId: string, sessionId: string, deck: ReportDeck, participants: number): Promise<number> {
  const clock = Date.parse('2026-11-26T09:00:00.000Z');
  let tick = 0;
  const at = () => new Date(clock + tick++).toISOString();
  const sessionStream = sessionStreamId(sessionId);
  let sessionRevision = -1;
  const onSession = async (events: NewEvent[]) => {
    // One append is one command: its events share the command's ids.
    const shared = events[0]!.metadata;
    const command = events.map((each) => ({ ...each, metadata: { ...shared, occurredAt: each.metadata.occurredAt } }));
    await eventStore.append(sessionStream, command, sessionRevision === -1 ? 'no_stream' : sessionRevision);
    sessionRevision += events.length;
  };
  await onSession([event('SessionStarted', { sessionId, presentationId, ownerId: 'bench', plan: 'pro', participantLimit: participants, startedAt: at() }, at())]);
  const people = Array.from({ length: participants }, (_, index) => ({ index, audienceId: randomUUID() }));
  for (let start = 0; start < people.length; start += 1_000) {
    await onSession(
      people.slice(start, start + 1_000).map(({ index, audienceId }) =>
        event('AudienceAdmitted', { audienceId, name: `Person ${index}`, emoji: '🙂', fields: {}, teamId: `team-${(index % 5) + 1}`, sessionId, presentationId, admittedAt: at() }, at()),
      ),
    );
  }
  const revisions = new Map<string, number>();
  let written = 1 + participants;
  for (const slide of deck.slides) {
    const started = at();
    const quiz = slide.type === 'pickAnswer';
    const sessionEvents = [event('LiveSlideActivated', { sessionId, presentationId, slideId: slide.id, activatedAt: started }, started)];
    if (quiz) {
      const options = slide.options.map(({ id, title }) => ({ id, title, image: null }));
      sessionEvents.push(
        event(
          'QuizQuestionStarted',
          {
            sessionId,
            presentationId,
            slideId: slide.id,
            slideType: 'pickAnswer',
            kind: 'choice',
            timeLimitSeconds: 30,
            play: { kind: 'choice', multiple: false, options },
            key: { kind: 'choice', optionIds: [slide.options[0]!.id] },
            number: Math.floor(slide.order / SLIDE_KINDS.length) + 1,
            startedAt: started,
            closesAt: new Date(Date.parse(started) + 30_000).toISOString(),
            manualReveal: false,
            teamScoringRule: 'total',
            activation: null,
          },
          started,
        ),
      );
    }
    await onSession(sessionEvents);
    await inChunks(people, APPEND_CONCURRENCY, async ({ index, audienceId }) => {
      const stream = participantStreamId(sessionId, audienceId);
      const revision = revisions.get(stream) ?? -1;
      const submittedAt = new Date(Date.parse(started) + 1_000 + (index % 20_000)).toISOString();
      const data = { sessionId, presentationId, audienceId, answerId: randomUUID(), slideId: slide.id, slideType: slide.type, value: answerOf(slide, index), firstForSlide: true, submittedAt };
      await eventStore.append(stream, [event('AnswerSubmitted', data, submittedAt)], revision === -1 ? 'no_stream' : revision);
      revisions.set(stream, revision + 1);
    });
    written += sessionEvents.length + participants;
    if (quiz) {
      await onSession([event('QuizQuestionEnded', { sessionId, presentationId, slideId: slide.id, at: at(), reason: 'everyoneAnswered', answered: participants, joined: participants, online: participants, activation: null }, at())]);
      written += 1;
    }
  }
  await onSession([event('SessionStopped', { sessionId, presentationId, stoppedAt: at() }, at())]);
  return written + 1;
}

const collectionOf = (name: string) => {
  const projection = ([...REPORT_PROJECTIONS, qnaProjection, ideasBoardProjection, chatProjection] as unknown as Projection<JsonDocument>[]).find((candidate) => candidate.name === name)!;
  return versionedCollection(name, projection.version);
};

async function readFold(readStore: ReadStore, eventStore: EventStore, sessionId: string, streams: ParticipantStreams) {
  const summary = await readStore.get<SessionSummaryDocument>(collectionOf(sessionSummaryProjection.name), sessionId);
  if (!summary) throw new Error('No session summary was folded');
  return readSessionFold(readStore, eventStore, collectionOf, summary, streams);
}

/** GET /api/audiences/{id}/audience-info-report's work: the person's document and stream, the leaderboard, their rows. */
async function oneParticipantsAnswers(readStore: ReadStore, eventStore: EventStore, deck: ReportDeck, sessionId: string, audienceId: string) {
  const [document, parts] = await Promise.all([
    readStore.get<ReportParticipantDocument>(collectionOf(reportParticipantsProjection.name), reportParticipantId(sessionId, audienceId)),
    readStore.find<LeaderboardDocument>(collectionOf(leaderboardProjection.name), { where: { sessionId } }),
  ]);
  const participant = withParticipantStream(document!, await eventStore.readStream(participantStreamId(sessionId, audienceId)));
  return participantAnswerRows(deck, joinLeaderboardParts(parts), participant);
}

/** The read models the bench's log feeds (it has no questions, ideas or chat: their collections are read empty). */
const REPORT_PROJECTIONS = [sessionSummaryProjection, reportParticipantsProjection, liveResultsProjection, leaderboardProjection];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  const participants = flag('participants', 10_000);
  const runs = flag('runs', 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-report-bench-'));
  const storage = await openStorage(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' }));
  try {
    const presentationId = randomUUID();
    const sessionId = randomUUID();
    const deck = deckOf(presentationId);
    let started = performance.now();
    const events = await writeLog(storage.eventStore, presentationId, sessionId, deck, participants);
    console.log(`Log: ${events.toLocaleString('en')} events (${participants.toLocaleString('en')} participants x ${deck.slides.length} slides) written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    await rebuildProjections(storage.eventStore, storage.readStore, REPORT_PROJECTIONS as unknown as Projection<JsonDocument>[]);
    console.log(`Report read models folded from the log in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    if (reportNeedsEveryAnswer(deck)) throw new Error('The bench deck has a poll with a correct option: the report would read every stream');
    const before: number[] = [];
    const after: number[] = [];
    const reads: number[] = [];
    const person: number[] = [];
    let figures = '';
    let same = true;
    for (let run = 0; run < runs; run++) {
      // Interleaved, so a busy machine weighs on both alike.
      let begin = performance.now();
      const everything = await readFold(storage.readStore, storage.eventStore, sessionId, 'read');
      const former = withEveryAnswer(deck, everything, computeReport(deck, everything));
      before.push(performance.now() - begin);
      begin = performance.now();
      const fold = await readFold(storage.readStore, storage.eventStore, sessionId, 'skipped');
      reads.push(performance.now() - begin);
      const report = computeReport(deck, fold);
      after.push(performance.now() - begin);
      // The figures are the same; only the per-person answers moved out of the report.
      same &&= JSON.stringify(report) === JSON.stringify({ ...former, participants: former.participants.map(({ answers: _answers, ...rest }) => rest) });
      const someone = fold.participants[(run * 997) % fold.participants.length]!.audienceId;
      begin = performance.now();
      const rows = await oneParticipantsAnswers(storage.readStore, storage.eventStore, deck, sessionId, someone);
      person.push(performance.now() - begin);
      same &&= JSON.stringify(rows) === JSON.stringify(former.participants.find((candidate) => candidate.audienceId === someone)!.answers);
      figures = `${report.summary.participants} participants, ${report.summary.responses} responses, engagement ${report.summary.engagementText}, ${report.leaderboard.individual.length} on the leaderboard, ${report.difficultQuestions.length} difficult questions`;
    }
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
    const worst = (values: number[]) => Math.round(Math.max(...values));
    console.log(`Report: ${figures}; same figures and answers as the former report: ${same ? 'yes' : 'NO'}`);
    console.log(`Before (the report with every person's answers, 10,000 streams read), ${runs} runs: median ${median(before)} ms, max ${worst(before)} ms`);
    console.log(`After: reading the folded session median ${median(reads)} ms of it`);
    console.log(`Report ready after (read the folded session + computeReport), ${runs} runs: median ${median(after)} ms, max ${worst(after)} ms; target <= ${REPORT_READY_TARGET_MS} ms: ${worst(after) <= REPORT_READY_TARGET_MS ? 'PASS' : 'MISS'}`);
    console.log(`One person's answers (audience-info-report): median ${median(person)} ms, max ${worst(person)} ms`);
    console.log(`RSS ${mb(process.memoryUsage().rss)} MB, heap used ${mb(process.memoryUsage().heapUsed)} MB`);
  } finally {
    await storage.readStore.close();
    await storage.eventStore.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
