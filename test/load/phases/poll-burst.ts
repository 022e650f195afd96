import { activateSlide, type CreatedSlide } from '../support/deck-setup.js';
import { now } from '../support/samples.js';
import { ErrorTally, ResourceMeter, sleep, waitForActivation, type BenchContext, type PhaseReport } from './context.js';
import { choiceFor, presenterLatency, send, tallyOutcomes, verifyResults } from './answering.js';

/** (1) Every socket answers one poll at the same moment. */
export async function pollBurst(ctx: BenchContext, slide: CreatedSlide): Promise<PhaseReport> {
  const errors = new ErrorTally();
  const meter = new ResourceMeter(ctx.server.pid);
  ctx.lag.reset();
  ctx.lag.activationRequestedAt(slide.id, now());
  await activateSlide(ctx.api, ctx.presenter, ctx.presentationId, slide.id);
  errors.add('slide:activated not received', await waitForActivation(ctx, slide));
  await sleep(500);
  const afterPosition = ctx.log.head();
  const sent = await Promise.all(ctx.swarm.members.map((member) => send(ctx, member, slide, choiceFor(ctx, slide))));
  const stats = tallyOutcomes(sent, errors);
  const exact = await verifyResults(ctx, slide, sent, errors);
  const presenter = presenterLatency(ctx, slide, sent, afterPosition, errors);
  const seconds = (stats.lastAckAt - stats.firstSentAt) / 1000;
  return {
    name: 'poll burst',
    answers: sent.length,
    acked: stats.acked,
    errors: errors.total,
    errorKinds: errors.kinds,
    seconds: round(seconds),
    answersPerSecond: Math.round(stats.acked / seconds),
    ackMs: stats.ack.summary(),
    presenterResultMs: presenter.summary(),
    audienceResultsLagMs: ctx.lag.results.summary(),
    slideActivationLagMs: ctx.lag.activations.summary(),
    ...meter.stop(),
    notes: { exactResults: exact, audienceResultsReceived: ctx.lag.resultsReceived },
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
