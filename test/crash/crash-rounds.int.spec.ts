import { runCrashRounds } from './crash-rounds.js';

/**
 * The short form of `npm run test:crash` (20 rounds): three rounds of kill -9 in the middle of an answer
 * burst against the built server. Every acknowledged answer must be in the log and in the results exactly
 * once after the restart, no answer twice, and re-sending the unacknowledged ones must make everything add up.
 */
describe('Answers survive kill -9 during a burst (3 rounds)', () => {
  it('loses no acknowledged answer and counts none twice', async () => {
    const report = await runCrashRounds({ rounds: 3, audience: 200, seed: 20261123 });
    expect(report.rounds).toHaveLength(3);
    for (const round of report.rounds) {
      // The kill lands mid-burst: some answers were acknowledged, and not necessarily all.
      expect(round.acked).toBeGreaterThan(0);
      expect(round).toMatchObject({ lost: 0, duplicates: 0, resultsMismatch: false, retryMismatch: false, unsyncedMembers: 0 });
    }
    expect(report.totals.failedRounds).toBe(0);
  });
});
