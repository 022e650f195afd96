/** A state that screens follow with useSyncExternalStore: replaced whole on each change, listeners told at once. */
export class Store<TState extends object> {
  private state: TState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: TState) {
    this.state = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): TState => this.state;

  protected set(changes: Partial<TState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
