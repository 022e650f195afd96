/**
 * How the first change after a quiet spell goes out: 'leading' sends it at once; 'trailing' holds it for
 * the interval and sends it with every change made meanwhile (one update of a burst instead of two).
 */
export type ThrottleEdge = 'leading' | 'trailing';

/**
 * Coalesces changes per key: at most one send per interval (spec: at most 10 updates/s per slide, word
 * clouds once a second), and the last change is never lost. A send gets the subject of the touch that
 * scheduled it (a live entry, current whenever it is read).
 */
export class KeyedThrottle<TSubject = void> {
  private readonly lastSent = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly send: (key: string, subject: TSubject) => void,
    private readonly now: () => number = () => Date.now(),
    private readonly edge: ThrottleEdge = 'leading',
  ) {}

  touch(key: string, intervalMs: number, subject?: TSubject): void {
    if (this.timers.has(key)) return;
    const wait = this.edge === 'trailing' ? intervalMs : (this.lastSent.get(key) ?? -Infinity) + intervalMs - this.now();
    if (wait <= 0) {
      this.fire(key, subject as TSubject);
      return;
    }
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        this.fire(key, subject as TSubject);
      }, wait),
    );
  }

  /** True while a send for the key is already waiting for its interval (a touch would change nothing). */
  isScheduled(key: string): boolean {
    return this.timers.has(key);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private fire(key: string, subject: TSubject): void {
    this.lastSent.set(key, this.now());
    this.send(key, subject);
  }
}
