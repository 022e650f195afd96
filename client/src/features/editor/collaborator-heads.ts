import type { DeckEditor } from '../../../../contracts/realtime/deck-sync.js';

/** Spec doc 1 §9: at most 3 online collaborator heads are shown; the rest are counted. */
export const MAX_HEADS = 3;

export interface Head {
  readonly userId: string;
  readonly name: string;
  readonly initials: string;
  /** This user in another window or tab. */
  readonly self: boolean;
}

/** One head per person among the other connections, in the order they arrived, and how many more are not shown. */
export function collaboratorHeads(others: readonly DeckEditor[], ownUserId: string | undefined): { heads: Head[]; more: number } {
  const people = new Map<string, Head>();
  for (const editor of others) {
    if (people.has(editor.userId)) continue;
    people.set(editor.userId, { userId: editor.userId, name: editor.name, initials: initialsOf(editor.name), self: editor.userId === ownUserId });
  }
  const all = [...people.values()];
  return { heads: all.slice(0, MAX_HEADS), more: Math.max(0, all.length - MAX_HEADS) };
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}
