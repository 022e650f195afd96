import { ErrorTally, ResourceMeter, type BenchContext, type PhaseReport } from './context.js';
import { Samples } from '../support/samples.js';

/**
 * (4) Every connection drops at once; each client reconnects with socket.io's back-off and must get a
 * fresh 'session:state' that re-syncs it: the live slide, and every answer it had acknowledged.
 */
export async function reconnectStorm(ctx: BenchContext, activeSlideId: string): Promise<PhaseReport> {
  const errors = new ErrorTally();
  const meter = new ResourceMeter(ctx.server.pid);
  ctx.lag.reset();
  const [errorsBefore, retriesBefore] = [ctx.swarm.connectErrors, ctx.swarm.reconnectRetries];
  const { droppedAt, lastStateAt, missing } = await ctx.swarm.dropAndReconnectAll(ctx.random, 60_000);
  errors.add('no session:state after reconnecting', missing);
  const recovery = new Samples();
  let stale = 0;
  for (const member of ctx.swarm.members) {
    if (member.stateAt <= droppedAt) continue;
    recovery.add(member.stateAt - droppedAt);
    const synced = member.synced!;
    if (synced.status !== 'live' || synced.activeSlideId !== activeSlideId || synced.answerIds.length !== member.acked) stale += 1;
  }
  errors.add('snapshot not in sync (slide or own answers)', stale);
  const seconds = (lastStateAt - droppedAt) / 1000;
  return {
    name: 'reconnect storm',
    answers: 0,
    acked: 0,
    errors: errors.total,
    errorKinds: errors.kinds,
    seconds: Math.round(seconds * 1000) / 1000,
    answersPerSecond: 0,
    ackMs: new Samples().summary(),
    presenterResultMs: new Samples().summary(),
    audienceResultsLagMs: ctx.lag.results.summary(),
    slideActivationLagMs: ctx.lag.activations.summary(),
    ...meter.stop(),
    notes: {
      reconnected: ctx.swarm.members.length - missing,
      resynced: ctx.swarm.members.length - missing - stale,
      snapshotAfterDropMs: recovery.summary(),
      // A failed first attempt waits the back-off (about 2 s more) before it tries again.
      connectErrors: ctx.swarm.connectErrors - errorsBefore,
      reconnectRetries: ctx.swarm.reconnectRetries - retriesBefore,
    },
  };
}
