import type { Actor, DomainEvent } from '../../../contracts/events/envelope.js';

/** The time and the ids a decision uses: passed in, never fetched. */
export interface DecisionInputs {
  /** ISO timestamp of the decision. */
  readonly now: string;
  /** A fresh id per call; deterministic in tests. */
  readonly newId: () => string;
}

/** Everything a decision may depend on besides the command and the state. */
export interface DecisionContext extends DecisionInputs {
  readonly actor: Actor;
}

/**
 * A pure decider over one stream. It never does I/O: the pipeline may run it again on a conflict.
 * `evolve` must ignore event types it does not know, because several deciders can share a stream.
 * `decide` returns the new events (none when the command changes nothing) or throws a DomainError.
 */
export interface Decider<TState, TCommand, TEvent extends DomainEvent = DomainEvent> {
  readonly initialState: TState;
  /**
   * True when the state holds the id of every command it accepted and a re-sent command (same id as its
   * commandId) decides nothing: re-sends are then recognised here, and the store does not look up or
   * record command ids for this stream (see AppendOptions.deduplicate).
   */
  readonly recognisesResentCommands?: boolean;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState, context: DecisionContext): readonly TEvent[];
}

export function foldEvents<TState, TEvent extends DomainEvent>(
  decider: Pick<Decider<TState, unknown, TEvent>, 'initialState' | 'evolve'>,
  events: readonly TEvent[],
  from: TState = decider.initialState,
): TState {
  return events.reduce((state, event) => decider.evolve(state, event), from);
}
