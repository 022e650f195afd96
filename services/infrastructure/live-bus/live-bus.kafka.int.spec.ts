import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaLiveBus } from './kafka-live-bus.js';
import { describeLiveBusContract, messageFrom } from './live-bus.contract.js';
import { createLiveBus } from './live-bus.factory.js';

/** Runs only when KAFKA_BROKERS is set (test/jest.config.cjs leaves this file out otherwise); deploy/ starts a broker. */
const brokers = process.env.KAFKA_BROKERS!.split(',').map((broker) => broker.trim());
// Every topic of this run starts with the prefix, so runs sharing a broker never meet and afterAll finds them.
const topicPrefix = `live-bus-contract.${Date.now()}.${randomUUID().slice(0, 8)}`;
const groupIdPrefix = `${topicPrefix}.group`;

afterAll(async () => {
  const admin = new Kafka({ clientId: 'live-bus-contract-cleanup', brokers, logLevel: logLevel.ERROR }).admin();
  await admin.connect();
  try {
    const ours = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
    if (ours.length > 0) await admin.deleteTopics({ topics: ours });
  } finally {
    await admin.disconnect();
  }
});

describeLiveBusContract(
  'Kafka',
  async () => [
    new KafkaLiveBus({ brokers, nodeId: `node-a-${randomUUID()}`, groupIdPrefix }),
    new KafkaLiveBus({ brokers, nodeId: `node-b-${randomUUID()}`, groupIdPrefix }),
  ],
  { topicPrefix, timeoutMs: 30_000 },
);

describe('KafkaLiveBus specifics', () => {
  it('is what createLiveBus makes when brokers are configured', async () => {
    const bus = await createLiveBus({ kafkaBrokers: brokers, nodeId: `node-${randomUUID()}` });
    try {
      expect(bus).toBeInstanceOf(KafkaLiveBus);
    } finally {
      await bus.close();
    }
  });

  it('keeps delivering on a topic it already listens on while it adds another', async () => {
    const nodeA = new KafkaLiveBus({ brokers, nodeId: `node-a-${randomUUID()}`, groupIdPrefix });
    const nodeB = new KafkaLiveBus({ brokers, nodeId: `node-b-${randomUUID()}`, groupIdPrefix });
    try {
      const first = `${topicPrefix}.resume-first.${randomUUID()}`;
      const second = `${topicPrefix}.resume-second.${randomUUID()}`;
      const onFirst: unknown[] = [];
      nodeB.subscribe(first).subscribe((message) => onFirst.push(message.payload));
      // Wait until B listens on the first topic.
      for (let attempt = 0; onFirst.length === 0; attempt++) {
        if (attempt === 120) throw new Error('node B never started listening');
        await nodeA.publish(first, messageFrom(nodeA, 'k', 'probe'));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      onFirst.length = 0;
      // Adding a topic stops and re-runs B's consumer; what is published meanwhile must still arrive.
      nodeB.subscribe(second).subscribe(() => undefined);
      const during = Array.from({ length: 50 }, (_, n) => n);
      for (const n of during) await nodeA.publish(first, messageFrom(nodeA, 'k', n));
      for (let attempt = 0; onFirst.filter((payload) => payload !== 'probe').length < during.length; attempt++) {
        if (attempt === 3000) throw new Error(`received ${onFirst.length} of ${during.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(onFirst.filter((payload) => payload !== 'probe')).toEqual(during);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
