import { readFileSync } from 'node:fs';

/** A /proc status field in bytes (Linux reports kB), or null once the process is gone. */
function statusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The process ids of a process's children (its main thread's list: the thread that spawns them). */
function childPids(parent: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8');
    return tasks.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Watches the peak resident memory of every child process this process starts while it runs (Linux: the
 * kernel's own high-water mark, VmHWM, read until the child is gone), for a bench to report what the
 * process doing the work used.
 */
export class ChildMemoryWatch {
  private readonly peaks = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  /** `parent`: whose children to watch (this process by default, or e.g. a server under test's pid). */
  constructor(
    everyMs = 10,
    private readonly parent = process.pid,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  /** Stops watching; the peak of each child seen, largest first. */
  stop(): number[] {
    clearInterval(this.timer);
    this.sample();
    return [...this.peaks.values()].sort((a, b) => b - a);
  }

  private sample(): void {
    for (const pid of childPids(this.parent)) {
      const peak = statusBytes(pid, 'VmHWM');
      if (peak !== null) this.peaks.set(pid, Math.max(peak, this.peaks.get(pid) ?? 0));
    }
  }
}
