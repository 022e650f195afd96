import type { OutboxHealth } from './bounded-outbox.js';
import type { Observable } from 'rxjs';

/**
 * One message on the bus. It crosses process boundaries as JSON, so the payload arrives as its JSON form
 * (a Date becomes an ISO string, undefined fields disappear) on every adapter, the in-process one included.
 */
export interface LiveBusMessage {
  /** Messages with the same key are delivered in the order one node published them (Kafka: same partition). */
  readonly key: string;
  readonly payload: unknown;
  /** Id of the node that published the message, so a node can tell its own messages from other nodes'. */
  readonly origin: string;
  /** ISO timestamp set by the publisher. */
  readonly sentAt: string;
}

/**
 * Cross-node fan-out of live updates and the outbound domain-event topic (DESIGN.md, "Ports and adapters").
 * Every adapter passes live-bus.contract.ts.
 *
 * Delivery is fan-out, never work-sharing: each node's subscribers receive every message of the topic,
 * the publishing node's own subscribers included. It is a live feed, not a log: a node receives what is
 * published after it started listening on the topic. Order holds per key for one publisher; messages of
 * different keys, different topics or different publishers have no order between them.
 */
export interface LiveBus {
  /** This node's id, the `origin` of what it publishes. */
  readonly nodeId: string;
  /**
   * Resolves once the message is handed over for delivery to every node (Kafka: acknowledged by all in-sync
   * replicas). Rejects when the message is not JSON-serialisable, the bus is closed, or too much waits for the broker.
   */
  publish(topic: string, message: LiveBusMessage): Promise<void>;
  /**
   * A hot stream of the topic's messages, shared by all of this node's subscribers. The node starts listening
   * on the first subscribe() of a topic; on Kafka that takes a moment (topic creation, joining the consumer
   * group), and what is published before it is listening does not reach this node. Completes on close().
   */
  subscribe(topic: string): Observable<LiveBusMessage>;
  /** Stops listening, completes every subscription and makes publish() reject. Closing twice is harmless. */
  close(): Promise<void>;
  /** What waits to be sent to other nodes, for adapters that queue (Kafka); absent when nothing can queue. */
  health?(): OutboxHealth;
}

/** What the live session feature sends over the bus. */
export const LiveBusTopics = {
  /**
   * Each node's count of audience sockets per session, re-sent when it changes, so every node can show a
   * presenter the total across nodes. Keyed by the reporting node: a node's later report replaces its earlier one.
   */
  presence: 'live.presence',
  /**
   * Notices for a session's people wherever their socket is connected, e.g. that a join was refused because
   * the session is full (the participant limit of the presenter's plan). Keyed by session.
   */
  notices: 'live.notices',
  /**
   * The outbound domain-event topic: recorded events for systems outside the application (integrations,
   * analytics). Keyed by stream id, so one stream's events keep their order.
   */
  domainEvents: 'domain.events',
} as const;

export type LiveBusTopic = (typeof LiveBusTopics)[keyof typeof LiveBusTopics];

export class LiveBusClosedError extends Error {
  constructor(nodeId: string) {
    super(`The live bus of node ${nodeId} is closed`);
    this.name = 'LiveBusClosedError';
  }
}

/** publish() while the messages waiting for the broker fill the outbox (a broker outage). */
export class LiveBusOverflowError extends Error {
  constructor(nodeId: string) {
    super(`The live bus of node ${nodeId} has too many messages waiting for the broker`);
    this.name = 'LiveBusOverflowError';
  }
}

export const LIVE_BUS = Symbol('LiveBus');
