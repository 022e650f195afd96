import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { ListDeletedPresentationsQuery, ListPresentationsQuery } from '../../../contracts/presentations/commands.js';
import { PRESENTATIONS_PAGE_SIZE } from '../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { Forbidden, NotFound } from '../../infrastructure/errors/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../domain/presentation-lifecycle.decider.js';
import { PresentationReadModels } from './presentation-read-models.js';

export interface PresentationPage {
  readonly items: PresentationSummary[];
  readonly numberOfPresentationPages: number;
}

export class GetPresentationQuery extends Query<PresentationSummary> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
  ) {
    super();
  }
}

export class ListPresentationsPageQuery extends Query<PresentationPage> {
  constructor(
    readonly actor: Actor,
    readonly inTrash: boolean,
    readonly options: ListPresentationsQuery | ListDeletedPresentationsQuery,
  ) {
    super();
  }
}

@QueryHandler(GetPresentationQuery)
export class GetPresentationHandler implements IQueryHandler<GetPresentationQuery, PresentationSummary> {
  constructor(private readonly readModels: PresentationReadModels) {}

  async execute({ actor, presentationId }: GetPresentationQuery): Promise<PresentationSummary> {
    const summary = await this.readModels.summary(presentationId);
    if (!summary) throw new NotFound(PRESENTATION_NOT_FOUND);
    if (summary.userId !== actor.id) throw new Forbidden('You do not have access to this presentation.');
    return summary;
  }
}

@QueryHandler(ListPresentationsPageQuery)
export class ListPresentationsPageHandler implements IQueryHandler<ListPresentationsPageQuery, PresentationPage> {
  constructor(private readonly readModels: PresentationReadModels) {}

  async execute({ actor, inTrash, options }: ListPresentationsPageQuery): Promise<PresentationPage> {
    const { items, total } = await this.readModels.page(
      actor.id,
      inTrash,
      { field: options.sortColumn, direction: options.sortOrder },
      options.page,
      PRESENTATIONS_PAGE_SIZE,
    );
    return { items, numberOfPresentationPages: Math.ceil(total / PRESENTATIONS_PAGE_SIZE) };
  }
}
