import { audienceFieldAnswers } from './audience-info.js';

describe('audienceFieldAnswers', () => {
  const deck = [
    { id: 'f-email', name: 'email' },
    { id: 'f-job', name: 'Occupation' },
    { id: 'f-age', name: 'Age group' },
  ];

  it("lists the answers in the deck's field order, under the names the deck gives them now", () => {
    expect(audienceFieldAnswers(deck, { 'f-job': 'Nurse', 'f-email': 'a@example.com' })).toEqual([
      { fieldId: 'f-email', name: 'email', value: 'a@example.com' },
      { fieldId: 'f-job', name: 'Occupation', value: 'Nurse' },
    ]);
  });

  it('leaves out empty answers and answers to fields the deck no longer has', () => {
    expect(audienceFieldAnswers(deck, { 'f-age': '', 'f-gone': 'x' })).toEqual([]);
  });
});
