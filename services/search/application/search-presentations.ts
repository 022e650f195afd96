import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { GlobalSearchResponse, PresentationSearchResponse, SearchQuery } from '../../../contracts/search/search.js';
import {
  byRank,
  rankGlobal,
  rankPresentation,
  searchTermsOf,
  type RankedGlobalHit,
  type RankedPresentation,
  type SearchableDeck,
  type SearchTerms,
} from '../domain/search-ranking.js';
import { SearchIndexReader } from './search-index-reader.js';
import { searchScopesOf } from './search-scopes.js';

/** Slides matched between two yields to the event loop: a few milliseconds of substring tests at most. */
const SLIDES_PER_TURN = 1000;

interface Page<THit> {
  readonly hits: THit[];
  readonly pages: number;
  readonly total: number;
}

/** GET /api/search/presentation/ and /api/search/global/ over what the caller may see. */
@Injectable()
export class SearchPresentations {
  constructor(private readonly index: SearchIndexReader) {}

  async presentations(actor: Actor, query: SearchQuery): Promise<PresentationSearchResponse> {
    const page = await this.search(actor, query, (deck, terms) => {
      const ranked = rankPresentation(deck, terms);
      return ranked ? [ranked] : [];
    });
    return { presentations: page.hits, numberOfPresentationPages: page.pages, page: query.page, limit: query.limit, total: page.total };
  }

  async global(actor: Actor, query: SearchQuery): Promise<GlobalSearchResponse> {
    const page = await this.search(actor, query, rankGlobal);
    return { results: page.hits, numberOfPages: page.pages, page: query.page, limit: query.limit, total: page.total };
  }

  /** Every visible deck ranked, best first, and the asked page of it. */
  private async search<TRanked extends RankedPresentation | RankedGlobalHit>(
    actor: Actor,
    query: SearchQuery,
    rank: (deck: SearchableDeck, terms: SearchTerms) => TRanked[],
  ): Promise<Page<TRanked['hit']>> {
    const terms = searchTermsOf(query.q);
    const ranked: TRanked[] = [];
    if (terms.words.length > 0) {
      let slidesThisTurn = 0;
      for await (const batch of this.index.decks(searchScopesOf(actor))) {
        for (const deck of batch) {
          ranked.push(...rank(deck, terms));
          slidesThisTurn += deck.texts.length + 1;
          if (slidesThisTurn >= SLIDES_PER_TURN) {
            slidesThisTurn = 0;
            await nextTurn();
          }
        }
      }
    }
    ranked.sort(byRank);
    const start = (query.page - 1) * query.limit;
    return { hits: ranked.slice(start, start + query.limit).map((entry) => entry.hit), pages: Math.ceil(ranked.length / query.limit), total: ranked.length };
  }
}
