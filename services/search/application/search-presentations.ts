import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { GlobalSearchResponse, PresentationSearchResponse, SearchQuery } from '../../../contracts/search/search.js';
import { byRank, rankGlobal, rankPresentation, searchTermsOf, type RankedGlobalHit, type RankedPresentation } from '../domain/search-ranking.js';
import { SearchIndexReader } from './search-index-reader.js';
import { searchScopesOf } from './search-scopes.js';

const pagesOf = (total: number, limit: number) => Math.ceil(total / limit);

/** GET /api/search/presentation/ and /api/search/global/ over what the caller may see. */
@Injectable()
export class SearchPresentations {
  constructor(private readonly index: SearchIndexReader) {}

  async presentations(actor: Actor, query: SearchQuery): Promise<PresentationSearchResponse> {
    const terms = searchTermsOf(query.q);
    const ranked: RankedPresentation[] = [];
    if (terms.words.length > 0) {
      for await (const batch of this.index.decks(searchScopesOf(actor))) {
        for (const deck of batch) {
          const hit = rankPresentation(deck, terms);
          if (hit) ranked.push(hit);
        }
      }
    }
    ranked.sort(byRank);
    const start = (query.page - 1) * query.limit;
    return {
      presentations: ranked.slice(start, start + query.limit).map((entry) => entry.hit),
      numberOfPresentationPages: pagesOf(ranked.length, query.limit),
      page: query.page,
      limit: query.limit,
      total: ranked.length,
    };
  }

  async global(actor: Actor, query: SearchQuery): Promise<GlobalSearchResponse> {
    const terms = searchTermsOf(query.q);
    const ranked: RankedGlobalHit[] = [];
    if (terms.words.length > 0) {
      for await (const batch of this.index.decks(searchScopesOf(actor))) {
        for (const deck of batch) ranked.push(...rankGlobal(deck, terms));
      }
    }
    ranked.sort(byRank);
    const start = (query.page - 1) * query.limit;
    return {
      results: ranked.slice(start, start + query.limit).map((entry) => entry.hit),
      numberOfPages: pagesOf(ranked.length, query.limit),
      page: query.page,
      limit: query.limit,
      total: ranked.length,
    };
  }
}
