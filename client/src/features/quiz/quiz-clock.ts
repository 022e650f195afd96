/**
 * Quiz timing on the screens. The server decides when a countdown ends and when a question closes, and says what its
 * clock read when it sent each state (`serverNow`). A device's clock can be minutes off, so a screen never compares a
 * server deadline with its own clock alone: it estimates how far the server's clock is ahead of its own and counts
 * down against that.
 *
 * Each state gives one sample: serverNow - (local time it arrived). The state left the server before it arrived, so
 * every sample is the true offset minus that message's travel time; the largest recent sample is the one that
 * travelled fastest, and so the best estimate (as NTP does it).
 */
export const CLOCK_SAMPLES = 8;

export class ServerClock {
  private samples: number[] = [];

  /** Records one state's serverNow as it arrived; returns the offset now estimated. Unreadable times are ignored. */
  sample(serverNowIso: string, receivedAtMs: number): number {
    const serverNow = Date.parse(serverNowIso);
    if (Number.isFinite(serverNow) && Number.isFinite(receivedAtMs)) {
      this.samples = [...this.samples, serverNow - receivedAtMs].slice(-CLOCK_SAMPLES);
    }
    return this.offsetMs;
  }

  /** How far the server's clock is ahead of this device's (negative when behind); 0 before any sample. */
  get offsetMs(): number {
    return this.samples.length === 0 ? 0 : Math.max(...this.samples);
  }
}

/** The server's time now, by this device's clock and the estimated offset. */
export const serverTime = (localNowMs: number, offsetMs: number): number => localNowMs + offsetMs;

/** Milliseconds until a server deadline (never below 0); 0 for a missing or unreadable deadline. */
export function msLeft(deadlineIso: string | null | undefined, offsetMs: number, localNowMs: number): number {
  if (!deadlineIso) return 0;
  const deadline = Date.parse(deadlineIso);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, deadline - serverTime(localNowMs, offsetMs));
}

/** Whole seconds shown for a time left: 4.2 s shows as 5, and 0 only once the time is really up. */
export const secondsShown = (ms: number): number => Math.ceil(Math.max(0, ms) / 1000);

/** How much of a period has passed, 0 to 1 (for a timer ring or bar). */
export function fractionElapsed(startIso: string | null | undefined, endIso: string | null | undefined, offsetMs: number, localNowMs: number): number {
  const start = startIso ? Date.parse(startIso) : NaN;
  const end = endIso ? Date.parse(endIso) : NaN;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 1;
  const now = serverTime(localNowMs, offsetMs);
  return Math.min(1, Math.max(0, (now - start) / (end - start)));
}
