import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { replayInMemory } from '../projection.js';
import { presentationListProjection } from './presentation-list.projection.js';

let position = 0;
function recorded(type: string, data: Record<string, unknown>, revision: number, occurredAt = 'x'): RecordedEvent {
  position += 1;
  const metadata = { actor: { kind: 'user' as const, id: 'u1' }, commandId: `c${position}`, correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 };
  return { id: `e${position}`, streamId: 'presentation-p1', revision, position, type, data, metadata };
}

describe('presentation-list projection', () => {
  const created = recorded('PresentationCreated', {
    presentationId: 'p1', ownerId: 'u1', name: 'Deck', language: 'en', fontFamily: 'Plus Jakarta Sans',
    accessCode: '123456', uniqueAccessCode: 'abcdefghij', createdAt: '2026-01-01T00:00:00.000Z',
  }, 0);

  it('folds create, rename, trash and restore into one summary with the latest revision', () => {
    const docs = replayInMemory(presentationListProjection, [
      created,
      recorded('PresentationRenamed', { presentationId: 'p1', name: 'Renamed', renamedAt: '2026-01-02T00:00:00.000Z' }, 1),
      recorded('PresentationMovedToTrash', { presentationId: 'p1', deletedAt: '2026-01-03T00:00:00.000Z' }, 2),
    ]);
    expect(docs.get('p1')).toMatchObject({ name: 'Renamed', updatedAt: '2026-01-02T00:00:00.000Z', deletedAt: '2026-01-03T00:00:00.000Z', inTrash: true, revision: 2 });
    replayInMemory(presentationListProjection, [recorded('PresentationRestored', { presentationId: 'p1', restoredAt: 'later' }, 3)], docs);
    expect(docs.get('p1')).toMatchObject({ deletedAt: null, inTrash: false, revision: 3 });
  });

  it('removes the summary on permanent delete and ignores events of other kinds', () => {
    const docs = replayInMemory(presentationListProjection, [
      created,
      recorded('SomethingElse', { presentationId: 'p1' }, 1),
      recorded('PresentationDeletedPermanently', { presentationId: 'p1', deletedAt: 'x' }, 2),
    ]);
    expect(docs.size).toBe(0);
  });

  const slide = (id: string) => ({ id, type: 'poll', slideType: null, fields: {} });
  const added = (id: string, revision: number, at: string) =>
    recorded('SlideAdded', { presentationId: 'p1', slide: slide(id), options: [], afterSlideId: null, addedAt: at }, revision, at);

  it('counts slides as they are added, duplicated, deleted and restored, and stamps the edit time', () => {
    const docs = replayInMemory(presentationListProjection, [
      created,
      added('s1', 1, '2026-01-02T00:00:00.000Z'),
      added('s2', 2, '2026-01-02T00:01:00.000Z'),
      recorded('SlideDuplicated', { presentationId: 'p1', sourceSlideId: 's1', slide: slide('s3'), options: [], hints: [], embed: null, afterSlideId: 's1', addedAt: 'x', isIncludingResponseData: false }, 3, '2026-01-02T00:02:00.000Z'),
      recorded('SlidesDeleted', { presentationId: 'p1', slideIds: ['s1', 's2'], deletedAt: 'x' }, 4, '2026-01-02T00:03:00.000Z'),
      recorded('SlidesRestored', { presentationId: 'p1', restored: [{ slideId: 's1', afterSlideId: null }] }, 5, '2026-01-02T00:04:00.000Z'),
    ]);
    expect(docs.get('p1')).toMatchObject({ slideCount: 2, updatedAt: '2026-01-02T00:04:00.000Z', revision: 5 });
  });

  it('takes the auto title as the name and the font from attribute and theme changes', () => {
    const docs = replayInMemory(presentationListProjection, [
      created,
      recorded('PresentationAutoTitled', { presentationId: 'p1', name: 'Quarterly numbers' }, 1),
      recorded('PresentationAttributesChanged', { presentationId: 'p1', changes: { fontFamily: 'Inter' } }, 2),
    ]);
    expect(docs.get('p1')).toMatchObject({ name: 'Quarterly numbers', fontFamily: 'Inter', revision: 2 });
    const theme = { themeId: null, themeName: null, themeThumbnail: null, colorPalette: null, textColour: null, baseColour: null, visibility: null, backgroundImage: null };
    replayInMemory(presentationListProjection, [recorded('PresentationThemeApplied', { presentationId: 'p1', theme: { ...theme, fontFamily: null }, slideIds: [] }, 3)], docs);
    expect(docs.get('p1')?.fontFamily).toBe('Inter');
    replayInMemory(presentationListProjection, [recorded('PresentationThemeApplied', { presentationId: 'p1', theme: { ...theme, fontFamily: 'Lato' }, slideIds: [] }, 4)], docs);
    expect(docs.get('p1')?.fontFamily).toBe('Lato');
  });

  it('does not count moving to another slide as an edit, but follows its revision', () => {
    const docs = replayInMemory(presentationListProjection, [
      created,
      recorded('ActiveSlideSet', { presentationId: 'p1', slideId: 's1' }, 1, '2026-05-05T00:00:00.000Z'),
    ]);
    expect(docs.get('p1')).toMatchObject({ updatedAt: '2026-01-01T00:00:00.000Z', revision: 1 });
  });
});
