import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { answerGenerationRefusal } from './answer-generation-rules.js';

const option = (title: string) => ({ id: title || 'empty', title, image: null, correct: false, order: 1 });
const slide = (title: string, titles: string[] = [], type: DeckSlide['type'] = 'pickAnswer'): Pick<DeckSlide, 'type' | 'slideType' | 'title' | 'options'> => ({
  type,
  slideType: null,
  title,
  options: titles.map(option),
});

describe('When answer options may be generated (spec doc 3 §5)', () => {
  it('needs the question, fewer than 4 titled options, and 4 words or 2 words and a question mark', () => {
    expect(answerGenerationRefusal(slide('Which planet is largest'))).toBeNull();
    expect(answerGenerationRefusal(slide('Largest planet?'))).toBeNull();
    expect(answerGenerationRefusal(slide('  '))).toBe('noQuestion');
    expect(answerGenerationRefusal(slide('Largest planet'))).toBe('questionTooShort');
    expect(answerGenerationRefusal(slide('Planet?'))).toBe('questionTooShort');
    expect(answerGenerationRefusal(slide('Which planet is largest', ['a', 'b', 'c', '']))).toBeNull();
    expect(answerGenerationRefusal(slide('Which planet is largest', ['a', 'b', 'c', 'd']))).toBe('enoughOptions');
  });

  it('is for quiz questions with choices and polls only', () => {
    expect(answerGenerationRefusal(slide('Which planet is largest', [], 'poll'))).toBeNull();
    expect(answerGenerationRefusal(slide('Which planet is largest', [], 'wordCloud'))).toBe('unsupportedType');
    expect(answerGenerationRefusal({ ...slide('Which planet is largest'), slideType: 'typeAnswer' })).toBe('unsupportedType');
  });
});
