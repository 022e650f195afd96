import { useEffect, useState } from 'react';

/**
 * The local time at this render; while `running`, the screen renders again every `intervalMs` (the quiz timers).
 * It is read at render time, not kept from the last tick, so a state that just arrived is never timed with a stale clock.
 */
export function useNow(running: boolean, intervalMs = 200): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return Date.now();
}
