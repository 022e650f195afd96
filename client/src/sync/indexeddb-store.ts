import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { DeckLocalStore, StoredDeck, StoredMutation } from './local-store.js';

const DATABASE = 'liveslides-decks';
const VERSION = 1;
const EVENTS = 'events';
const PENDING = 'pending';

type EventRow = { presentationId: string; revision: number; event: RecordedEvent };
type PendingRow = StoredMutation & { presentationId: string };

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Each open deck's event log and unconfirmed actions in IndexedDB, keyed [presentationId, revision] and
 * [presentationId, mutationId], so a reopened deck is folded locally before the server answers.
 */
export class IndexedDbDeckStore implements DeckLocalStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      const request = this.factory.open(DATABASE, VERSION);
      request.onupgradeneeded = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains(EVENTS)) database.createObjectStore(EVENTS, { keyPath: ['presentationId', 'revision'] });
        if (!database.objectStoreNames.contains(PENDING)) database.createObjectStore(PENDING, { keyPath: ['presentationId', 'mutationId'] });
      };
      request.onsuccess = () => {
        const database = request.result;
        // Another tab upgrading (or deleting) the database: let it, and reopen next time.
        database.onversionchange = () => {
          database.close();
          this.database = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    return this.database;
  }

  async load(presentationId: string): Promise<StoredDeck> {
    const database = await this.open();
    const transaction = database.transaction([EVENTS, PENDING], 'readonly');
    const range = IDBKeyRange.bound([presentationId, -Infinity], [presentationId, Infinity]);
    const [events, pending] = await Promise.all([
      promised(transaction.objectStore(EVENTS).getAll(range) as IDBRequest<EventRow[]>),
      promised(transaction.objectStore(PENDING).getAll(IDBKeyRange.bound([presentationId, ''], [presentationId, '\uffff'])) as IDBRequest<PendingRow[]>),
    ]);
    return {
      events: events.map((row) => row.event),
      pending: pending.map(({ presentationId: _deck, ...mutation }) => mutation).sort((a, b) => a.sequence - b.sequence),
    };
  }

  async appendEvents(presentationId: string, events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const database = await this.open();
    const transaction = database.transaction(EVENTS, 'readwrite');
    const store = transaction.objectStore(EVENTS);
    for (const event of events) store.put({ presentationId, revision: event.revision, event } satisfies EventRow);
    await done(transaction);
  }

  async putPending(presentationId: string, mutation: StoredMutation): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction(PENDING, 'readwrite');
    transaction.objectStore(PENDING).put({ ...mutation, presentationId } satisfies PendingRow);
    await done(transaction);
  }

  async removePending(presentationId: string, mutationId: string): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction(PENDING, 'readwrite');
    transaction.objectStore(PENDING).delete([presentationId, mutationId]);
    await done(transaction);
  }

  async clearDeck(presentationId: string): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction([EVENTS, PENDING], 'readwrite');
    transaction.objectStore(EVENTS).delete(IDBKeyRange.bound([presentationId, -Infinity], [presentationId, Infinity]));
    transaction.objectStore(PENDING).delete(IDBKeyRange.bound([presentationId, ''], [presentationId, '\uffff']));
    await done(transaction);
  }

  async clearAll(): Promise<void> {
    const database = await this.open();
    const transaction = database.transaction([EVENTS, PENDING], 'readwrite');
    transaction.objectStore(EVENTS).clear();
    transaction.objectStore(PENDING).clear();
    await done(transaction);
  }
}
