import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { DecisionInputs } from '../../../services/shared-kernel/domain/decider.js';
import { DomainError } from '../../../services/shared-kernel/domain/domain-errors.js';
import { decideDeckChange } from '../../../services/slides/domain/deck-decider.js';
import { deckStateOf } from '../../../services/slides/domain/deck-state.js';

/**
 * What the server will decide for a command, as events, so the editor shows the result at once: the deck decider
 * itself, run on the deck this editor shows. A command it refuses predicts nothing; the server's answer (its events
 * or its refusal) settles it. Ids the server will choose are stand-ins from newId(), mapped to the real ones when
 * the events arrive.
 */
export function predictEvents(deck: DeckDocument, command: DeckCommand, inputs: DecisionInputs): DeckEvent[] {
  try {
    return decideDeckChange(command, deckStateOf(deck), inputs);
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
}
