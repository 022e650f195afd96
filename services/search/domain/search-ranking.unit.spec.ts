import { normaliseSearchText, textOfHtml } from '../../../contracts/search/search-text.js';
import { byRank, matchScore, rankGlobal, rankPresentation, searchTermsOf, type SearchableDeck } from './search-ranking.js';

const deck = (id: string, name: string, slides: string[] = [], updatedAt = '2026-01-01T00:00:00.000Z'): SearchableDeck => ({
  id,
  name,
  nameKey: normaliseSearchText(name),
  updatedAt,
  texts: slides.map((text, index) => ({ slideId: `${id}-s${index + 1}`, order: index + 1, title: text, key: normaliseSearchText(text) })),
});

describe('search text folding', () => {
  it('drops case, accents and punctuation the same way for the index and the query', () => {
    expect(normaliseSearchText('  Crème BRÛLÉE, São-Paulo!  ')).toBe('creme brulee sao paulo');
    expect(normaliseSearchText('ÅNGSTRÖM ﬁnal')).toBe('angstrom final');
    expect(normaliseSearchText('日本語 テスト')).toBe('日本語 テスト');
    expect(normaliseSearchText('!!!')).toBe('');
  });

  it('reads the visible text of sanitised HTML', () => {
    expect(textOfHtml('<p>Fish &amp; <b>chips</b></p><p>a&lt;b</p>')).toBe(' Fish &  chips   a<b ');
    expect(normaliseSearchText(textOfHtml('<h1>Quarterly</h1><p>review</p>'))).toBe('quarterly review');
  });

  it('keeps at most eight distinct words of a query', () => {
    expect(searchTermsOf('a b a c').words).toEqual(['a', 'b', 'c']);
    expect(searchTermsOf('1 2 3 4 5 6 7 8 9 10').words).toHaveLength(8);
    expect(searchTermsOf('  ...  ').words).toEqual([]);
  });
});

describe('search ranking', () => {
  const terms = (query: string) => searchTermsOf(query);

  it('matches only when every word occurs', () => {
    expect(matchScore('quarterly sales review', terms('sales review'))).toBeGreaterThan(0);
    expect(matchScore('quarterly sales review', terms('sales budget'))).toBe(0);
    expect(matchScore('', terms('sales'))).toBe(0);
  });

  it('ranks an exact title over a phrase, a phrase over scattered words, word starts over word middles', () => {
    const exact = matchScore('team quiz', terms('team quiz'));
    const phrase = matchScore('our team quiz night', terms('team quiz'));
    const scattered = matchScore('quiz for the team', terms('team quiz'));
    const inside = matchScore('steamed quizzes', terms('team'));
    const start = matchScore('team building', terms('team'));
    expect(exact).toBeGreaterThan(phrase);
    expect(phrase).toBeGreaterThan(scattered);
    expect(start).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(0);
  });

  it('finds a presentation by title or by slide text, and a title counts more than a slide', () => {
    const byTitle = rankPresentation(deck('a', 'Volcano facts'), terms('volcano'));
    const bySlide = rankPresentation(deck('b', 'Geography', ['Rivers', 'Which volcano erupted?']), terms('volcano'));
    expect(byTitle?.hit).toMatchObject({ id: 'a', matchedTitle: true, matchedSlideCount: 0 });
    expect(bySlide?.hit).toMatchObject({ id: 'b', matchedTitle: false, matchedSlideCount: 1, matchedSlides: [{ slideId: 'b-s2', order: 2 }] });
    expect(byTitle!.score).toBeGreaterThan(bySlide!.score);
    expect(rankPresentation(deck('c', 'Geography', ['Rivers']), terms('volcano'))).toBeNull();
  });

  it('names at most three matching slides, best first', () => {
    const hit = rankPresentation(deck('d', 'Deck', ['volcanoes', 'volcano', 'a volcano', 'the volcano']), terms('volcano'))!.hit;
    expect(hit.matchedSlideCount).toBe(4);
    expect(hit.matchedSlides.map((slide) => slide.order)).toEqual([2, 1, 3]);
  });

  it('gives global hits for the title and for each matching slide', () => {
    const hits = rankGlobal(deck('e', 'Volcano', ['volcano one', 'nothing', 'volcano two']), terms('volcano'));
    expect(hits.map((entry) => entry.hit.kind)).toEqual(['presentation', 'slide', 'slide']);
  });

  it('orders equal scores newest first, then by id, so pages are stable', () => {
    const older = rankPresentation(deck('z', 'Plan', [], '2026-01-01T00:00:00.000Z'), terms('plan'))!;
    const newer = rankPresentation(deck('y', 'Plan', [], '2026-02-01T00:00:00.000Z'), terms('plan'))!;
    const twin = rankPresentation(deck('x', 'Plan', [], '2026-02-01T00:00:00.000Z'), terms('plan'))!;
    expect([older, newer, twin].sort(byRank).map((entry) => entry.hit.id)).toEqual(['x', 'y', 'z']);
  });
});
