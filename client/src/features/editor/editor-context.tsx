import { createContext, useContext } from 'react';
import type { DeckCommand } from '../../../../contracts/deck/deck-commands.js';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';

/** What every editor panel works with: the deck as shown, the selected slide, and the one way to change things. */
export interface EditorContextValue {
  readonly deck: DeckDocument;
  readonly slide: DeckSlide | null;
  /** Every change is a deck command: applied at once, synced, and (usually) undoable. */
  readonly dispatch: (command: DeckCommand) => void;
  /** Dispatches a command that adds something and returns the ids of what it added (stand-ins until the server names them). */
  readonly create: (command: DeckCommand) => readonly string[];
  /**
   * A React key for a slide or option that stays the same when the server names what this browser added, so the
   * field being typed in (and its focus) survives the rename.
   */
  readonly keyOf: (id: string) => string;
  readonly selectSlide: (slideId: string) => void;
}

const EditorContext = createContext<EditorContextValue | null>(null);
export const EditorProvider = EditorContext.Provider;

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor() needs an <EditorProvider> above it');
  return value;
}
