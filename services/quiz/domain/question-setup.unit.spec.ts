import { buildQuestion, type QuestionSource } from './question-setup.js';

let counter = 0;
const newId = () => `g${String(++counter).padStart(3, '0')}`;
const base: QuestionSource = { slideId: 's', slideType: 'pickAnswer', timeLimitSeconds: 20, options: [], multipleChoice: false, matching: [], categories: [], accepted: [] };
const option = (id: string, correct = false) => ({ id, title: id.toUpperCase(), image: null, correct });

describe('asking a question: what the audience sees and the frozen answer key', () => {
  it('choice: the options as authored (no correct flag), the correct ones in the key', () => {
    const asked = buildQuestion({ ...base, multipleChoice: true, options: [option('a', true), option('b'), option('c', true)] }, newId);
    expect(asked.play).toEqual({ kind: 'choice', multiple: true, options: [{ id: 'a', title: 'A', image: null }, { id: 'b', title: 'B', image: null }, { id: 'c', title: 'C', image: null }] });
    expect(asked.key).toEqual({ kind: 'choice', optionIds: ['a', 'c'] });
  });

  it('correct order: the key is the authored order, the audience gets them shuffled, never in the answer’s order', () => {
    const options = ['a', 'b', 'c', 'd'].map((id) => option(id));
    const asked = buildQuestion({ ...base, slideType: 'correctOrder', options }, newId);
    expect(asked.key).toEqual({ kind: 'order', optionIds: ['a', 'b', 'c', 'd'] });
    const shown = asked.play.kind === 'order' ? asked.play.items.map((item) => item.id) : [];
    expect([...shown].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(shown).not.toEqual(['a', 'b', 'c', 'd']);
  });

  it('match pairs: right-hand items get fresh ids, so an item id tells nothing about its option', () => {
    const asked = buildQuestion(
      {
        ...base,
        slideType: 'matchPairs',
        options: [option('o1'), option('o2'), option('o3')],
        matching: [
          { optionId: 'o1', title: 'One', image: null },
          { optionId: 'o2', title: 'Two', image: null },
        ],
      },
      newId,
    );
    if (asked.play.kind !== 'pairs' || asked.key.kind !== 'pairs') throw new Error('pairs expected');
    expect(asked.play.left.map((item) => item.id)).toEqual(['o1', 'o2']);
    expect(asked.play.right.map((item) => item.title).sort()).toEqual(['One', 'Two']);
    expect(asked.play.right.every((item) => !['o1', 'o2', 'o3'].includes(item.id))).toBe(true);
    const titleOf = new Map(asked.play.right.map((item) => [item.id, item.title]));
    expect(titleOf.get(asked.key.pairs.o1!)).toBe('One');
    expect(titleOf.get(asked.key.pairs.o2!)).toBe('Two');
  });

  it('categorise: every category option is a card with a fresh id; blank categories are left out', () => {
    const asked = buildQuestion(
      {
        ...base,
        slideType: 'categorise',
        categories: [
          { id: 'fruit', title: 'Fruit', items: ['Apple', 'Pear'] },
          { id: 'veg', title: 'Vegetable', items: ['Leek'] },
          { id: 'blank', title: ' ', items: [] },
        ],
      },
      newId,
    );
    if (asked.play.kind !== 'categories' || asked.key.kind !== 'categories') throw new Error('categories expected');
    expect(asked.play.categories).toEqual([{ id: 'fruit', title: 'Fruit' }, { id: 'veg', title: 'Vegetable' }]);
    const categoryOf = Object.fromEntries(asked.play.items.map((item) => [item.title, asked.key.kind === 'categories' ? asked.key.items[item.id] : '']));
    expect(categoryOf).toEqual({ Apple: 'fruit', Pear: 'fruit', Leek: 'veg' });
  });

  it('type answer: nothing to see; the accepted answers trimmed and without blanks or repeats', () => {
    const asked = buildQuestion({ ...base, slideType: 'typeAnswer', accepted: [' New York ', '', 'NYC', 'NYC'] }, newId);
    expect(asked.play).toEqual({ kind: 'typed' });
    expect(asked.key).toEqual({ kind: 'typed', accepted: ['New York', 'NYC'] });
  });
});
