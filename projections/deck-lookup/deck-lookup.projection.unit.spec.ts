import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { replayInMemory } from '../projection.js';
import { deckLookupProjection } from './deck-lookup.projection.js';

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  const metadata = { actor: { kind: 'user' as const, id: 'u1' }, commandId: `c${position}`, correlationId: 'c', causationId: 'c', occurredAt: 'x', schemaVersion: 1 };
  return { id: `e${position}`, streamId: 'presentation-p1', revision: position, position, type, data, metadata };
}
const option = (id: string) => ({ id, title: '', image: null, correct: false });
const slide = (id: string) => ({ id, type: 'pickAnswer', slideType: null, fields: {} });

describe('deck-lookup projection', () => {
  it('finds the presentation and slide of every slide, option and hint an event brings in', () => {
    const docs = replayInMemory(deckLookupProjection, [
      recorded('SlideAdded', { presentationId: 'p1', slide: slide('s1'), options: [option('o1'), option('o2')], afterSlideId: null, addedAt: 'x' }),
      recorded('SlideHintAdded', { presentationId: 'p1', slideId: 's1', hint: { id: 'h1', text: '', image: null } }),
      recorded('SlideDuplicated', {
        presentationId: 'p1', sourceSlideId: 's1', slide: slide('s2'), options: [option('o3')], hints: [{ id: 'h2', text: '', image: null }],
        embed: null, afterSlideId: 's1', addedAt: 'x', isIncludingResponseData: false,
      }),
      recorded('SlideOptionAdded', { presentationId: 'p1', slideId: 's2', option: option('o4') }),
      recorded('SlideTypeChanged', { presentationId: 'p1', slideId: 's2', type: 'poll', slideType: null, fields: {}, addedOptions: [option('o5')] }),
    ]);
    expect(Object.fromEntries([...docs].map(([id, doc]) => [id, `${doc.kind}:${doc.presentationId}:${doc.slideId}`]))).toEqual({
      s1: 'slide:p1:s1', o1: 'option:p1:s1', o2: 'option:p1:s1', h1: 'hint:p1:s1',
      s2: 'slide:p1:s2', o3: 'option:p1:s2', h2: 'hint:p1:s2', o4: 'option:p1:s2', o5: 'option:p1:s2',
    });
  });

  it('forgets deleted options and hints, and keeps deleted slides (they can be restored)', () => {
    const docs = replayInMemory(deckLookupProjection, [
      recorded('SlideAdded', { presentationId: 'p1', slide: slide('s1'), options: [option('o1')], afterSlideId: null, addedAt: 'x' }),
      recorded('SlideHintAdded', { presentationId: 'p1', slideId: 's1', hint: { id: 'h1', text: '', image: null } }),
      recorded('SlideOptionDeleted', { presentationId: 'p1', slideId: 's1', optionId: 'o1' }),
      recorded('SlideHintDeleted', { presentationId: 'p1', slideId: 's1', hintId: 'h1' }),
      recorded('SlidesDeleted', { presentationId: 'p1', slideIds: ['s1'], deletedAt: 'x' }),
    ]);
    expect([...docs.keys()]).toEqual(['s1']);
  });

  it('indexes options added at once, and forgets options deleted at once', () => {
    const docs = replayInMemory(deckLookupProjection, [
      recorded('SlideAdded', { presentationId: 'p1', slide: slide('s1'), options: [], afterSlideId: null, addedAt: 'x' }),
      recorded('SlideOptionsAdded', { presentationId: 'p1', slideId: 's1', options: [option('o1'), option('o2'), option('o3')] }),
      recorded('SlideOptionsDeleted', { presentationId: 'p1', slideId: 's1', optionIds: ['o1', 'o3'] }),
    ]);
    expect(Object.fromEntries([...docs].map(([id, doc]) => [id, `${doc.kind}:${doc.presentationId}:${doc.slideId}`]))).toEqual({
      s1: 'slide:p1:s1',
      o2: 'option:p1:s1',
    });
  });
});
