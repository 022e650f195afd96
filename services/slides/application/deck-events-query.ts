import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckEventsResponse } from '../../../contracts/deck/responses.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';

/** The presentation stream's events after a revision, in order: the client's local log and history (owner only). */
export class GetDeckEventsQuery extends Query<DeckEventsResponse> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
    /** -1 for the whole stream. */
    readonly afterRevision: number,
  ) {
    super();
  }
}

@QueryHandler(GetDeckEventsQuery)
export class GetDeckEventsHandler implements IQueryHandler<GetDeckEventsQuery, DeckEventsResponse> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async execute({ actor, presentationId, afterRevision }: GetDeckEventsQuery): Promise<DeckEventsResponse> {
    await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    const streamId = presentationStreamId(presentationId);
    const events = await this.eventStore.readStream(streamId, afterRevision + 1);
    const revision = events.at(-1)?.revision ?? (await this.eventStore.streamRevision(streamId)) ?? -1;
    return { presentationId, revision, events };
  }
}
