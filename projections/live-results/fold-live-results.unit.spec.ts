import type { AnswerValue } from '../../contracts/live/answers.js';
import { foldLiveResults, type LiveResultsEvent } from './fold-live-results.js';
import type { LiveResultsDocument } from './live-results.document.js';
import { presentResults, wordCloudWords } from './present-results.js';

let position = 0;
const answer = (slideId: string, audienceId: string, value: AnswerValue, firstForSlide = true): LiveResultsEvent => ({
  type: 'AnswerSubmitted',
  position: ++position,
  data: { sessionId: 's', presentationId: 'p', audienceId, answerId: `a${position}`, slideId, slideType: 'x', value, firstForSlide, submittedAt: `t${position}` },
});
const fold = (events: LiveResultsEvent[]) => events.reduce<LiveResultsDocument | null>(foldLiveResults, null)!;

describe('live results fold', () => {
  it('counts choices per option and respondents', () => {
    const document = fold([
      answer('s1', 'a', { kind: 'choice', optionIds: ['o1'] }),
      answer('s1', 'b', { kind: 'choice', optionIds: ['o1', 'o2'] }),
    ]);
    expect(presentResults(document)).toEqual({ kind: 'choice', slideId: 's1', respondents: 2, counts: { o1: 2, o2: 1 } });
  });

  it('counts word cloud entries and respondents once per person, and removes a word entirely', () => {
    let document = fold([
      answer('w', 'a', { kind: 'words', words: ['cat', 'dog'] }),
      answer('w', 'a', { kind: 'words', words: ['cat'] }, false),
      answer('w', 'b', { kind: 'words', words: ['cat'] }),
    ]);
    expect(document).toMatchObject({ respondents: 2, tally: { kind: 'words', entries: 4, counts: { cat: 3, dog: 1 } } });
    document = foldLiveResults(document, { type: 'WordCloudWordRemoved', position: ++position, data: { sessionId: 's', slideId: 'w', text: 'cat', at: 'now' } })!;
    expect(document.tally).toEqual({ kind: 'words', entries: 1, counts: { dog: 1 } });
  });

  it('sizes words 16 to 90 between the least and most frequent, shows at most 500 and hides profanity on request (spec doc 2 §5)', () => {
    const counts = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`w${i}`, i + 1]));
    const words = wordCloudWords(counts);
    expect(words).toHaveLength(500);
    expect(words[0]).toMatchObject({ text: 'w599', count: 600, size: 90 });
    expect(words.at(-1)).toMatchObject({ count: 101, size: 16 });
    expect(wordCloudWords({ nice: 2, damn: 5 }, (word) => word === 'damn').map((word) => word.text)).toEqual(['nice']);
  });

  it('averages ratings per statement with their distribution', () => {
    const document = fold([
      answer('r', 'a', { kind: 'rating', ratings: { q1: 5, q2: 2 } }),
      answer('r', 'b', { kind: 'rating', ratings: { q1: 4 } }),
    ]);
    expect(presentResults(document)).toEqual({
      kind: 'rating', slideId: 'r', respondents: 2,
      statements: { q1: { count: 2, average: 4.5, distribution: { '4': 1, '5': 1 } }, q2: { count: 1, average: 2, distribution: { '2': 1 } } },
    });
  });

  it('holds moderated answers out of the results until approved; a rejected one never shows', () => {
    const held = (slideId: string, audienceId: string, value: AnswerValue): LiveResultsEvent => {
      const event = answer(slideId, audienceId, value) as Extract<LiveResultsEvent, { type: 'AnswerSubmitted' }>;
      return { ...event, data: { ...event.data, held: true } };
    };
    const moderate = (type: 'AnswerApproved' | 'AnswerRejected', slideId: string, answerId: string): LiveResultsEvent => ({
      type,
      position: ++position,
      data: { sessionId: 's', slideId, answerId, at: 'now' },
    });
    const first = held('t', 'a', { kind: 'text', text: 'Kind words' });
    const second = held('t', 'b', { kind: 'text', text: 'Rude words' });
    let document = fold([first, second]);
    const names = { audience: (id: string) => ({ name: id.toUpperCase(), emoji: '🙂' }) };
    expect(presentResults(document, names)).toMatchObject({ kind: 'text', respondents: 2, entries: [], held: [{ values: ['Kind words'], name: 'A' }, { values: ['Rude words'], name: 'B' }] });
    document = foldLiveResults(document, moderate('AnswerApproved', 't', (first.data as { answerId: string }).answerId))!;
    document = foldLiveResults(document, moderate('AnswerRejected', 't', (second.data as { answerId: string }).answerId))!;
    expect(presentResults(document, names)).toEqual({
      kind: 'text', slideId: 't', respondents: 2,
      entries: [{ answerId: (first.data as { answerId: string }).answerId, audienceId: 'a', text: 'Kind words', submittedAt: (first.data as { submittedAt: string }).submittedAt, name: 'A', emoji: '🙂' }],
    });

    let cloud = fold([held('w', 'a', { kind: 'words', words: ['sunny'] })]);
    expect(presentResults(cloud)).toMatchObject({ kind: 'words', entries: 0, words: [], held: [{ values: ['sunny'] }] });
    cloud = foldLiveResults(cloud, moderate('AnswerApproved', 'w', cloud.held![0]!.answerId))!;
    expect(presentResults(cloud)).toEqual({ kind: 'words', slideId: 'w', respondents: 1, entries: 1, words: [{ text: 'sunny', count: 1, percent: 100, size: 90 }] });
  });

  it('keeps open-ended entries in order and names them for display', () => {
    const document = fold([answer('t', 'a', { kind: 'text', text: 'First' }), answer('t', 'b', { kind: 'text', text: 'Second' })]);
    const shown = presentResults(document, { latestEntries: 1, audience: (id) => ({ name: id.toUpperCase(), emoji: '🙂' }) });
    expect(shown).toMatchObject({ kind: 'text', respondents: 2, entries: [{ text: 'Second', name: 'B', emoji: '🙂' }] });
  });
});
