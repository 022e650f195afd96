import { randomUUID } from 'node:crypto';
import { firstValueFrom, take, toArray } from 'rxjs';
import { InProcessLiveBus, InProcessLiveHub } from './in-process-live-bus.js';
import { describeLiveBusContract, messageFrom } from './live-bus.contract.js';
import { createLiveBus } from './live-bus.factory.js';

// Two buses on one hub stand for two nodes; a bus on a hub of its own is a single node.
describeLiveBusContract('in-process', async () => {
  const hub = new InProcessLiveHub();
  return [new InProcessLiveBus(`node-a-${randomUUID()}`, hub), new InProcessLiveBus(`node-b-${randomUUID()}`, hub)];
});

describe('InProcessLiveBus specifics', () => {
  it('is what createLiveBus makes when no brokers are configured', async () => {
    const bus = await createLiveBus({ nodeId: 'solo', kafkaBrokers: [] });
    expect(bus).toBeInstanceOf(InProcessLiveBus);
    expect(bus.nodeId).toBe('solo');
    await bus.close();
  });

  it('does not reach a bus on another hub', async () => {
    const here = new InProcessLiveBus('here');
    const elsewhere = new InProcessLiveBus('elsewhere');
    const seenElsewhere: unknown[] = [];
    elsewhere.subscribe('t').subscribe((message) => seenElsewhere.push(message));
    const seenHere = firstValueFrom(here.subscribe('t'));
    await here.publish('t', messageFrom(here, 'k', 1));
    expect((await seenHere).payload).toBe(1);
    expect(seenElsewhere).toEqual([]);
    await Promise.all([here.close(), elsewhere.close()]);
  });

  it('gives every subscriber one order when a subscriber publishes while handling a message', async () => {
    const hub = new InProcessLiveHub();
    const a = new InProcessLiveBus('a', hub);
    const b = new InProcessLiveBus('b', hub);
    // The first subscriber answers "ping" with "pong" on delivery; the second must still see ping before pong.
    a.subscribe('t').subscribe((message) => {
      if (message.payload === 'ping') void a.publish('t', messageFrom(a, 'k', 'pong'));
    });
    const seenByB = firstValueFrom(b.subscribe('t').pipe(take(2), toArray()));
    await a.publish('t', messageFrom(a, 'k', 'ping'));
    expect((await seenByB).map((message) => message.payload)).toEqual(['ping', 'pong']);
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers after publish() returns, as a broker would', async () => {
    const bus = new InProcessLiveBus('solo');
    const seen: unknown[] = [];
    bus.subscribe('t').subscribe((message) => seen.push(message.payload));
    const publishing = bus.publish('t', messageFrom(bus, 'k', 'x'));
    expect(seen).toEqual([]);
    await publishing;
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['x']);
    await bus.close();
  });
});
