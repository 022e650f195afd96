import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckHistoryEntry, DeckHistoryResponse } from '../../../../contracts/deck/history.js';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import { IdentityRepository } from '../../../accounts/application/identity-repository.js';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port.js';
import { GetPresentationQuery } from '../../../presentations/application/presentation-queries.js';
import { changesOf, historyPage, type DeckChange } from '../../domain/deck-history.js';

/** Issue 24: a deck's changes by time and author, newest first, a page at a time (whoever may edit it). */
export class GetDeckHistoryQuery extends Query<DeckHistoryResponse> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}

@QueryHandler(GetDeckHistoryQuery)
export class GetDeckHistoryHandler implements IQueryHandler<GetDeckHistoryQuery, DeckHistoryResponse> {
  constructor(
    private readonly queries: QueryBus,
    private readonly identities: IdentityRepository,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ actor, presentationId, page, pageSize }: GetDeckHistoryQuery): Promise<DeckHistoryResponse> {
    await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    const events = await this.eventStore.readStream(presentationStreamId(presentationId));
    const changes = changesOf(events);
    const shown = historyPage(changes, page, pageSize);
    const names = await this.namesOf(shown);
    return {
      presentationId,
      revision: events.at(-1)?.revision ?? -1,
      total: changes.length,
      page,
      pageSize,
      entries: shown.map((change): DeckHistoryEntry => ({ ...change, events: [...change.events], author: { ...change.actor, name: names.get(change.actor.id) ?? null } })),
    };
  }

  /** The people on this page by name (a page has a handful of authors; each is one short user stream). */
  private async namesOf(changes: readonly DeckChange[]): Promise<Map<string, string>> {
    const ids = [...new Set(changes.filter((change) => change.actor.kind === 'user').map((change) => change.actor.id))];
    const names = new Map<string, string>();
    for (const id of ids) {
      const identity = await this.identities.load(id);
      const name = identity.status === 'registered' ? `${identity.firstName} ${identity.lastName}`.trim() : '';
      if (name) names.set(id, name);
    }
    return names;
  }
}
