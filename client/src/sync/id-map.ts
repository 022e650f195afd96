import type { DeckEvent } from '../../../contracts/deck/deck-events.js';

/** Stand-in ids for what the server will name: unique per mutation, and the same on every re-apply of it. */
export const LOCAL_ID_PREFIX = 'local:';

export function localIdFactory(mutationId: string): () => string {
  let next = 0;
  return () => `${LOCAL_ID_PREFIX}${mutationId}:${next++}`;
}

export const isLocalId = (value: unknown): value is string => typeof value === 'string' && value.startsWith(LOCAL_ID_PREFIX);

/**
 * Pairs the stand-in ids of predicted events with the ids in the server's events: events are matched in order by
 * type, then walked side by side; wherever the prediction holds a stand-in, the server's value at the same place
 * is its real id.
 */
export function matchLocalIds(predicted: readonly DeckEvent[], actual: readonly { type: string; data: unknown }[]): Map<string, string> {
  const found = new Map<string, string>();
  let from = 0;
  for (const event of predicted) {
    const index = actual.findIndex((candidate, position) => position >= from && candidate.type === event.type);
    if (index === -1) continue;
    walk(event.data, actual[index]!.data, found);
    from = index + 1;
  }
  return found;
}

function walk(predicted: unknown, actual: unknown, found: Map<string, string>): void {
  if (isLocalId(predicted)) {
    if (typeof actual === 'string' && !found.has(predicted)) found.set(predicted, actual);
    return;
  }
  if (Array.isArray(predicted) && Array.isArray(actual)) {
    predicted.forEach((item, index) => walk(item, actual[index], found));
    return;
  }
  if (predicted && actual && typeof predicted === 'object' && typeof actual === 'object') {
    for (const [key, value] of Object.entries(predicted)) walk(value, (actual as Record<string, unknown>)[key], found);
  }
}

/** A copy of `value` with every mapped stand-in id replaced by its real id (strings compared whole). */
export function replaceIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (ids.size === 0) return value;
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return ids.get(item) ?? item;
    if (Array.isArray(item)) return item.map(visit);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, visit(entry)]));
    return item;
  };
  return visit(value) as T;
}

/** True when the value still names something only this browser knows (its creation was never confirmed). */
export function holdsLocalId(value: unknown): boolean {
  if (isLocalId(value)) return true;
  if (Array.isArray(value)) return value.some(holdsLocalId);
  if (value && typeof value === 'object') return Object.values(value).some(holdsLocalId);
  return false;
}
