import { deckCommandSchema } from '../deck/deck-commands.js';
import { patchSlideRequestSchema } from './requests.js';
import { slideTypeSchemas } from './slide-type-fields.js';
import { SLIDE_TYPES } from './slide-types.js';

describe('slide field schemas (spec doc 2 §3)', () => {
  it('every slide type has its own schema', () => {
    expect(Object.keys(slideTypeSchemas).sort()).toEqual([...SLIDE_TYPES].sort());
  });

  it('a schema is strict: unknown fields are rejected', () => {
    for (const type of SLIDE_TYPES) expect(slideTypeSchemas[type].safeParse({ bogus: 1 }).success).toBe(false);
    expect(patchSlideRequestSchema.safeParse({ title: 'x', bogus: true }).success).toBe(false);
  });

  it('a type edits its own fields only', () => {
    expect(slideTypeSchemas.wordCloud.safeParse({ entriesPerParticipant: 2 }).success).toBe(true);
    expect(slideTypeSchemas.poll.safeParse({ entriesPerParticipant: 2 }).success).toBe(false);
    expect(slideTypeSchemas.freestyle.safeParse({ canvasBlocks: [] }).success).toBe(true);
    expect(slideTypeSchemas.leaderboard.safeParse({ timeLimit: 30 }).success).toBe(false);
  });

  it('canvas blocks of each kind validate, unknown kinds do not', () => {
    const style = { width: 120, height: 120, transform: 'translate(0px, 0px)' };
    const blocks = [
      { id: 'a', type: 'RichText', tag: 'heading', content: { value: '<p>x</p>' }, style },
      { id: 'b', type: 'Image', tag: 'image', content: { src: 'https://x.org/a.png', isPlaceholderImage: false }, style },
      { id: 'c', type: 'Emoji', content: { value: '🎉' }, style },
      { id: 'd', type: 'Shape', shape: 'star', shapeStyle: { fill: '#000', stroke: '#000', strokeWidth: 0 }, style },
      { id: 'e', type: 'Line', weight: 3, dash: 'solid', start: 'none', end: 'arrow', colour: '#313131', style },
    ];
    expect(slideTypeSchemas.freestyle.safeParse({ canvasBlocks: blocks }).success).toBe(true);
    expect(slideTypeSchemas.freestyle.safeParse({ canvasBlocks: [{ id: 'f', type: 'Video', style }] }).success).toBe(false);
  });

  it('links must be http(s)', () => {
    expect(slideTypeSchemas.youtube.safeParse({ youtubeLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(slideTypeSchemas.image.safeParse({ image: { url: 'https://cdn.example.com/a.png' } }).success).toBe(true);
  });

  it('the command schema validates {type, data} by type', () => {
    expect(deckCommandSchema.safeParse({ type: 'AddSlide', data: { presentationId: 'p', type: 'poll' } }).success).toBe(true);
    expect(deckCommandSchema.safeParse({ type: 'AddSlide', data: { presentationId: 'p', type: 'nope' } }).success).toBe(false);
    expect(deckCommandSchema.safeParse({ type: 'Unknown', data: {} }).success).toBe(false);
  });
});
