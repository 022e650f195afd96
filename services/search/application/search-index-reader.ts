import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import type { SearchIndexDocument } from '../../../projections/search/search-index.document.js';
import { searchIndexProjection } from '../../../projections/search/search-index.projection.js';
import { scopeFilter, type SearchScope } from './search-scopes.js';

/** Documents per read: fewer reads skip fewer rows (the store pages by offset); more would parse more at once. */
const SCAN_BATCH = 50;

/** Reads the search index of what a caller may see, batch by batch. */
@Injectable()
export class SearchIndexReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /**
   * Each presentation once, even when several scopes hold it. Between batches the loop yields to other
   * work, so a caller with thousands of decks slows only their own search.
   */
  async *decks(scopes: readonly SearchScope[]): AsyncGenerator<readonly SearchIndexDocument[]> {
    const collection = this.runner.collectionOf(searchIndexProjection.name);
    const seen = new Set<string>();
    for (const scope of scopes) {
      for (let offset = 0; ; offset += SCAN_BATCH) {
        // By id (the store's final order): an edit meanwhile does not move a deck between pages, as updatedAt would.
        const batch = await this.readStore.find<SearchIndexDocument>(collection, { where: scopeFilter(scope), offset, limit: SCAN_BATCH });
        const fresh = batch.filter((deck) => !seen.has(deck.id));
        for (const deck of fresh) seen.add(deck.id);
        if (fresh.length > 0) yield fresh;
        if (batch.length < SCAN_BATCH) break;
        await nextTurn();
      }
    }
  }
}
