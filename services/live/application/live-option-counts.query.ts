import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LiveResultsService } from './live-results.service.js';
import { LiveSessions } from './live-sessions.js';

/**
 * Responses per option of a slide in the presentation's live (or last) session: spec doc 2 §3 option
 * `count`. Asked over the QueryBus so deck authoring needs no dependency on the live context.
 */
export class LiveOptionCountsQuery extends Query<Record<string, number>> {
  constructor(
    readonly presentationId: string,
    readonly slideId: string,
  ) {
    super();
  }
}

@QueryHandler(LiveOptionCountsQuery)
export class LiveOptionCountsHandler implements IQueryHandler<LiveOptionCountsQuery, Record<string, number>> {
  constructor(
    private readonly sessions: LiveSessions,
    private readonly results: LiveResultsService,
  ) {}

  async execute({ presentationId, slideId }: LiveOptionCountsQuery): Promise<Record<string, number>> {
    const sessionId = await this.sessions.latestSessionId(presentationId);
    if (sessionId === null) return {};
    const document = await this.results.slideResults(sessionId, slideId);
    switch (document?.tally.kind) {
      case 'choice':
        return { ...document.tally.counts };
      case 'rating':
        return Object.fromEntries(Object.entries(document.tally.statements).map(([optionId, rating]) => [optionId, rating.count]));
      default:
        return {};
    }
  }
}
