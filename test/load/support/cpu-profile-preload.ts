import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/**
 * Loaded into the server with `node --import` by `npm run bench -- --cpu-prof`: SIGWINCH starts a CPU
 * profile and a sampling heap profile (where the garbage is allocated), SIGURG writes both to
 * CPU_PROFILE_DIR, so each bench phase gets its own. (node
 * --cpu-prof only writes at a clean exit, and the server exits on a signal; Nest's shutdown hooks take
 * SIGUSR2. Two signals rather than one toggle, because the kernel merges a signal sent twice while the
 * server sits in an fsync.)
 */
const directory = process.env.CPU_PROFILE_DIR ?? '.';
const session = new Session();
session.connect();
let running = false;
let count = 0;

process.on('SIGWINCH', () => {
  if (running) return;
  running = true;
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', { samplingInterval: 64 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
});

process.on('SIGURG', () => {
  if (!running) return;
  running = false;
  count += 1;
  const phase = count;
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(join(directory, `server-${process.pid}-${phase}.cpuprofile`), JSON.stringify(result.profile));
  });
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (!error) writeFileSync(join(directory, `server-${process.pid}-${phase}.heapprofile`), JSON.stringify(result.profile));
  });
});
