import type { RecordedEvent } from '../../contracts/events/envelope.js';

/**
 * Turns a stored event of one schema version into the next version. Stored events never change;
 * readers see them at the current version because every read goes through the registry.
 */
export interface Upcaster {
  readonly eventType: string;
  readonly fromVersion: number;
  upcast(data: unknown): unknown;
}

export class UpcasterRegistry {
  private readonly byTypeAndVersion = new Map<string, Upcaster>();
  /** Event types with an upcaster of some version: every other event is returned as it is, at once. */
  private readonly types = new Set<string>();

  constructor(upcasters: readonly Upcaster[]) {
    for (const upcaster of upcasters) {
      this.types.add(upcaster.eventType);
      const key = registryKey(upcaster.eventType, upcaster.fromVersion);
      if (this.byTypeAndVersion.has(key)) throw new Error(`Two upcasters for ${key}`);
      this.byTypeAndVersion.set(key, upcaster);
    }
  }

  /** Applies upcasters one version at a time until none is left for the event's version. */
  upcast<T extends RecordedEvent>(event: T): T {
    if (!this.types.has(event.type)) return event;
    let current = event;
    for (;;) {
      const upcaster = this.byTypeAndVersion.get(registryKey(current.type, current.metadata.schemaVersion));
      if (!upcaster) return current;
      current = {
        ...current,
        data: upcaster.upcast(current.data),
        metadata: { ...current.metadata, schemaVersion: upcaster.fromVersion + 1 },
      };
    }
  }
}

function registryKey(eventType: string, version: number): string {
  return `${eventType}@${version}`;
}
