import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckVersionResponse } from '../../../../contracts/deck/history.js';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import { foldDeck } from '../../../../projections/deck/fold-deck.js';
import { EVENT_STORE, type EventStore } from '../../../infrastructure/event-store/event-store.port.js';
import { GetPresentationQuery } from '../../../presentations/application/presentation-queries.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { NO_SUCH_VERSION_MESSAGE } from '../../domain/decide-restore-version.js';

/** Issue 24: the deck as it stood at a revision: the deck read model's fold over the stream up to there. */
export class GetDeckVersionQuery extends Query<DeckVersionResponse> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
    readonly revision: number,
  ) {
    super();
  }
}

@QueryHandler(GetDeckVersionQuery)
export class GetDeckVersionHandler implements IQueryHandler<GetDeckVersionQuery, DeckVersionResponse> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ actor, presentationId, revision }: GetDeckVersionQuery): Promise<DeckVersionResponse> {
    await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    const events = (await this.eventStore.readStream(presentationStreamId(presentationId))).slice(0, revision + 1);
    const deck = events.length === revision + 1 ? foldDeck(null, events) : null;
    if (!deck) throw new NotFound(NO_SUCH_VERSION_MESSAGE, { revision });
    return { presentationId, revision, occurredAt: events.at(-1)!.metadata.occurredAt, deck };
  }
}
