/**
 * Spec doc 3 §4: a copy is ignored while another copy of the same person's runs. The run is a lease on the person's
 * own stream `copy-runs-{userId}`, so every node sees it (a per-node set would let two nodes copy at once).
 */
export const copyRunsStreamId = (userId: string) => `copy-runs-${userId}`;

/** A run not finished within this time is taken as abandoned (its node stopped mid-copy), so the person may copy again. */
export const COPY_RUN_LEASE_MS = 5 * 60_000;

export type CopyRunEvent =
  | { type: 'CopyRunStarted'; data: { userId: string; runId: string; startedAt: string } }
  | { type: 'CopyRunFinished'; data: { userId: string; runId: string; finishedAt: string } };

export type CopyRunEventType = CopyRunEvent['type'];
export const COPY_RUN_EVENT_SCHEMA_VERSIONS: Record<CopyRunEventType, number> = { CopyRunStarted: 1, CopyRunFinished: 1 };
