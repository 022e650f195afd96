import { ReplaySubject, Subject, map, share, takeUntil, throwError, type Observable } from 'rxjs';
import { decodeLiveBusMessage, encodeLiveBusMessage } from './live-bus-message.js';
import { LiveBusClosedError, type LiveBus, type LiveBusMessage } from './live-bus.port.js';

/**
 * The "network" of in-process buses: what one node publishes reaches every bus on the same hub. A single
 * node has a hub of its own; a test gives two buses one hub to stand for two nodes.
 *
 * Messages travel as JSON text, as on Kafka, so each bus decodes its own copy and a payload that JSON cannot
 * carry fails here too. Delivery is queued and runs after publish() returns: a subscriber that publishes
 * while handling a message cannot overtake the message for the subscribers after it, so every subscriber
 * sees one order.
 */
export class InProcessLiveHub {
  private readonly topics = new Map<string, Subject<string>>();
  private readonly queue: { readonly topic: string; readonly text: string }[] = [];
  private draining = false;

  feed(topic: string): Observable<string> {
    let subject = this.topics.get(topic);
    if (!subject) {
      subject = new Subject<string>();
      this.topics.set(topic, subject);
    }
    return subject.asObservable();
  }

  send(topic: string, text: string): void {
    this.queue.push({ topic, text });
    if (this.draining) return;
    this.draining = true;
    queueMicrotask(() => this.drain());
  }

  private drain(): void {
    try {
      // Messages sent by subscribers during the loop join the end of the queue and go out in the same pass.
      for (let next = this.queue.shift(); next !== undefined; next = this.queue.shift()) {
        this.topics.get(next.topic)?.next(next.text);
      }
    } finally {
      this.draining = false;
    }
  }
}

/** The embedded LiveBus (DESIGN.md): one process, RxJS subjects per topic. */
export class InProcessLiveBus implements LiveBus {
  private readonly feeds = new Map<string, Observable<LiveBusMessage>>();
  /** Replays the close to feeds subscribed after it, so they complete at once instead of listening on. */
  private readonly closing = new ReplaySubject<void>(1);
  private closed = false;

  constructor(
    readonly nodeId: string,
    private readonly hub: InProcessLiveHub = new InProcessLiveHub(),
  ) {}

  async publish(topic: string, message: LiveBusMessage): Promise<void> {
    if (this.closed) throw new LiveBusClosedError(this.nodeId);
    this.hub.send(topic, encodeLiveBusMessage(message));
  }

  subscribe(topic: string): Observable<LiveBusMessage> {
    if (this.closed) return throwError(() => new LiveBusClosedError(this.nodeId));
    let feed = this.feeds.get(topic);
    if (!feed) {
      feed = this.hub.feed(topic).pipe(map(decodeLiveBusMessage), takeUntil(this.closing), share());
      this.feeds.set(topic, feed);
    }
    return feed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.closing.next();
    this.closing.complete();
    this.feeds.clear();
  }
}
