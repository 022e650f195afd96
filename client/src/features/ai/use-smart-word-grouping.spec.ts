import { describe, expect, it } from '@jest/globals';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { wordsToGroup } from './use-smart-word-grouping.js';

const cloud = { id: 's', type: 'wordCloud' as const, wordCloudSmartGrouping: true };
const word = (text: string, count = 1) => ({ text, count, percent: 0, size: 16 });
const results = (...texts: string[]): SlideResults => ({ kind: 'words', slideId: 's', respondents: texts.length, entries: texts.length, words: texts.map((text) => word(text)) });

describe('which words "Group similar words" asks the AI to group (spec doc 2 §4)', () => {
  it('the distinct words of a word cloud with the setting on, in any order; a repeated word asks nothing new', () => {
    expect(wordsToGroup(cloud, results('cat', 'dog'))).toBe('s\ncat\ndog');
    expect(wordsToGroup(cloud, results('dog', 'cat'))).toBe(wordsToGroup(cloud, results('cat', 'dog')));
    const repeated: SlideResults = { kind: 'words', slideId: 's', respondents: 3, entries: 3, words: [word('cat', 2), word('dog')] };
    expect(wordsToGroup(cloud, repeated)).toBe('s\ncat\ndog');
  });

  it('nothing with the setting off, on another slide type, with fewer than two words, or with another slide’s results', () => {
    expect(wordsToGroup({ ...cloud, wordCloudSmartGrouping: false }, results('cat', 'dog'))).toBeNull();
    expect(wordsToGroup({ ...cloud, type: 'openEnded' as const }, results('cat', 'dog'))).toBeNull();
    expect(wordsToGroup(cloud, results('cat'))).toBeNull();
    expect(wordsToGroup({ ...cloud, id: 'other' }, results('cat', 'dog'))).toBeNull();
    expect(wordsToGroup(null, results('cat', 'dog'))).toBeNull();
    expect(wordsToGroup(cloud, undefined)).toBeNull();
  });
});
