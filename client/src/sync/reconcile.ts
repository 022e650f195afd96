import { isDraft, original } from 'immer';

type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const idOf = (value: unknown): unknown => (isContainer(value) && !Array.isArray(value) ? value.id : undefined);

/**
 * Makes an immer draft equal to `next`, touching only what differs, so produceWithPatches records small patches
 * (one field of one slide) rather than "replace the whole deck". `next` is a fold of the draft's base, which keeps
 * every unchanged object by reference; those are skipped without looking inside.
 */
export function reconcile(draft: Json, next: Json): void {
  const base = (isDraft(draft) ? original(draft) : draft) as Json;
  if (Array.isArray(next)) {
    const target = draft as unknown[];
    const before = base as unknown[];
    for (let index = 0; index < next.length; index++) {
      const value = next[index];
      if (index < before.length && before[index] === value) continue;
      if (index >= target.length) {
        target.push(value);
        continue;
      }
      const current = target[index];
      // The same entity (same id) changed in place: patch inside it; anything else takes the new value.
      if (isContainer(current) && isContainer(value) && Array.isArray(current) === Array.isArray(value) && idOf(current) === idOf(value)) {
        reconcile(current, value);
      } else {
        target[index] = value;
      }
    }
    if (target.length > next.length) target.splice(next.length);
    return;
  }
  const target = draft as Record<string, unknown>;
  const before = base as Record<string, unknown>;
  for (const [key, value] of Object.entries(next)) {
    if (Object.hasOwn(before, key) && before[key] === value) continue;
    const current = target[key];
    if (isContainer(current) && isContainer(value) && Array.isArray(current) === Array.isArray(value) && idOf(current) === idOf(value)) {
      reconcile(current, value);
    } else {
      target[key] = value;
    }
  }
  for (const key of Object.keys(target)) if (!Object.hasOwn(next, key)) delete target[key];
}
