import { Inject, Injectable } from '@nestjs/common';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { deckLookupProjection, type DeckLookupDocument, type DeckPartKind } from '../../../projections/deck-lookup/deck-lookup.projection.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';

const NOT_FOUND_MESSAGE: Record<DeckPartKind, string> = {
  slide: MESSAGES.slideNotFound,
  option: MESSAGES.optionNotFound,
  hint: MESSAGES.hintNotFound,
};

/** Which presentation a slide, option or hint belongs to (the deck-lookup read model). */
@Injectable()
export class DeckLookup {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async find(kind: DeckPartKind, id: string): Promise<DeckLookupDocument> {
    const found = await this.readStore.get<DeckLookupDocument>(this.runner.collectionOf(deckLookupProjection.name), id);
    if (!found || found.kind !== kind) throw new NotFound(NOT_FOUND_MESSAGE[kind], { [`${kind}Id`]: id });
    return found;
  }

  async presentationOf(kind: DeckPartKind, id: string): Promise<string> {
    return (await this.find(kind, id)).presentationId;
  }
}
