import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Member } from '../support/audience-swarm.js';
import { activateSlide, type CreatedSlide } from '../support/deck-setup.js';
import { CatchUpPacer } from '../support/catch-up-pacer.js';
import { now, Samples } from '../support/samples.js';
import { ErrorTally, ResourceMeter, sleep, type BenchContext, type PhaseReport } from './context.js';
import { choiceFor, presenterLatency, send, tallyOutcomes, verifyResults, type SentAnswer } from './answering.js';

/** Answers of one slide are sent over this share of its window; the rest leaves room for the last acks. */
const SEND_SHARE = 0.95;
/** A sender behind its schedule catches up at this multiple of the offered rate... */
const CATCH_UP_RATE_FACTOR = 2;
/** ...and sends at most this many answers at once. */
const CATCH_UP_BURST = 50;

/**
 * (2) A steady stream: poll slides are activated in turn and every socket answers each one once, at its
 * own moment inside the slide's window, so every answer is a legitimate first answer. With N sockets and
 * a rate R, a window lasts N/R seconds; the next slide is activated when its window starts and the previous
 * slide's answers are all acknowledged (a server that falls behind makes the windows slip, which shows).
 *
 * Answers go out only from the sender's tick, paced. One process plays all N phones, and a slide change
 * reaches all of them at once: the process then reads N copies in one long turn of its event loop (NOTES.md),
 * and cannot send meanwhile. Answered from inside that turn, an answer's ack would be
 * read only after the other copies, a wait no real phone has; and the answers that fell due during the turn
 * would leave together after it, a clump of up to a thousand that no real audience sends. So a member whose
 * moment has come (and whose phone has the slide) joins a queue, and the tick sends from it at up to
 * CATCH_UP_RATE_FACTOR times the offered rate: a backlog drains as a stream. How long members waited in the
 * queue is reported (sendDelayMs), and the ack latency is measured from the actual send.
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
  /** From the moment a member was due to answer (or their phone got the slide, if later) to the send. */
  const sendDelay = new Samples();
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
    /** Members whose moment has come but whose phone does not have the slide yet, with that moment. */
    const waiting = new Map<Member, number>();
    /** Members whose moment has come and whose phone has the slide, since when (the later of the two). */
    const ready: { member: Member; since: number }[] = [];
    const pacer = new CatchUpPacer(rate * CATCH_UP_RATE_FACTOR, CATCH_UP_BURST, windowStart);
    const sendReady = () => {
      const at = now();
      for (const { member, since } of ready.splice(0, pacer.take(at, ready.length))) {
        sendDelay.add(at - since);
        pending.push(send(ctx, member, slide, choiceFor(ctx, slide)));
      }
    };
    ctx.onActivated = (member, slideId) => {
      const dueAt = slideId === slide.id ? waiting.get(member) : undefined;
      if (dueAt === undefined) return;
      waiting.delete(member);
      ready.push({ member, since: Math.max(dueAt, now()) });
    };
    const activated = activateSlide(ctx.api, ctx.presenter, ctx.presentationId, slide.id);
    const order = shuffled(members, ctx.random);
    let cursor = 0;
    const sendSpanMs = windowMs * SEND_SHARE;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(order.length, Math.floor(((now() - windowStart) / sendSpanMs) * order.length) + 1);
        for (; cursor < due; cursor++) {
          const member = order[cursor]!;
          const dueAt = windowStart + (cursor / order.length) * sendSpanMs;
          if (ctx.activeSlideOf.get(member) === slide.id) ready.push({ member, since: dueAt });
          else waiting.set(member, dueAt);
        }
        sendReady();
        if (cursor >= order.length && ready.length === 0) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    await activated;
    const deadline = now() + 15_000;
    while ((waiting.size > 0 || ready.length > 0) && now() < deadline) {
      sendReady();
      await sleep(2);
    }
    errors.add('slide:activated not received', waiting.size);
    errors.add('answer not sent within the deadline', ready.length);
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
      sendDelayMs: sendDelay.summary(),
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
