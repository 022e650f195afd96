import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnswerValue } from '../../contracts/live/answers.js';
import { AudienceSwarm, loopbackSources, type AnswerOutcome, type Member } from '../load/support/audience-swarm.js';
import { activateSlide, addSlides, type CreatedSlide } from '../load/support/deck-setup.js';
import { EventLogReader } from '../load/support/event-log.js';
import { LiveApi, type Presenter } from '../load/support/live-api.js';
import { freePort, startServer, type ServerUnderTest } from '../load/support/server-under-test.js';
import { seededRandom } from '../load/support/seeded-random.js';
import { waitUntil } from '../support/wait-until.js';

export interface CrashOptions {
  readonly rounds: number;
  readonly audience: number;
  readonly seed?: number;
  readonly log?: (line: string) => void;
}

export interface CrashRound {
  readonly round: number;
  readonly sent: number;
  /** Acknowledged before the kill. */
  readonly acked: number;
  /** Acknowledged answers missing from the log after the restart. */
  readonly lost: number;
  /** Answers in the log more than once (acknowledged or not). */
  readonly duplicates: number;
  /** Unacknowledged answers that made it into the log anyway (committed, the ack lost with the process). */
  readonly unackedButWritten: number;
  /** The results the server shows after the restart differ from the log. */
  readonly resultsMismatch: boolean;
  /** After re-sending the unacknowledged answers (same answerId): every answer once, results equal to all sent. */
  readonly retryMismatch: boolean;
  /** Members whose snapshot after the restart misses one of their acknowledged answers. */
  readonly unsyncedMembers: number;
}

export interface CrashReport {
  readonly seed: number;
  readonly rounds: CrashRound[];
  readonly totals: { sent: number; acked: number; lost: number; duplicates: number; unackedButWritten: number; failedRounds: number };
}

/**
 * Rounds of kill -9 during an answer burst against the built server. Each round activates a new poll, every
 * member answers it at once, and the server is killed when a random share of the acks has arrived. After
 * the restart the log and the results must hold every acknowledged answer exactly once and no answer twice;
 * then the clients re-send what was never acknowledged (same answerId) and everything must add up exactly.
 */
export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  const seed = options.seed ?? Date.now() % 1_000_000;
  const random = seededRandom(seed);
  const log = options.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-crash-rounds-'));
  const port = await freePort();
  const env = { DEFAULT_PLAN: 'pro' };
  let server: ServerUnderTest = await startServer({ dataDir, port, env });
  const api = new LiveApi(server.baseUrl);
  const swarm = new AudienceSwarm(server.baseUrl, loopbackSources(2));
  const activeSlideOf = new Map<Member, string>();
  swarm.listeners = {
    sessionState: (member, snapshot) => activeSlideOf.set(member, snapshot.activeSlide?.id ?? ''),
    slideActivated: (member, slideId) => activeSlideOf.set(member, slideId),
  };
  const rounds: CrashRound[] = [];
  try {
    const presenter = await api.registerPresenter();
    const presentation = await api.createPresentation(presenter, 'Crash rounds');
    const slides = await addSlides(
      api,
      presenter,
      presentation.id,
      Array.from({ length: options.rounds }, (_, index) => ({ type: 'poll' as const, title: `Crash round ${index + 1}`, options: ['Red', 'Green', 'Blue', 'Yellow'] })),
    );
    await activateSlide(api, presenter, presentation.id, slides[0]!.id);
    await swarm.join(api, presentation.accessCode, options.audience, await api.joinToken(presenter, presentation.id));
    await swarm.connectAll();

    for (const [index, slide] of slides.entries()) {
      if (index > 0) await activateSlide(api, presenter, presentation.id, slide.id);
      await waitUntil(() => swarm.members.every((member) => activeSlideOf.get(member) === slide.id));
      const killAfter = 1 + Math.floor(random() * (options.audience - 1));
      let acks = 0;
      const answers = swarm.members.map((member) => ({ member, answerId: randomUUID(), value: choice(slide, random) }));
      const outcomes: AnswerOutcome[] = await Promise.all(
        answers.map(({ member, answerId, value }) =>
          swarm.answer(member, answerId, slide.id, value, 10_000).then((outcome) => {
            if (outcome.ok && ++acks === killAfter) void server.crash();
            return outcome;
          }),
        ),
      );
      await server.crash();
      const killedAt = performance.now();
      server = await startServer({ dataDir, port, env });
      await waitUntil(() => swarm.members.every((member) => member.stateAt > killedAt));

      const acked = new Set(answers.filter((_, at) => outcomes[at]!.ok).map((answer) => answer.answerId));
      const round = await checkRound(api, presenter, presentation.id, dataDir, slide, answers, acked);
      const unsyncedMembers = swarm.members.filter((member) => {
        const mine = new Set(member.synced?.answerIds);
        return answers.some((answer) => answer.member === member && acked.has(answer.answerId) && !mine.has(answer.answerId));
      }).length;

      const retried = await Promise.all(
        answers.filter((answer) => !acked.has(answer.answerId)).map(({ member, answerId, value }) => swarm.answer(member, answerId, slide.id, value)),
      );
      const afterRetry = await checkRound(api, presenter, presentation.id, dataDir, slide, answers, new Set(answers.map((answer) => answer.answerId)));
      const retryMismatch = retried.some((outcome) => !outcome.ok) || afterRetry.lost > 0 || afterRetry.duplicates > 0 || afterRetry.resultsMismatch;
      const result: CrashRound = { round: index + 1, sent: answers.length, acked: acked.size, ...round, retryMismatch, unsyncedMembers };
      rounds.push(result);
      log(
        `round ${result.round}: killed after ${acked.size}/${answers.length} acks; lost ${result.lost}, duplicates ${result.duplicates}, ` +
          `written but unacked ${result.unackedButWritten}, results ${result.resultsMismatch ? 'DIFFER' : 'exact'}, ` +
          `after retry ${retryMismatch ? 'DIFFER' : 'exact'}, unsynced ${unsyncedMembers}`,
      );
    }
  } finally {
    swarm.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sum = (pick: (round: CrashRound) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  return {
    seed,
    rounds,
    totals: {
      sent: sum((round) => round.sent),
      acked: sum((round) => round.acked),
      lost: sum((round) => round.lost),
      duplicates: sum((round) => round.duplicates),
      unackedButWritten: sum((round) => round.unackedButWritten),
      failedRounds: rounds.filter((round) => round.lost > 0 || round.duplicates > 0 || round.resultsMismatch || round.retryMismatch || round.unsyncedMembers > 0).length,
    },
  };
}

/** The log (read from the file) and the results (GET /api/live/presentation/{id}) after a restart. */
async function checkRound(
  api: LiveApi,
  presenter: Presenter,
  presentationId: string,
  dataDir: string,
  slide: CreatedSlide,
  answers: readonly { answerId: string; value: AnswerValue }[],
  acked: ReadonlySet<string>,
): Promise<Pick<CrashRound, 'lost' | 'duplicates' | 'unackedButWritten' | 'resultsMismatch'>> {
  const reader = new EventLogReader(dataDir);
  const logged = reader.answers().filter((answer) => answer.slideId === slide.id);
  reader.close();
  const times = new Map<string, number>();
  for (const answer of logged) times.set(answer.answerId, (times.get(answer.answerId) ?? 0) + 1);
  const lost = [...acked].filter((answerId) => !times.has(answerId)).length;
  const duplicates = [...times.values()].filter((count) => count > 1).length;
  const unackedButWritten = answers.filter((answer) => !acked.has(answer.answerId) && times.has(answer.answerId)).length;
  const expected: Record<string, number> = {};
  for (const answer of answers) {
    if (!times.has(answer.answerId) || answer.value.kind !== 'choice') continue;
    for (const optionId of answer.value.optionIds) expected[optionId] = (expected[optionId] ?? 0) + 1;
  }
  const respondents = answers.filter((answer) => times.has(answer.answerId)).length;
  const resultsMatch = async () => {
    const results = (await api.liveState(presenter, presentationId)).results[slide.id];
    const counts = results?.kind === 'choice' ? results.counts : {};
    return (
      (results?.respondents ?? 0) === respondents &&
      [...new Set([...Object.keys(counts), ...Object.keys(expected)])].every((optionId) => (counts[optionId] ?? 0) === (expected[optionId] ?? 0))
    );
  };
  // The results fold the log in the background after a restart: wait until they show what the log holds,
  // however long that takes (a round that has failed on its log already is only compared once).
  if (lost > 0 || duplicates > 0) return { lost, duplicates, unackedButWritten, resultsMismatch: !(await resultsMatch()) };
  await waitUntil(resultsMatch);
  return { lost, duplicates, unackedButWritten, resultsMismatch: false };
}

function choice(slide: CreatedSlide, random: () => number): AnswerValue {
  return { kind: 'choice', optionIds: [slide.optionIds[Math.floor(random() * slide.optionIds.length)]!] };
}

