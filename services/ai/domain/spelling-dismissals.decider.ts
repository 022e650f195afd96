import type { MisspellDismissal, SpellingDismissalEvent } from '../../../contracts/ai/spellcheck.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { dismissalKey } from './misspellings.js';

export interface SpellingDismissalsState {
  /** dismissalKey of every dismissed word in its context. */
  readonly dismissed: ReadonlySet<string>;
}

export type SpellingDismissalsCommand = { readonly type: 'DismissMisspellings'; readonly presentationId: string; readonly misspellings: readonly MisspellDismissal[] };

/** Spec doc 3 §7 dismiss and batch dismiss: a word dismissed in its context is not reported there again; dismissing it twice writes nothing. */
export const spellingDismissalsDecider: Decider<SpellingDismissalsState, SpellingDismissalsCommand, SpellingDismissalEvent> = {
  initialState: { dismissed: new Set() },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MisspellingsDismissed':
        return { dismissed: new Set([...state.dismissed, ...event.data.misspellings.map(dismissalKey)]) };
      default:
        return state;
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'DismissMisspellings': {
        const fresh = new Map<string, MisspellDismissal>();
        for (const misspelling of command.misspellings) {
          const key = dismissalKey(misspelling);
          if (!state.dismissed.has(key) && !fresh.has(key)) fresh.set(key, { ...misspelling, word: misspelling.word.trim() });
        }
        if (fresh.size === 0) return [];
        return [{ type: 'MisspellingsDismissed', data: { presentationId: command.presentationId, misspellings: [...fresh.values()], dismissedAt: now } }];
      }
    }
  },
};
