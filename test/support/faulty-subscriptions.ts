import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { EventStore, EventSubscription, SubscribeOptions } from '../../services/infrastructure/event-store/event-store.port.js';

/**
 * What happens to one subscription, counted in events it has handed on: after `after` events it fails
 * the way a server drops a subscriber, in the middle of a batch (the batch is cut short: only its first
 * events are handed on) or between batches.
 */
export interface SubscriptionFault {
  readonly after: number;
  /** 'error': the iteration throws ("Consumer too slow"); 'end': it finishes as if the server closed it. */
  readonly kind: 'error' | 'end';
}

/**
 * A real event store whose subscriptions fail on cue: the nth subscription opened meets the nth fault
 * (later ones run without fault). Everything else goes to the store unchanged.
 */
export function withFaultySubscriptions(store: EventStore, faults: readonly SubscriptionFault[]): EventStore & { readonly opened: number[] } {
  const opened: number[] = [];
  const subscribeAll = (fromPosition: number, options?: SubscribeOptions): EventSubscription => {
    const fault = faults[opened.length];
    opened.push(fromPosition);
    const inner = store.subscribeAll(fromPosition, options);
    if (!fault) return inner;
    return {
      close: () => inner.close(),
      async *[Symbol.asyncIterator]() {
        let handedOn = 0;
        for await (const batch of inner) {
          const room = fault.after - handedOn;
          if (batch.length < room) {
            handedOn += batch.length;
            yield batch;
            continue;
          }
          if (room > 0) yield batch.slice(0, room);
          await inner.close();
          if (fault.kind === 'error') throw new Error('Consumer too slow. Client resubscription required.');
          return;
        }
      },
    };
  };
  return Object.assign(Object.create(store) as EventStore, { subscribeAll, opened });
}

export const positionsOf = (events: readonly RecordedEvent[]) => events.map((event) => event.position);
