import type { SpinnerWheelState } from '../../../../contracts/spinner-wheel/socket-protocol.js';
import { Store } from '../activities/store.js';
import type { LiveConnection } from '../live/live-socket.js';
import { ServerClock } from '../quiz/quiz-clock.js';

export interface WheelStatesState {
  /** Each wheel as the server last drew it, by slide. */
  readonly wheels: Readonly<Record<string, SpinnerWheelState>>;
  /** How far the server's clock is ahead of this one (quiz-clock.ts): spins are timed by the server's. */
  readonly offsetMs: number;
}

/** The wheels a screen follows on its live socket (spinner:state), the newest state of each kept. */
export class WheelStates<TState extends WheelStatesState = WheelStatesState> extends Store<TState> {
  private readonly clock = new ServerClock();

  constructor(
    initial: TState,
    private readonly now: () => number = () => Date.now(),
  ) {
    super(initial);
  }

  readonly attach = (connection: LiveConnection): void => {
    connection.on('spinner:state', (state) => this.apply(state));
  };

  /** A state from the socket or an HTTP answer: they can cross, so an older version of the same session's wheel is dropped. */
  apply(state: SpinnerWheelState): void {
    const offsetMs = this.clock.sample(state.serverNow, this.now());
    const known = this.current().wheels[state.slideId];
    const stale = known && known.sessionId === state.sessionId && known.version > state.version;
    this.set({ offsetMs, ...(stale ? {} : { wheels: { ...this.current().wheels, [state.slideId]: state } }) } as Partial<TState>);
  }
}
