import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { upcasters } from './index.js';

function storedEvent(type: string, schemaVersion: number, data: unknown): RecordedEvent {
  return {
    id: 'e1',
    streamId: 'presentation-p1',
    revision: 0,
    position: 1,
    type,
    data,
    metadata: {
      actor: { kind: 'user', id: 'u1' },
      commandId: 'c1',
      correlationId: 'c1',
      causationId: 'c1',
      occurredAt: '2025-01-01T00:00:00.000Z',
      schemaVersion,
    },
  };
}

describe('PresentationCreated v1 -> v2 upcaster', () => {
  const v1 = {
    presentationId: 'p1',
    ownerId: 'u1',
    name: 'Old deck',
    language: 'en',
    accessCode: 'ABC123',
    uniqueAccessCode: 'abcdefghij',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('adds the default font a version 1 event implied and marks it version 2', () => {
    const upcast = upcasters.upcast(storedEvent('PresentationCreated', 1, v1));
    expect(upcast.data).toEqual({ ...v1, fontFamily: 'Plus Jakarta Sans' });
    expect(upcast.metadata.schemaVersion).toBe(2);
  });

  it('leaves a version 2 event as it is', () => {
    const v2 = storedEvent('PresentationCreated', 2, { ...v1, fontFamily: 'Lora' });
    expect(upcasters.upcast(v2)).toBe(v2);
  });

  it('leaves events without upcasters as they are', () => {
    const other = storedEvent('PresentationRenamed', 1, { presentationId: 'p1', name: 'x', renamedAt: 'now' });
    expect(upcasters.upcast(other)).toBe(other);
  });
});
