import type { SpinView } from '../../../../contracts/spinner-wheel/socket-protocol.js';

/** A wheel stopped early turns on this long to rest on its winner. */
export const SETTLE_MS = 800;

const positive = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * The wheel's angle at rest (degrees, clockwise) that puts the middle of entry `index` of `count` under the pointer
 * at the top; entry 0 starts at the top and the entries follow clockwise.
 */
export function restAngle(index: number, count: number): number {
  return count > 0 ? positive(360 - (index + 0.5) * (360 / count)) : 0;
}

/** How far a spin turns the wheel: its whole turns, then on to the winner's rest angle. */
export function spinTurn(spin: Pick<SpinView, 'landingIndex' | 'spins'>, count: number): number {
  return spin.spins * 360 + restAngle(Math.max(0, spin.landingIndex), count);
}

/** Fast at first, slowing to a stop, as a wheel does. */
export const easeOut = (fraction: number) => 1 - (1 - Math.min(1, Math.max(0, fraction))) ** 3;

/** When a screen shows the spin as landed (server time, ms): its end, or a moment after the presenter stopped it. */
export function landingAt(spin: Pick<SpinView, 'landsAt' | 'stoppedAt'>): number {
  return spin.stoppedAt ? Date.parse(spin.stoppedAt) + SETTLE_MS : Date.parse(spin.landsAt);
}

/** The wheel's angle at server time `nowMs`: turning, settling after an early stop, or resting on the winner. */
export function angleAt(spin: Pick<SpinView, 'landingIndex' | 'spins' | 'startedAt' | 'landsAt' | 'stoppedAt'>, count: number, nowMs: number): number {
  const total = spinTurn(spin, count);
  const start = Date.parse(spin.startedAt);
  const end = Date.parse(spin.landsAt);
  const turned = (at: number) => total * easeOut(end > start ? (at - start) / (end - start) : 1);
  if (!spin.stoppedAt) return turned(nowMs);
  const stoppedAt = Date.parse(spin.stoppedAt);
  const from = turned(stoppedAt);
  // On to the winner, less than a turn further.
  const to = from + positive(total - from);
  return from + (to - from) * easeOut((nowMs - stoppedAt) / SETTLE_MS);
}

/** The rest angle of a wheel after a spin (or of one never spun): what reduced motion shows at once. */
export function finalAngle(spin: Pick<SpinView, 'landingIndex' | 'spins'> | null, count: number): number {
  return spin ? positive(spinTurn(spin, count)) : 0;
}
