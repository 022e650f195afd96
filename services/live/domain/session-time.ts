/** Clock differences under this are left alone, so a node's own events (seen a few ms after writing) do not move its clock. */
export const CLOCK_TOLERANCE_MS = 250;
/** A difference beyond this is an old event reaching a feed that is far behind, not two clocks disagreeing. */
export const MAX_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * The offset (session time minus this node's time) a node keeps after seeing, at local time `seenAt`, an event
 * that says it happened at `stated` on the clock of the node that wrote it: quiz deadlines are then judged on
 * the clock of the node that started the question, wherever the judging happens.
 */
export function adoptedOffset(current: number, stated: string, seenAt: number): number {
  const observed = Date.parse(stated) - seenAt;
  if (!Number.isFinite(observed) || Math.abs(observed) > MAX_CLOCK_SKEW_MS) return current;
  return Math.abs(observed - current) < CLOCK_TOLERANCE_MS ? current : observed;
}
