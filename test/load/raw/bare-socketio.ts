import { join } from 'node:path';
import { AudienceSwarm } from '../support/audience-swarm.js';
import { repoRoot } from '../support/repo-root.js';
import { now, Samples, wallNow, type SampleSummary } from '../support/samples.js';
import { rssBytes, startServer, type ServerUnderTest } from '../support/server-under-test.js';

export interface BareSocketIoFigures {
  readonly sockets: number;
  readonly rssMB: number;
  /** Arrival of each broadcast at each socket, from the first socket's arrival (as the product is measured). */
  readonly broadcastSpreadMs: SampleSummary;
  /** Arrival at each socket from the moment the server called emit (wall clocks of the same machine). */
  readonly broadcastFromEmitMs: SampleSummary;
  /** Server CPU time inside one emit to the room. */
  readonly emitCallMs: SampleSummary;
  /** Every socket sends one acked message at once: from the first send to the last ack. */
  readonly ackBurstSeconds: number;
  readonly ackBurstMs: SampleSummary;
}

/**
 * A socket.io server with nothing behind it, started apart from its measurement so that it can be started
 * while the bench still runs at the servers' priority (see support/cpu-priority.ts).
 */
export function startBareSocketIo(openFiles: number, dataDir: string): Promise<ServerUnderTest> {
  return startServer({ dataDir, openFiles, script: join(repoRoot(), 'dist/test/load/raw/bare-socketio-server.js') });
}

/** The same N sockets against the bare server; stops it when done. */
export async function measureBareSocketIo(server: ServerUnderTest, sockets: number, sources: readonly string[]): Promise<BareSocketIoFigures> {
  const swarm = new AudienceSwarm(server.baseUrl, sources);
  try {
    swarm.addAnonymous(sockets);
    await swarm.connectAll();
    const rssMB = Math.round(rssBytes(server.pid) / 1024 / 1024);
    const spread = new Samples();
    const fromEmit = new Samples();
    const firstArrival = new Map<number, number>();
    swarm.listeners = {
      resultsUpdated: (_member, _slideId, results, at) => {
        const { respondents, sentAt } = results as unknown as { respondents: number; sentAt: number };
        fromEmit.add(wallNow() - sentAt);
        const first = firstArrival.get(respondents);
        if (first === undefined) firstArrival.set(respondents, at);
        spread.add(at - (first ?? at));
      },
    };
    const broadcasts = 20;
    const response = await fetch(`${server.baseUrl}/broadcast?count=${broadcasts}&intervalMs=250`, { method: 'POST' });
    const { emitMs } = (await response.json()) as { emitMs: number[] };
    const deadline = now() + 30_000;
    while (fromEmit.count < broadcasts * sockets && now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
    const emitCall = new Samples();
    for (const ms of emitMs) emitCall.add(ms);

    const acks = await Promise.all(swarm.members.map((member, index) => swarm.answer(member, `bare-${index}`, 'bare', { kind: 'choice', optionIds: ['a'] })));
    const ack = new Samples();
    for (const outcome of acks) ack.add(outcome.ackAt - outcome.sentAt);
    const first = Math.min(...acks.map((outcome) => outcome.sentAt));
    const last = Math.max(...acks.map((outcome) => outcome.ackAt));
    return {
      sockets: swarm.connectedCount(),
      rssMB,
      broadcastSpreadMs: spread.summary(),
      broadcastFromEmitMs: fromEmit.summary(),
      emitCallMs: emitCall.summary(),
      ackBurstSeconds: Math.round(last - first) / 1000,
      ackBurstMs: ack.summary(),
    };
  } finally {
    swarm.close();
    await server.stop();
  }
}
