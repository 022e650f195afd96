/** Spec doc 1 §2 / doc 2 §2: slide controls hide after 2000 ms without activity. */
export const CONTROLS_IDLE_MS = 2000;

export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Active after any activity, idle once `idleMs` pass without one. Reports only changes, so a stream of mouse
 * moves costs one state update, not one per move.
 */
export class IdleTimer {
  private handle: unknown = null;
  private active = true;
  private held = false;

  constructor(
    private readonly onChange: (active: boolean) => void,
    private readonly idleMs: number = CONTROLS_IDLE_MS,
    private readonly timers: TimerApi = browserTimers,
  ) {}

  /** Something happened: show the controls and restart the countdown (none runs while they are held). */
  activity(): void {
    if (!this.active) {
      this.active = true;
      this.onChange(true);
    }
    if (!this.held) this.restart();
  }

  /** While held (a control has focus, a menu is open), the controls stay, whatever else happens, until released. */
  hold(): void {
    this.held = true;
    this.clear();
    if (!this.active) {
      this.active = true;
      this.onChange(true);
    }
  }

  /** No longer held: the countdown starts again. */
  release(): void {
    this.held = false;
    this.activity();
  }

  stop(): void {
    this.clear();
  }

  private restart(): void {
    this.clear();
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.active = false;
      this.onChange(false);
    }, this.idleMs);
  }

  private clear(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
