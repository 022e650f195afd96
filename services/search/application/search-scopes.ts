import type { Actor } from '../../../contracts/events/envelope.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { ScalarValue } from '../../infrastructure/read-store/read-store.port.js';

/**
 * A set of presentations a caller may see, as one filter on the search index. Today that is what they own;
 * team workspaces and decks shared with them join as further kinds, each with its own filter.
 */
export type SearchScope = { readonly kind: 'ownedBy'; readonly userId: string };

export function searchScopesOf(actor: Actor): readonly SearchScope[] {
  return [{ kind: 'ownedBy', userId: actor.id }];
}

/** The index documents of a scope; the trash is never searched (the spec lists no trash search). */
export function scopeFilter(scope: SearchScope): Readonly<Record<string, ScalarValue>> {
  switch (scope.kind) {
    case 'ownedBy':
      return { ownerId: scope.userId, inTrash: false };
    default:
      return assertNever(scope.kind);
  }
}
