import { mergeWordGroups, presentResults } from './present-results.js';
import type { LiveResultsDocument } from './live-results.document.js';

describe('a word cloud’s words merged by the AI’s groups ("Group similar words")', () => {
  it('counts each group’s words under its title; words outside any group, or never answered, as they are', () => {
    expect(mergeWordGroups({ cat: 2, kitten: 1, dog: 1 }, [{ title: 'Cats', words: ['cat', 'kitten', 'kitty'] }])).toEqual({ Cats: 3, dog: 1 });
    // A title that is also an answered word adds up with it; a group none of whose words are left shows nothing.
    expect(mergeWordGroups({ cats: 1, cat: 1 }, [{ title: 'cats', words: ['cat'] }, { title: 'Birds', words: ['parrot'] }])).toEqual({ cats: 2 });
  });

  it('are presented beside the words as given, only once a grouping exists', () => {
    const document: LiveResultsDocument = {
      id: 's:w',
      sessionId: 's',
      presentationId: 'p',
      slideId: 'w',
      respondents: 3,
      lastPosition: 1,
      tally: { kind: 'words', entries: 3, counts: { cat: 2, kitten: 1 } },
    };
    const plain = presentResults(document);
    expect(plain.kind === 'words' && plain.grouped).toBeUndefined();
    const grouped = presentResults({ ...document, tally: { kind: 'words', entries: 3, counts: { cat: 2, kitten: 1 }, groups: [{ title: 'Cats', words: ['cat', 'kitten'] }] } });
    expect(grouped.kind === 'words' && { words: grouped.words.map((word) => word.text), grouped: grouped.grouped?.map((word) => [word.text, word.count]) }).toEqual({
      words: ['cat', 'kitten'],
      grouped: [['Cats', 3]],
    });
  });
});
