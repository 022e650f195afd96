import { SEARCH_MATCHED_SLIDES_SHOWN, SEARCH_MAX_TERMS, type GlobalSearchHit, type PresentationSearchHit } from '../../../contracts/search/search.js';
import { normaliseSearchText } from '../../../contracts/search/search-text.js';

/** A query folded as the index is: the whole phrase and its distinct words. */
export interface SearchTerms {
  readonly phrase: string;
  readonly words: readonly string[];
}

/** What ranking reads of one presentation (the search index document has these fields). */
export interface SearchableDeck {
  readonly id: string;
  readonly name: string;
  readonly nameKey: string;
  readonly updatedAt: string;
  readonly texts: readonly { readonly slideId: string; readonly order: number; readonly title: string; readonly key: string }[];
}

export function searchTermsOf(query: string): SearchTerms {
  const phrase = normaliseSearchText(query);
  const words = [...new Set(phrase.split(' ').filter(Boolean))].slice(0, SEARCH_MAX_TERMS);
  return { phrase, words };
}

/**
 * How well folded text matches: 0 unless every word occurs in it. A word at the start of a word counts more than
 * one inside a word, the whole phrase more again, and text that is exactly the phrase most. Plain substring
 * tests (no pattern built from the query), so the cost is the text's length times the words'.
 */
export function matchScore(key: string, terms: SearchTerms): number {
  if (terms.words.length === 0 || key.length === 0) return 0;
  let score = 0;
  for (const word of terms.words) {
    if (key.startsWith(word) || key.includes(` ${word}`)) score += 3;
    else if (key.includes(word)) score += 1;
    else return 0;
  }
  if (key === terms.phrase) score += 10;
  else if (terms.words.length > 1 && key.includes(terms.phrase)) score += 5;
  if (key.startsWith(terms.phrase)) score += 2;
  return score;
}

/** A title counts twice a slide's text: a deck named for the query is the better answer. */
const TITLE_WEIGHT = 2;

export interface RankedPresentation {
  readonly score: number;
  readonly hit: PresentationSearchHit;
}

export interface RankedGlobalHit {
  readonly score: number;
  readonly hit: GlobalSearchHit;
}

/** The presentation as a result, or null when neither its title nor any slide matches. */
export function rankPresentation(deck: SearchableDeck, terms: SearchTerms): RankedPresentation | null {
  const titleScore = matchScore(deck.nameKey, terms);
  const slides = deck.texts
    .map((text) => ({ text, score: matchScore(text.key, terms) }))
    .filter((slide) => slide.score > 0)
    .sort((a, b) => b.score - a.score || a.text.order - b.text.order);
  if (titleScore === 0 && slides.length === 0) return null;
  return {
    score: titleScore * TITLE_WEIGHT + (slides[0]?.score ?? 0),
    hit: {
      id: deck.id,
      name: deck.name,
      updatedAt: deck.updatedAt,
      slideCount: deck.texts.length,
      matchedTitle: titleScore > 0,
      matchedSlideCount: slides.length,
      matchedSlides: slides.slice(0, SEARCH_MATCHED_SLIDES_SHOWN).map(({ text }) => ({ slideId: text.slideId, order: text.order, title: text.title })),
    },
  };
}

/** Global results of one presentation: itself when its title matches, and each matching slide on its own. */
export function rankGlobal(deck: SearchableDeck, terms: SearchTerms): RankedGlobalHit[] {
  const hits: RankedGlobalHit[] = [];
  const titleScore = matchScore(deck.nameKey, terms);
  if (titleScore > 0) {
    hits.push({ score: titleScore * TITLE_WEIGHT, hit: { kind: 'presentation', presentationId: deck.id, name: deck.name, updatedAt: deck.updatedAt } });
  }
  for (const text of deck.texts) {
    const score = matchScore(text.key, terms);
    if (score === 0) continue;
    hits.push({
      score,
      hit: { kind: 'slide', presentationId: deck.id, presentationName: deck.name, slideId: text.slideId, order: text.order, title: text.title, updatedAt: deck.updatedAt },
    });
  }
  return hits;
}

type AnyHit = PresentationSearchHit | GlobalSearchHit;

/** Best first; equal scores newest change first, then a fixed order so pages never overlap. */
export function byRank(a: { readonly score: number; readonly hit: AnyHit }, b: { readonly score: number; readonly hit: AnyHit }): number {
  return b.score - a.score || b.hit.updatedAt.localeCompare(a.hit.updatedAt) || tieKey(a.hit).localeCompare(tieKey(b.hit));
}

function tieKey(hit: AnyHit): string {
  if ('id' in hit) return hit.id;
  return hit.kind === 'slide' ? `${hit.presentationId}/${hit.slideId}` : hit.presentationId;
}
