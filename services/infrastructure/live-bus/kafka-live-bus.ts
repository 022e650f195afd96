import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
// kafkajs is CommonJS: Node's ESM loader sees only these as named exports, not its error classes,
// so errors are recognised by their `type`, as kafkajs itself does.
import {
  Kafka,
  Partitioners,
  logLevel,
  type Admin,
  type Consumer,
  type ConsumerCrashEvent,
  type ConsumerGroupJoinEvent,
  type KafkaMessage,
  type LogEntry,
  type Message,
  type Producer,
  type TopicMessages,
} from 'kafkajs';
import { Subject, throwError, type Observable } from 'rxjs';
import { decodeLiveBusMessage, encodeLiveBusMessage } from './live-bus-message.js';
import { BoundedOutbox, type OutboxHealth } from './bounded-outbox.js';
import { LiveBusClosedError, LiveBusOverflowError, type LiveBus, type LiveBusMessage } from './live-bus.port.js';

export interface KafkaLiveBusOptions {
  readonly brokers: readonly string[];
  readonly nodeId: string;
  /** Start of this node's consumer group id. */
  readonly groupIdPrefix?: string;
}

/** One produce request carries at most this much; Kafka's default request limit is 1 MiB. */
const MAX_BATCH_MESSAGES = 500;
const MAX_BATCH_BYTES = 512 * 1024;
/** How long close() waits for work in progress: a subscription change, messages accepted before it. */
const CLOSE_GRACE_MS = 10_000;
const MIN_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** What may wait for the broker during an outage; beyond it publish() refuses (see BoundedOutbox). */
const OUTBOX_LIMITS = { maxMessages: 20_000, maxBytes: 32 * 1024 * 1024 };

interface Outgoing {
  readonly topic: string;
  readonly record: Message;
  readonly bytes: number;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The scale-out LiveBus: Kafka via kafkajs (`KAFKA_BROKERS`).
 *
 * Fan-out. Every node must receive every message, so each bus consumes in a consumer group of its own
 * (prefix, node id and a random instance id: two processes given the same node id by mistake would
 * otherwise share a group and silently split the partitions between them). The group never commits
 * offsets; a bus that starts again starts at the end of its topics, as a live feed should.
 *
 * Ordering. Messages are keyed and partitioned by key with the Java-compatible murmur2 partitioner, so one
 * key stays on one partition, which a consumer reads in order. On the producing side one produce request
 * is in flight at a time: publish() calls are queued, and each request carries what queued up meanwhile,
 * in call order. Concurrent sends of kafkajs's idempotent producer are not ordered among themselves (each
 * one refreshes metadata and takes the broker lock on its own), and a retried one could land behind a
 * later one. The producer is idempotent with acks -1, so its retries write nothing twice. kafkajs retries an
 * idempotent send without limit, so when the brokers go away after connecting, publish() waits for them and
 * later messages queue behind it (a first connection that fails rejects after kafkajs's connect retries).
 *
 * Positions and reconnection. kafkajs re-establishes connections and restarts a consumer that crashed on
 * a retriable error; re-joining resets the consumer to its group's offsets, which here are none. So the bus
 * keeps its own position per partition: the end of the partition when it started listening on the topic,
 * then one past each delivered message. On every group join (first start, restart, rebalance, a topic added)
 * it seeks the assigned partitions there, so what was published during a reconnect or while the consumer
 * re-subscribed is delivered once it is back (within the topic's retention). A crash kafkajs does not
 * restart (a non-retriable error) is restarted here with a growing delay, since a node cut off from the
 * others would silently show wrong live state.
 *
 * kafkajs cannot add a topic to a running consumer: listening on a new topic stops the consumer,
 * subscribes it and runs it again; topics asked for meanwhile are added in the same step.
 */
export class KafkaLiveBus implements LiveBus {
  readonly nodeId: string;
  private readonly logger = new Logger(KafkaLiveBus.name);
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly consumer: Consumer;

  private readonly feeds = new Map<string, Subject<LiveBusMessage>>();
  /** topic -> partition -> offset of the next message this node has not delivered. */
  private readonly positions = new Map<string, Map<number, string>>();
  private readonly topicsCreated = new Map<string, Promise<void>>();
  /** Topics subscribed to whose listening the next consumer update sets up. */
  private readonly topicsToAdd = new Set<string>();
  /** Topics whose consumer subscription failed; the next restart subscribes them. */
  private readonly topicsToResubscribe = new Set<string>();
  /** Consumer changes (adding topics, restarts) one after another. */
  private consumerWork: Promise<void> = Promise.resolve();
  private consumerStarted = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private restartDelayMs = MIN_RESTART_DELAY_MS;

  private readonly outbox = new BoundedOutbox<Outgoing>(OUTBOX_LIMITS);
  private sending: Promise<void> | null = null;
  private connecting: Promise<void> | null = null;
  private clientsStarted = false;

  private closed = false;
  private closing: Promise<void> | null = null;

  constructor(options: KafkaLiveBusOptions) {
    this.nodeId = options.nodeId;
    const kafka = new Kafka({
      clientId: `liveslides-${options.nodeId}`,
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      logCreator: nestLogCreator,
    });
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // Topics are created by the bus, with the broker's defaults, never by a stray produce or fetch.
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = kafka.admin();
    this.consumer = kafka.consumer({
      groupId: `${options.groupIdPrefix ?? 'liveslides.live-bus'}.${options.nodeId}.${randomUUID()}`,
      allowAutoTopicCreation: false,
    });
    this.consumer.on(this.consumer.events.GROUP_JOIN, (event) => this.resumePositions(event));
    this.consumer.on(this.consumer.events.CRASH, (event) => this.consumerCrashed(event));
  }

  async publish(topic: string, message: LiveBusMessage): Promise<void> {
    if (this.closed) throw new LiveBusClosedError(this.nodeId);
    const value = encodeLiveBusMessage(message);
    return new Promise<void>((resolve, reject) => {
      const bytes = Buffer.byteLength(value) + Buffer.byteLength(message.key);
      const wasOverflowing = this.outbox.health().overflowing;
      if (!this.outbox.push({ topic, record: { key: message.key, value }, bytes, resolve, reject })) {
        if (!wasOverflowing) {
          const { queued, queuedBytes } = this.outbox.health();
          this.logger.error(
            `Live bus outbox full (${queued} messages, ${Math.round(queuedBytes / 1024)} KiB waiting for Kafka): live updates for other nodes are refused until the broker takes them`,
          );
        }
        reject(new LiveBusOverflowError(this.nodeId));
        return;
      }
      this.sending ??= this.sendOutbox();
    });
  }

  subscribe(topic: string): Observable<LiveBusMessage> {
    if (this.closed) return throwError(() => new LiveBusClosedError(this.nodeId));
    let feed = this.feeds.get(topic);
    if (!feed) {
      feed = new Subject<LiveBusMessage>();
      this.feeds.set(topic, feed);
      this.topicsToAdd.add(topic);
      void this.enqueueConsumerWork(() => this.addTopics());
    }
    return feed.asObservable();
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  // Publishing

  private async sendOutbox(): Promise<void> {
    try {
      while (this.outbox.length > 0) {
        const batch = this.takeBatch();
        try {
          await Promise.all([...new Set(batch.map((outgoing) => outgoing.topic))].map((topic) => this.ensureTopic(topic)));
          await this.producer.sendBatch({ acks: -1, topicMessages: byTopic(batch) });
          for (const outgoing of batch) outgoing.resolve();
        } catch (error) {
          for (const outgoing of batch) outgoing.reject(error);
        }
      }
    } finally {
      this.sending = null;
    }
  }

  private takeBatch(): Outgoing[] {
    const wasOverflowing = this.outbox.health().overflowing;
    const batch = this.outbox.take(MAX_BATCH_MESSAGES, MAX_BATCH_BYTES);
    if (wasOverflowing && !this.outbox.health().overflowing) this.logger.log('Live bus outbox has room again: Kafka takes messages');
    return batch;
  }

  health(): OutboxHealth {
    return this.outbox.health();
  }

  /** Both clients, retried by kafkajs; a failed attempt is forgotten so the next call tries again. */
  private connect(): Promise<void> {
    this.clientsStarted = true;
    this.connecting ??= Promise.allSettled([this.producer.connect(), this.admin.connect()]).then((results) => {
      const failure = results.find((result) => result.status === 'rejected');
      if (!failure) return;
      this.connecting = null;
      throw failure.reason;
    });
    return this.connecting;
  }

  /** Creates the topic once per bus; another node creating it first is fine. */
  private ensureTopic(topic: string): Promise<void> {
    let created = this.topicsCreated.get(topic);
    if (!created) {
      created = this.connect().then(() => this.createTopic(topic));
      this.topicsCreated.set(topic, created);
      created.catch(() => this.topicsCreated.delete(topic));
    }
    return created;
  }

  private async createTopic(topic: string): Promise<void> {
    try {
      // Resolves false when the topic exists: kafkajs answers TOPIC_ALREADY_EXISTS from every broker that way.
      await this.admin.createTopics({ topics: [{ topic }], waitForLeaders: true });
    } catch (error) {
      if (!isTopicAlreadyExists(error)) throw error;
    }
  }

  // Listening

  private enqueueConsumerWork(work: () => Promise<void>): Promise<void> {
    const next = this.consumerWork.then(work);
    this.consumerWork = next.catch(() => undefined);
    return next;
  }

  private async addTopics(): Promise<void> {
    const topics = [...this.topicsToAdd].filter((topic) => this.feeds.has(topic));
    this.topicsToAdd.clear();
    if (this.closed || topics.length === 0) return;
    try {
      await Promise.all(topics.map((topic) => this.ensureTopic(topic)));
      await Promise.all(topics.map((topic) => this.recordStartPositions(topic)));
    } catch (error) {
      for (const topic of topics) this.failFeed(topic, error);
      return;
    }
    await this.startConsumer(topics);
  }

  /** (Re)starts the consumer, subscribed to `newTopics` as well; on failure it is tried again later. */
  private async startConsumer(newTopics: readonly string[]): Promise<void> {
    if (this.closed) return;
    try {
      await this.consumer.stop();
      await this.connectConsumer();
      // The consumer keeps the topics of earlier subscribe() calls; subscribing to one twice is harmless.
      if (newTopics.length > 0) await this.consumer.subscribe({ topics: [...newTopics], fromBeginning: false });
      if (this.closed) return;
      await this.runConsumer();
    } catch (error) {
      this.logger.error(`Could not start the consumer: ${explain(error)}`);
      this.scheduleRestart(newTopics);
    }
  }

  private async recordStartPositions(topic: string): Promise<void> {
    if (this.positions.has(topic)) return;
    const offsets = await this.admin.fetchTopicOffsets(topic);
    this.positions.set(topic, new Map(offsets.map(({ partition, high }) => [partition, high])));
  }

  private async connectConsumer(): Promise<void> {
    this.consumerStarted = true;
    await this.consumer.connect();
  }

  private runConsumer(): Promise<void> {
    return this.consumer.run({
      autoCommit: false,
      eachMessage: async ({ topic, partition, message }) => this.deliver(topic, partition, message),
    });
  }

  private deliver(topic: string, partition: number, record: KafkaMessage): void {
    this.positions.get(topic)?.set(partition, (BigInt(record.offset) + 1n).toString());
    const feed = this.feeds.get(topic);
    if (!feed || record.value === null) return;
    let message: LiveBusMessage;
    try {
      message = decodeLiveBusMessage(record.value.toString('utf8'));
    } catch (error) {
      this.logger.warn(`Skipped a record that is not a live-bus message at ${topic}/${partition}@${record.offset}: ${explain(error)}`);
      return;
    }
    feed.next(message);
  }

  /** Runs synchronously inside the join, before the first fetch, so the seek applies to it. */
  private resumePositions(event: ConsumerGroupJoinEvent): void {
    this.restartDelayMs = MIN_RESTART_DELAY_MS;
    for (const [topic, partitions] of Object.entries(event.payload.memberAssignment)) {
      const known = this.positions.get(topic);
      for (const partition of partitions) {
        const offset = known?.get(partition);
        if (offset === undefined) continue;
        try {
          this.consumer.seek({ topic, partition, offset });
        } catch (error) {
          this.logger.error(`Could not resume ${topic}/${partition} at ${offset}: ${explain(error)}`);
        }
      }
    }
  }

  private consumerCrashed(event: ConsumerCrashEvent): void {
    if (this.closed) return;
    const { error, restart } = event.payload;
    if (restart) {
      this.logger.warn(`Consumer crashed; kafkajs restarts it: ${explain(error)}`);
      return;
    }
    this.logger.error(`Consumer stopped on an error kafkajs does not retry: ${explain(error)}`);
    this.scheduleRestart();
  }

  private scheduleRestart(topicsToSubscribe: readonly string[] = []): void {
    for (const topic of topicsToSubscribe) this.topicsToResubscribe.add(topic);
    if (this.closed || this.restartTimer) return;
    const delay = this.restartDelayMs;
    this.restartDelayMs = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    this.logger.warn(`Restarting the consumer in ${delay} ms`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void this.enqueueConsumerWork(() => {
        const topics = [...this.topicsToResubscribe].filter((topic) => this.feeds.has(topic));
        this.topicsToResubscribe.clear();
        return this.startConsumer(topics);
      });
    }, delay);
  }

  private failFeed(topic: string, error: unknown): void {
    if (this.closed) return;
    this.logger.error(`Could not listen on ${topic}: ${explain(error)}`);
    const feed = this.feeds.get(topic);
    this.feeds.delete(topic);
    feed?.error(error);
  }

  // Closing

  private async shutDown(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    for (const feed of this.feeds.values()) feed.complete();
    this.feeds.clear();

    // One deadline for everything close() waits for, so an unreachable broker delays it by CLOSE_GRACE_MS at most.
    const deadline = Date.now() + CLOSE_GRACE_MS;
    await until(deadline, this.consumerWork);
    if (this.consumerStarted) await this.quietly(this.consumer.disconnect(), 'disconnecting the consumer');
    // What was published before close still goes out, if the broker answers in time.
    if (this.sending) await until(deadline, this.sending);
    for (const outgoing of this.outbox.takeAll()) outgoing.reject(new LiveBusClosedError(this.nodeId));
    if (this.connecting) await until(deadline, this.connecting);
    if (this.clientsStarted) {
      await this.quietly(this.producer.disconnect(), 'disconnecting the producer');
      await this.quietly(this.admin.disconnect(), 'disconnecting the admin client');
    }
  }

  private async quietly(operation: Promise<void>, what: string): Promise<void> {
    try {
      await operation;
    } catch (error) {
      this.logger.warn(`Failed ${what}: ${explain(error)}`);
    }
  }
}

/** Consecutive messages of one topic stay in call order inside that topic's list. */
function byTopic(batch: readonly Outgoing[]): TopicMessages[] {
  const topics = new Map<string, Message[]>();
  for (const { topic, record } of batch) {
    const messages = topics.get(topic);
    if (messages) messages.push(record);
    else topics.set(topic, [record]);
  }
  return [...topics].map(([topic, messages]) => ({ topic, messages }));
}

function isTopicAlreadyExists(error: unknown): boolean {
  const type = (candidate: unknown) => (candidate as { type?: unknown } | null)?.type;
  if (type(error) === 'TOPIC_ALREADY_EXISTS') return true;
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((inner) => type(inner) === 'TOPIC_ALREADY_EXISTS');
}

/** Waits for the operation, or until the deadline, whichever comes first; the outcome is not reported. */
async function until(deadline: number, operation: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  try {
    await Promise.race([operation.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function explain(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** kafkajs logs through Nest's logger, like the rest of the server. */
function nestLogCreator(): (entry: LogEntry) => void {
  const logger = new Logger('kafkajs');
  return ({ namespace, level, log }) => {
    const { message, timestamp: _timestamp, ...extra } = log;
    const details = Object.keys(extra).length > 0 ? ` ${safeJson(extra)}` : '';
    const text = `${namespace ? `[${namespace}] ` : ''}${message}${details}`;
    switch (level) {
      case logLevel.ERROR:
        logger.error(text);
        break;
      case logLevel.WARN:
        logger.warn(text);
        break;
      case logLevel.INFO:
        logger.log(text);
        break;
      case logLevel.DEBUG:
        logger.debug(text);
        break;
      case logLevel.NOTHING:
        break;
    }
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '[unserialisable details]';
  }
}
