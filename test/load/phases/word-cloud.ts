import { activateSlide, type CreatedSlide } from '../support/deck-setup.js';
import { now } from '../support/samples.js';
import { ErrorTally, ResourceMeter, sleep, waitForActivation, type BenchContext, type PhaseReport } from './context.js';
import { presenterLatency, send, tallyOutcomes, verifyResults } from './answering.js';

const VOCABULARY = (
  'agile cloud coffee data design focus growth ideas impact learning music ocean people planet quality ' +
  'remote science sharing simple speed strategy support teamwork trust vision energy future health kindness ' +
  'balance courage curiosity freedom friends journey nature patience progress respect travel wisdom'
).split(' ');

/** How many entries each person sends for `total` entries from `people` people (entriesPerParticipant). */
export function entriesPerPerson(total: number, people: number): number {
  return Math.min(10, Math.ceil(total / people));
}

/** (3) Word cloud entries from as many people as it takes (one each at 10,000 sockets), all at once. */
export async function wordCloud(ctx: BenchContext, slide: CreatedSlide, entries: number): Promise<PhaseReport> {
  const errors = new ErrorTally();
  const meter = new ResourceMeter(ctx.server.pid);
  ctx.lag.reset();
  ctx.lag.activationRequestedAt(slide.id, now());
  await activateSlide(ctx.api, ctx.presenter, ctx.presentationId, slide.id);
  errors.add('slide:activated not received', await waitForActivation(ctx, slide));
  await sleep(500);
  const perPerson = entriesPerPerson(entries, ctx.swarm.members.length);
  const people = ctx.swarm.members.slice(0, Math.ceil(entries / perPerson));
  const afterPosition = ctx.log.head();
  const sent = await Promise.all(
    people.map((member, index) => {
      const count = Math.min(perPerson, entries - index * perPerson);
      // Zipf-like: a few words are common, most are rare, as in a real room.
      const words = Array.from({ length: count }, () => VOCABULARY[Math.floor(VOCABULARY.length * ctx.random() ** 2)]!);
      return send(ctx, member, slide, { kind: 'words', words });
    }),
  );
  const stats = tallyOutcomes(sent, errors);
  const exact = await verifyResults(ctx, slide, sent, errors);
  const presenter = presenterLatency(ctx, slide, sent, afterPosition, errors);
  const seconds = (stats.lastAckAt - stats.firstSentAt) / 1000;
  const acceptedEntries = sent.reduce((sum, answer) => sum + (answer.outcome.ok && answer.value.kind === 'words' ? answer.value.words.length : 0), 0);
  return {
    name: 'word cloud',
    answers: sent.length,
    acked: stats.acked,
    errors: errors.total,
    errorKinds: errors.kinds,
    seconds: Math.round(seconds * 1000) / 1000,
    answersPerSecond: Math.round(stats.acked / seconds),
    ackMs: stats.ack.summary(),
    presenterResultMs: presenter.summary(),
    audienceResultsLagMs: ctx.lag.results.summary(),
    slideActivationLagMs: ctx.lag.activations.summary(),
    ...meter.stop(),
    notes: { entries: acceptedEntries, entriesPerPerson: perPerson, exactResults: exact, audienceResultsReceived: ctx.lag.resultsReceived },
  };
}
