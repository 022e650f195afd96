import { firstValueFrom, filter, take } from 'rxjs';
import { InProcessLiveBus, InProcessLiveHub } from '../../infrastructure/live-bus/in-process-live-bus.js';
import { LivePresence } from './live-presence.js';

describe('LivePresence across nodes (one session served by two app nodes)', () => {
  it('shows each node the total of audience sockets on both nodes, including drops to zero', async () => {
    const hub = new InProcessLiveHub();
    const nodeA = new LivePresence(new InProcessLiveBus('node-a', hub));
    const nodeB = new LivePresence(new InProcessLiveBus('node-b', hub));
    nodeA.onModuleInit();
    nodeB.onModuleInit();
    const settle = (presence: LivePresence, expected: number) =>
      firstValueFrom(
        presence.changes$.pipe(
          filter(() => presence.online('s1') === expected),
          take(1),
        ),
      );

    const bothSeeThree = Promise.all([settle(nodeA, 3), settle(nodeB, 3)]);
    nodeA.connected('s1');
    nodeA.connected('s1');
    nodeB.connected('s1');
    await bothSeeThree;

    const aSeesOne = settle(nodeA, 1);
    nodeA.disconnected('s1');
    nodeA.disconnected('s1');
    await settle(nodeB, 1);
    nodeA.connected('s1');
    nodeA.disconnected('s1');
    await aSeesOne;
    expect(nodeB.online('s1')).toBe(1);
    await nodeA.onModuleDestroy();
    await nodeB.onModuleDestroy();
  });

  it('stops counting a stopping node\'s sockets as soon as it stops', async () => {
    const hub = new InProcessLiveHub();
    const nodeA = new LivePresence(new InProcessLiveBus('node-a', hub));
    const nodeB = new LivePresence(new InProcessLiveBus('node-b', hub));
    nodeA.onModuleInit();
    nodeB.onModuleInit();
    const aSees = (expected: number) => firstValueFrom(nodeA.changes$.pipe(filter(() => nodeA.online('s1') === expected), take(1)));
    const three = aSees(3);
    nodeA.connected('s1');
    nodeB.connected('s1');
    nodeB.connected('s1');
    await three;
    const one = aSees(1);
    await nodeB.onModuleDestroy();
    await one;
    expect(nodeA.online('s1')).toBe(1);
    await nodeA.onModuleDestroy();
  });
});
