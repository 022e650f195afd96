import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { USER_STREAM_PREFIX, userStreamId, type IdentityEvent } from '../../../contracts/identity/events.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';

/** What a token check needs of one user: whether they exist and which of their sign-ins ended. */
interface UserSignIns {
  /** Revision of the last user event folded in. */
  revision: number;
  exists: boolean;
  readonly ended: Set<string>;
}

type UserEvent = DomainEvent & { readonly revision: number };

/** Users whose sign-ins this node keeps in memory; one evicted is read from its stream again when next seen. */
const CACHED_USERS = 10_000;

/**
 * Which sign-ins have ended, for the check on every request and socket handshake: a fold of each user's
 * stream (so rebuilt from the log by construction), loaded on first sight and then kept current from the
 * event feed, which carries every node's writes. The check is a map lookup once the user is in memory;
 * the event store is read only on a user's first request to this node.
 */
@Injectable()
export class SignInRevocations implements OnModuleInit, OnModuleDestroy {
  private readonly users = new LRUCache<string, UserSignIns>({ max: CACHED_USERS });
  /** Users being read from the store, with the events the feed brought meanwhile. */
  private readonly loading = new Map<string, { readonly promise: Promise<UserSignIns>; readonly arrived: UserEvent[] }>();
  private readonly ended$ = new Subject<string>();
  private subscription?: Subscription;

  /** The id of every sign-in that ends, on whichever node it ended, as this node learns of it. */
  readonly revoked$: Observable<string> = this.ended$.asObservable();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly feed: LiveEventFeed,
  ) {}

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) {
        if (event.streamId.startsWith(USER_STREAM_PREFIX)) this.follow(event.streamId.slice(USER_STREAM_PREFIX.length), event);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.ended$.complete();
  }

  /** True when the user does not exist (any more) or the sign-in was ended. */
  async isEnded(userId: string, signInId: string): Promise<boolean> {
    const user = this.users.get(userId) ?? (await this.load(userId));
    return !user.exists || user.ended.has(signInId);
  }

  /**
   * Events this node has just committed to a user's stream, applied before the command answers, so the
   * next request here already sees them (other nodes see them when the feed brings them).
   */
  committed(userId: string, lastRevision: number, events: readonly IdentityEvent[]): void {
    const first = lastRevision - events.length + 1;
    events.forEach((event, index) => this.follow(userId, { ...event, revision: first + index }));
  }

  private follow(userId: string, event: UserEvent): void {
    this.loading.get(userId)?.arrived.push(event);
    const user = this.users.peek(userId);
    if (user) {
      if (event.revision === user.revision + 1) apply(user, event);
      // A gap (this node missed an event while the user was out of memory): read the stream again when needed.
      else if (event.revision > user.revision + 1) this.users.delete(userId);
    }
    if (event.type === 'SignInEnded') this.ended$.next((event as Extract<IdentityEvent, { type: 'SignInEnded' }>).data.signInId);
  }

  private load(userId: string): Promise<UserSignIns> {
    const pending = this.loading.get(userId);
    if (pending) return pending.promise;
    const arrived: UserEvent[] = [];
    const promise = (async () => {
      try {
        const user: UserSignIns = { revision: -1, exists: false, ended: new Set() };
        for (const event of [...(await this.eventStore.readStream(userStreamId(userId))), ...arrived]) {
          if (event.revision === user.revision + 1) apply(user, event);
        }
        this.users.set(userId, user);
        return user;
      } finally {
        this.loading.delete(userId);
      }
    })();
    this.loading.set(userId, { promise, arrived });
    return promise;
  }
}

function apply(user: UserSignIns, event: UserEvent): void {
  user.revision = event.revision;
  const identityEvent = event as unknown as IdentityEvent;
  switch (identityEvent.type) {
    case 'PresenterRegistered':
    case 'GuestRegistered':
      user.exists = true;
      return;
    case 'SignInEnded':
      user.ended.add(identityEvent.data.signInId);
      return;
    case 'SignInStarted':
    case 'UserPlanChanged':
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'PasswordResetUsed':
    case 'PasswordResetExpired':
      return;
    default:
      return;
  }
}
