import { now } from './samples.js';

/** Attempts started per turn of the event loop; replies already received are read between two turns. */
const ATTEMPTS_PER_TURN = 8;

/**
 * Starts tasks at their due times, a few per turn of the event loop. One process here plays thousands of
 * phones; with a timer per phone, Node runs every timer that has fallen due before it reads any socket,
 * so while it is behind it opens every connection before it reads a single reply (NOTES.md). Real phones
 * each have a CPU of their own; this keeps the bench from holding back the phones whose replies have
 * already arrived.
 */
export class PacedAttempts {
  /** Sorted by due time from `next` on; tasks added since the last sort wait in `added`. */
  private due: { at: number; task: () => void }[] = [];
  private next = 0;
  private added: { at: number; task: () => void }[] = [];
  private timer?: NodeJS.Timeout;
  private planned = false;

  /** Runs `task` at `at` (on the now() clock) or, when this process is behind, as soon as its turn comes. */
  at(at: number, task: () => void): void {
    this.added.push({ at, task });
    this.plan();
  }

  get pending(): number {
    return this.due.length - this.next + this.added.length;
  }

  close(): void {
    clearTimeout(this.timer);
    this.due = [];
    this.next = 0;
    this.added = [];
  }

  /** At most one turn or timer is pending; tasks added in one go are sorted in once. */
  private plan(): void {
    if (this.planned) return;
    this.planned = true;
    setImmediate(() => this.runTurn());
  }

  private runTurn(): void {
    this.planned = false;
    clearTimeout(this.timer);
    if (this.added.length > 0) {
      this.due = [...this.due.slice(this.next), ...this.added].sort((a, b) => a.at - b.at);
      this.next = 0;
      this.added = [];
    }
    const at = now();
    for (let started = 0; started < ATTEMPTS_PER_TURN && this.next < this.due.length && this.due[this.next]!.at <= at; started++) {
      this.due[this.next++]!.task();
    }
    if (this.next >= this.due.length) return;
    const wait = this.due[this.next]!.at - now();
    if (wait <= 0) this.plan();
    else this.timer = setTimeout(() => this.plan(), wait);
  }
}
