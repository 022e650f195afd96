import { join } from 'node:path';
import { AudienceSwarm } from '../support/audience-swarm.js';
import { yieldCpuToServers } from '../support/cpu-priority.js';
import { repoRoot } from '../support/repo-root.js';
import { now, Samples, wallNow, type SampleSummary } from '../support/samples.js';
import { rssBytes, startServer } from '../support/server-under-test.js';

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

/** The same N sockets against a socket.io server with nothing behind it. */
export async function measureBareSocketIo(sockets: number, sources: readonly string[], openFiles: number, dataDir: string): Promise<BareSocketIoFigures> {
  const server = await startServer({ dataDir, openFiles, script: join(repoRoot(), 'dist/test/load/raw/bare-socketio-server.js') });
  yieldCpuToServers();
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
