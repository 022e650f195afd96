import { Inject, Injectable } from '@nestjs/common';
import type { IdentityEvent } from '../../../contracts/identity/events.js';
import { userStreamId } from '../../../contracts/identity/events.js';
import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { identityDecider, type IdentityState } from '../domain/identity.decider.js';

/**
 * Reads a user's state straight from their stream: identity must be strongly consistent (a login right
 * after registering, a token checked against a just-changed plan), and user streams are a few events long.
 */
@Injectable()
export class IdentityRepository {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async load(userId: string): Promise<IdentityState> {
    const events = (await this.eventStore.readStream(userStreamId(userId))) as unknown as IdentityEvent[];
    return foldEvents(identityDecider, events);
  }
}
