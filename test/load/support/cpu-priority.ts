import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How far below the servers it measures the bench runs, as a nice value; chosen by measurement (NOTES.md). */
export const BENCH_NICE = 5;

/**
 * Lowers this process below the servers it has started. The bench plays 10,000 phones on the server's own
 * two cores: at equal priority, whenever the server needs both cores at once (a major collection marks on
 * helper threads while the main thread goes on acknowledging answers), the bench took a share of that time,
 * which no real audience takes from a server. At a lower priority the bench gets what the server
 * leaves; the server still does all of its own work, and an ack the bench reads late still counts as late.
 *
 * Linux keeps a nice value per thread and a new process starts with that of the thread that forked it, so
 * every thread of this process is lowered (its collector's helpers too), and only after the servers to be
 * measured have been started: they keep the normal priority. Servers started later (crash rounds, the
 * replay) start at this one, alone on the machine. Lowering a priority needs no privilege; raising it back
 * would, so this is done once and stays. Returns the nice value now in force.
 */
export function yieldCpuToServers(nice = BENCH_NICE): number {
  for (const thread of readdirSync('/proc/self/task').map(Number)) {
    try {
      setPriority(thread, Math.max(nice, getPriority(thread)));
    } catch {
      // A thread that ended between the listing and the call.
    }
  }
  return getPriority();
}
