import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Member } from '../support/audience-swarm.js';
import { activateSlide, type CreatedSlide } from '../support/deck-setup.js';
import { now, Samples } from '../support/samples.js';
import { ErrorTally, ResourceMeter, sleep, type BenchContext, type PhaseReport } from './context.js';
import { choiceFor, presenterLatency, send, tallyOutcomes, verifyResults, type SentAnswer } from './answering.js';

/** Answers of one slide are sent over this share of its window; the rest leaves room for the last acks. */
const SEND_SHARE = 0.95;

/**
 * (2) A steady stream: poll slides are activated in turn and every socket answers each one once, at its
 * own moment inside the slide's window, so every answer is a legitimate first answer. With N sockets and
 * a rate R, a window lasts N/R seconds; the next slide is activated when its window starts and the previous
 * slide's answers are all acknowledged (a server that falls behind makes the windows slip, which shows).
 */
export async function sustainedPolls(ctx: BenchContext, slides: readonly CreatedSlide[], rate: number, seconds: number): Promise<PhaseReport> {
  const errors = new ErrorTally();
  const meter = new ResourceMeter(ctx.server.pid);
  ctx.lag.reset();
  const members = ctx.swarm.members;
  const windowMs = (members.length / rate) * 1000;
  const used = slides.slice(0, Math.ceil((rate * seconds) / members.length));
  const sent: SentAnswer[] = [];
  const afterPositions = new Map<string, number>();
  const phaseStart = now() + 100;
  // The bench's own event loop stalls too (its collector, 10,000 sockets' reads): an ack read late here
  // counts as a slow ack, so the phase reports how long this side was held up.
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  benchLoop.enable();

  for (const [index, slide] of used.entries()) {
    await sleep(phaseStart + index * windowMs - now());
    const windowStart = now();
    afterPositions.set(slide.id, ctx.log.head());
    ctx.lag.activationRequestedAt(slide.id, windowStart);
    const pending: Promise<SentAnswer>[] = [];
    const waiting = new Set<Member>();
    const fire = (member: Member) => pending.push(send(ctx, member, slide, choiceFor(ctx, slide)));
    ctx.onActivated = (member, slideId) => {
      if (slideId === slide.id && waiting.delete(member)) fire(member);
    };
    const activated = activateSlide(ctx.api, ctx.presenter, ctx.presentationId, slide.id);
    const order = shuffled(members, ctx.random);
    let cursor = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(order.length, Math.floor(((now() - windowStart) / (windowMs * SEND_SHARE)) * order.length) + 1);
        for (; cursor < due; cursor++) {
          const member = order[cursor]!;
          if (ctx.activeSlideOf.get(member) === slide.id) fire(member);
          else waiting.add(member);
        }
        if (cursor >= order.length) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    await activated;
    const deadline = now() + 15_000;
    while (waiting.size > 0 && now() < deadline) await sleep(5);
    errors.add('slide:activated not received', waiting.size);
    ctx.onActivated = undefined;
    sent.push(...(await Promise.all(pending)));
  }
  benchLoop.disable();
  const stats = tallyOutcomes(sent, errors);
  const plannedEnd = phaseStart + used.length * windowMs;
  const exact: boolean[] = [];
  const presenter = new Samples();
  /** Ack p50 and p99 of each slide's window, in order: shows whether the server slows down as the phase goes on. */
  const ackByWindow: string[] = [];
  for (const slide of used) {
    const ofSlide = sent.filter((answer) => answer.slideId === slide.id);
    const acks = new Samples();
    for (const { outcome } of ofSlide) if (outcome.ok) acks.add(outcome.ackAt - outcome.sentAt);
    const { p50, p99 } = acks.summary();
    ackByWindow.push(`${Math.round(p50 ?? 0)}/${Math.round(p99 ?? 0)}`);
    exact.push(await verifyResults(ctx, slide, ofSlide, errors));
    presenter.addAll(presenterLatency(ctx, slide, ofSlide, afterPositions.get(slide.id)!, errors));
  }
  const elapsed = (stats.lastAckAt - stats.firstSentAt) / 1000;
  return {
    name: 'sustained polls',
    answers: sent.length,
    acked: stats.acked,
    errors: errors.total,
    errorKinds: errors.kinds,
    seconds: Math.round(elapsed * 1000) / 1000,
    answersPerSecond: Math.round(stats.acked / elapsed),
    ackMs: stats.ack.summary(),
    presenterResultMs: presenter.summary(),
    audienceResultsLagMs: ctx.lag.results.summary(),
    slideActivationLagMs: ctx.lag.activations.summary(),
    ...meter.stop(),
    notes: {
      offeredRate: rate,
      slides: used.length,
      windowMs: Math.round(windowMs),
      scheduleSlipMs: Math.round(stats.lastAckAt - plannedEnd),
      slowestSecond: slowestSecond(sent, stats.firstSentAt, stats.lastAckAt),
      ackP50P99ByWindow: ackByWindow.join(' '),
      benchLoopDelayMs: { p50: nsToMs(benchLoop.percentile(50)), p99: nsToMs(benchLoop.percentile(99)), max: nsToMs(benchLoop.max) },
      exactResults: exact.every(Boolean),
      audienceResultsReceived: ctx.lag.resultsReceived,
    },
  };
}

/** Acknowledgements in the slowest whole second of the phase. */
function slowestSecond(sent: readonly SentAnswer[], start: number, end: number): number {
  const buckets = new Array<number>(Math.max(1, Math.floor((end - start) / 1000))).fill(0);
  for (const { outcome } of sent) {
    const bucket = Math.floor((outcome.ackAt - start) / 1000);
    if (outcome.ok && bucket < buckets.length) buckets[bucket]! += 1;
  }
  return Math.min(...buckets);
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const nsToMs = (ns: number) => Math.round(ns / 1e4) / 100;
