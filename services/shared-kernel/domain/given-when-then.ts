import type { Actor, DomainEvent } from '../../../contracts/events/envelope.js';
import { foldEvents, type DecisionContext, type Decider } from './decider.js';

export const SPEC_NOW = '2026-03-01T09:00:00.000Z';

/** A decision context with a fixed clock and predictable ids (id-1, id-2, ...). */
export function specContext(actor: Actor, now = SPEC_NOW): DecisionContext {
  let counter = 0;
  return { actor, now, newId: () => `id-${++counter}` };
}

/**
 * Given/when/then over a pure decider: `given(history).when(command, actor)` returns the decided
 * events, or throws what the decider threw, so specs read like the rule they check.
 */
export function givenWhenThen<TState, TCommand, TEvent extends DomainEvent>(decider: Decider<TState, TCommand, TEvent>) {
  return {
    given: (history: readonly TEvent[]) => ({
      when: (command: TCommand, actor: Actor, now?: string): readonly TEvent[] =>
        decider.decide(command, foldEvents(decider, history), specContext(actor, now)),
      state: (): TState => foldEvents(decider, history),
    }),
  };
}
