import { generatedDeckJsonSchema, type GeneratedSlide } from '../../../contracts/ai/generated-slides.js';
import { deckCommandSchema } from '../../../contracts/deck/deck-commands.js';
import { addSlideCommandFor } from './generated-slide-command.js';

const SLIDES: GeneratedSlide[] = [
  { type: 'pickAnswer', title: 'Q', options: [{ title: 'a', correct: true }, { title: 'b', correct: false }] },
  { type: 'poll', title: 'P', options: [{ title: 'x' }, { title: 'y' }] },
  { type: 'wordCloud', title: 'W' },
  { type: 'openEnded', title: 'O' },
  { type: 'textSlide', title: 'T', subheading: 'S' },
];

describe('A generated slide as an ordinary AddSlide', () => {
  it.each(SLIDES)('$type is a valid deck command carrying its content', (slide) => {
    const command = addSlideCommandFor('p1', slide);
    expect(deckCommandSchema.parse(command)).toEqual(command);
    expect(command.data).toMatchObject({ presentationId: 'p1', type: slide.type, fields: { title: slide.title } });
  });

  it('keeps quiz options with the right answer marked', () => {
    expect(addSlideCommandFor('p1', SLIDES[0]!).data.options).toEqual([{ title: 'a', correct: true }, { title: 'b', correct: false }]);
  });

  it('asks the model for JSON in a schema derived from the contract', () => {
    const schema = generatedDeckJsonSchema() as { properties: { slides: { items: { oneOf?: unknown[]; anyOf?: unknown[] }; maxItems: number } } };
    expect(schema.properties.slides.maxItems).toBe(30);
    expect((schema.properties.slides.items.oneOf ?? schema.properties.slides.items.anyOf)!.length).toBe(SLIDES.length);
  });
});
