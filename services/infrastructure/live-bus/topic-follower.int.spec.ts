import { Logger } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import { InProcessLiveBus } from './in-process-live-bus.js';
import { messageFrom } from './live-bus.contract.js';
import type { LiveBus, LiveBusMessage } from './live-bus.port.js';
import { TopicFollower } from './topic-follower.js';

/** A real in-process bus whose first `failures` subscriptions of a topic fail, as a Kafka topic set-up failure does. */
function failingAtFirst(bus: InProcessLiveBus, failures: number): LiveBus & { subscriptions: number } {
  const wrapped = Object.assign(Object.create(bus) as LiveBus, {
    subscriptions: 0,
    subscribe(topic: string): Observable<LiveBusMessage> {
      wrapped.subscriptions += 1;
      if (wrapped.subscriptions > failures) return bus.subscribe(topic);
      // Fails after the subscriber is attached, as the Kafka bus's feed does.
      const feed = new Subject<LiveBusMessage>();
      setImmediate(() => feed.error(new Error('Could not create topic: broker unreachable')));
      return feed.asObservable();
    },
  });
  return wrapped;
}

describe('a live bus topic followed through failures', () => {
  beforeAll(() => Logger.overrideLogger(false));

  // Without an error handler, RxJS would rethrow each failure from a timer (an uncaught exception: the test fails).
  it('subscribes again after its feed fails, and hands on what is published then', async () => {
    const bus = new InProcessLiveBus('node');
    const failing = failingAtFirst(bus, 2);
    const received: unknown[] = [];
    const follower = new TopicFollower(failing, 't', (message) => received.push(message.payload), { backoffMs: () => 0 });
    while (failing.subscriptions < 3) await new Promise((resolve) => setImmediate(resolve));
    await bus.publish('t', messageFrom(bus, 'k', 1));
    while (received.length < 1) await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([1]);
    follower.stop();
    await bus.publish('t', messageFrom(bus, 'k', 2));
    expect(received).toEqual([1]);
    await bus.close();
  });

});
