import { groupsFrom, numberedItems } from './answer-grouping.js';

const words = [
  { text: 'coffee', count: 5 },
  { text: 'tea', count: 2 },
  { text: 'sleep', count: 4 },
  { text: 'espresso', count: 1 },
];

describe('Answers grouped by the model, checked against what was asked', () => {
  it('sums each group, puts an item in the first group naming it, ignores unknown numbers and sorts largest first', () => {
    const grouping = groupsFrom(
      {
        groups: [
          { title: 'Rest', items: [3, 9] },
          { title: 'Hot drinks', items: [1, 2, 4, 3] },
          { title: 'Nothing real', items: [0, 7] },
        ],
      },
      words,
    );
    expect(grouping.groups).toEqual([
      { title: 'Hot drinks', count: 8, items: [words[0], words[1], words[3]] },
      { title: 'Rest', count: 4, items: [words[2]] },
    ]);
    expect(grouping.ungrouped).toEqual([]);
  });

  it('keeps what no group names apart', () => {
    expect(groupsFrom({ groups: [{ title: 'Drinks', items: [1, 2] }] }, words).ungrouped).toEqual([words[2], words[3]]);
  });

  it('numbers the items for the prompt, a word with its count, an answer as written', () => {
    expect(numberedItems(words.slice(0, 2))).toBe('1. coffee (x5)\n2. tea (x2)');
    expect(numberedItems([{ text: 'More  breaks\nplease', count: 1, answerId: 'a1' }])).toBe('1. More breaks please');
  });
});
