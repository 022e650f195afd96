import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { replayInMemory } from '../projection.js';
import { presentationListProjection } from './presentation-list.projection.js';

let position = 0;
function recorded(type: string, data: Record<string, unknown>, revision: number): RecordedEvent {
  position += 1;
  const metadata = { actor: { kind: 'user' as const, id: 'u1' }, commandId: `c${position}`, correlationId: 'c', causationId: 'c', occurredAt: 'x', schemaVersion: 1 };
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
});
