import { randomUUID } from 'node:crypto';
import type { AnswerValue } from '../../../contracts/live/answers.js';
import type { SlideResults } from '../../../contracts/live/results.js';
import type { AnswerOutcome, Member } from '../support/audience-swarm.js';
import type { CreatedSlide } from '../support/deck-setup.js';
import { answerToPresenter } from '../support/result-latency.js';
import { Samples } from '../support/samples.js';
import type { BenchContext, ErrorTally } from './context.js';

export interface SentAnswer {
  readonly answerId: string;
  readonly member: Member;
  readonly slideId: string;
  readonly value: AnswerValue;
  readonly outcome: AnswerOutcome;
}

/** Sends one answer and keeps what was sent beside the server's ack. */
export async function send(ctx: BenchContext, member: Member, slide: CreatedSlide, value: AnswerValue): Promise<SentAnswer> {
  const answerId = randomUUID();
  const outcome = await ctx.swarm.answer(member, answerId, slide.id, value);
  return { answerId, member, slideId: slide.id, value, outcome };
}

export function choiceFor(ctx: BenchContext, slide: CreatedSlide): AnswerValue {
  return { kind: 'choice', optionIds: [slide.optionIds[Math.floor(ctx.random() * slide.optionIds.length)]!] };
}

export interface AnswerStats {
  readonly acked: number;
  readonly ack: Samples;
  readonly firstSentAt: number;
  readonly lastAckAt: number;
}

export function tallyOutcomes(sent: readonly SentAnswer[], errors: ErrorTally): AnswerStats {
  const ack = new Samples();
  let acked = 0;
  let firstSentAt = Infinity;
  let lastAckAt = -Infinity;
  for (const { outcome } of sent) {
    firstSentAt = Math.min(firstSentAt, outcome.sentAt);
    lastAckAt = Math.max(lastAckAt, outcome.ackAt);
    if (outcome.ok) {
      acked += 1;
      ack.add(outcome.ackAt - outcome.sentAt);
    } else errors.add(`answer refused: ${outcome.error}`);
  }
  return { acked, ack, firstSentAt, lastAckAt };
}

/** Answer-to-presenter latency of the slide's answers written after `afterPosition`. */
export function presenterLatency(ctx: BenchContext, slide: CreatedSlide, sent: readonly SentAnswer[], afterPosition: number, errors: ErrorTally): Samples {
  const sentAt = new Map(sent.filter((answer) => answer.outcome.ok).map((answer) => [answer.answerId, answer.outcome.sentAt]));
  const logged = ctx.log.answers(afterPosition).filter((answer) => answer.slideId === slide.id);
  const { samples, missing } = answerToPresenter(logged, ctx.presenterClient.seen.get(slide.id) ?? [], sentAt);
  errors.add('answer never reached the presenter', missing);
  return samples;
}

/** The presenter's final results (over the socket and over GET) must equal what was acknowledged. */
export async function verifyResults(ctx: BenchContext, slide: CreatedSlide, sent: readonly SentAnswer[], errors: ErrorTally): Promise<boolean> {
  const acked = sent.filter((answer) => answer.outcome.ok);
  const expected = expectedResults(acked.map((answer) => answer.value));
  const reached = await ctx.presenterClient.waitForRespondents(slide.id, acked.length, 15_000);
  const overSocket = ctx.presenterClient.latest(slide.id)?.results;
  const overHttp = (await ctx.api.liveState(ctx.presenter, ctx.presentationId)).results[slide.id];
  const exact = reached && sameResults(overSocket, expected) && sameResults(overHttp, expected);
  if (!exact) errors.add('final results differ from the acknowledged answers');
  return exact;
}

interface Expected {
  readonly respondents: number;
  readonly counts: Record<string, number>;
}

function expectedResults(values: readonly AnswerValue[]): Expected {
  const counts: Record<string, number> = {};
  for (const value of values) {
    const keys = value.kind === 'choice' ? value.optionIds : value.kind === 'words' ? value.words : [];
    for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  }
  // Every answer sent is its sender's first to the slide, so each one is a respondent.
  return { respondents: values.length, counts };
}

function sameResults(results: SlideResults | undefined, expected: Expected): boolean {
  if (!results || results.respondents !== expected.respondents) return false;
  const counts =
    results.kind === 'choice' ? results.counts : results.kind === 'words' ? Object.fromEntries(results.words.map((word) => [word.text, word.count])) : {};
  const keys = new Set([...Object.keys(counts), ...Object.keys(expected.counts)]);
  for (const key of keys) if ((counts[key] ?? 0) !== (expected.counts[key] ?? 0)) return false;
  return true;
}
