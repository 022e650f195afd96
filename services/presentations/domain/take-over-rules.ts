import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { TAKE_OVER_EVENT_TYPES, type TakeOverEvent } from '../../../contracts/presentations/take-over.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';

const TAKE_OVER_TYPES = new Set<string>(TAKE_OVER_EVENT_TYPES);
export const isTakeOverEvent = (event: DomainEvent): event is DomainEvent & TakeOverEvent => TAKE_OVER_TYPES.has(event.type);

/** Who holds a presentation after one take-over event. */
export function evolveTakenOverBy(takenOverBy: string | null, event: TakeOverEvent): string | null {
  switch (event.type) {
    case 'PresentationTakenOver':
      return event.data.userId;
    case 'PresentationTakeOverReleased':
      return null;
    default:
      return assertNever(event);
  }
}

/** Spec doc 1 §4: editing is permitted when nobody has taken the presentation over, or when the editor has. */
export const takeOverPermitsEditing = (takenOverBy: string | null, userId: string): boolean => takenOverBy === null || takenOverBy === userId;
