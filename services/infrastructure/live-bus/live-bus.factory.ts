import { InProcessLiveBus } from './in-process-live-bus.js';
import type { LiveBus } from './live-bus.port.js';

export interface LiveBusConfig {
  /** Set (KAFKA_BROKERS): Kafka carries the bus between nodes; unset: this process is the only node. */
  readonly kafkaBrokers?: readonly string[];
  /** Unique per running node: the `origin` of its messages and part of its Kafka consumer group. */
  readonly nodeId: string;
}

/** kafkajs is loaded only when Kafka is configured, so the embedded default starts without it. */
export async function createLiveBus(config: LiveBusConfig): Promise<LiveBus> {
  if (!config.kafkaBrokers || config.kafkaBrokers.length === 0) return new InProcessLiveBus(config.nodeId);
  const { KafkaLiveBus } = await import('./kafka-live-bus.js');
  return new KafkaLiveBus({ brokers: config.kafkaBrokers, nodeId: config.nodeId });
}
