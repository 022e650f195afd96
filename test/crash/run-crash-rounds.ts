import { runCrashRounds } from './crash-rounds.js';

/** npm run test:crash [-- --rounds 20 --audience 300 --seed 42]: the long form of the crash survival test. */
function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main(): Promise<number> {
  const rounds = flag('rounds', 20);
  const audience = flag('audience', 300);
  const seed = process.argv.includes('--seed') ? flag('seed', 0) : undefined;
  console.log(`kill -9 during an answer burst: ${rounds} rounds, ${audience} audience sockets`);
  const report = await runCrashRounds({ rounds, audience, seed, log: (line) => console.log(line) });
  const { totals } = report;
  console.log(
    `seed ${report.seed}: ${totals.sent} answers sent, ${totals.acked} acknowledged before a kill; ` +
      `lost ${totals.lost}, duplicates ${totals.duplicates}, written without an ack ${totals.unackedButWritten}; ` +
      `failed rounds ${totals.failedRounds}/${report.rounds.length} (T5: ${totals.failedRounds === 0 ? 'PASS' : 'MISS'})`,
  );
  return totals.failedRounds === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
