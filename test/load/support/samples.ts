/** Latency samples in milliseconds; percentiles by sorting once at the end. */
export class Samples {
  private values = new Float64Array(1_024);
  private size = 0;

  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  addAll(other: Samples): void {
    for (let index = 0; index < other.size; index++) this.add(other.values[index]!);
  }

  get count(): number {
    return this.size;
  }

  summary(): SampleSummary {
    if (this.size === 0) return { count: 0, p50: null, p95: null, p99: null, max: null, mean: null };
    const sorted = this.values.slice(0, this.size).sort();
    const at = (q: number) => round(sorted[Math.min(this.size - 1, Math.ceil(q * this.size) - 1)]!);
    let sum = 0;
    for (const value of sorted) sum += value;
    return { count: this.size, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted[this.size - 1]!), mean: round(sum / this.size) };
  }
}

export interface SampleSummary {
  readonly count: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly max: number | null;
  readonly mean: number | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A monotonic clock in milliseconds, shared by every socket of this process. */
export const now = (): number => performance.now();

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes on this machine. */
export const wallNow = (): number => performance.timeOrigin + performance.now();
