import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateLog } from './generate-log.js';
import { replayReadModels } from './replay-read-models.js';

/**
 * npm run test:replay [-- --data-dir <dir>] [-- --audience 2000 --polls 25] [-- --report-json <file>]
 * Without --data-dir, writes a realistic log first (the built server, real sockets), then rebuilds every
 * read model from zero into fresh collections, compares them with the live ones and prints events/s.
 * --report-json also writes the report to a file (the bench runs a replay as its own process, as the
 * projections CLI runs a rebuild).
 */
const TARGET_EVENTS_PER_SECOND = 50_000;

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

async function main(): Promise<number> {
  const given = flag('data-dir', '');
  const dataDir = given || mkdtempSync(join(tmpdir(), 'liveslides-replay-'));
  try {
    if (!given) {
      const audience = Number(flag('audience', process.env.REPLAY_AUDIENCE ?? '2000'));
      const polls = Number(flag('polls', process.env.REPLAY_POLLS ?? '25'));
      console.log(`Writing a log: ${audience} audience members answering ${polls} polls and a word cloud through the built server`);
      const generated = await generateLog(dataDir, audience, polls, (line) => console.log(line));
      console.log(`Log: ${generated.events.toLocaleString('en')} events (${generated.answers.toLocaleString('en')} answers)`);
    }
    const report = await replayReadModels(dataDir, (events, head, rate) => {
      if (process.stdout.isTTY) process.stdout.write(`\rreplaying ${events.toLocaleString('en')}/${head.toLocaleString('en')} events, ${rate.toLocaleString('en')} events/s`);
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.table(report.readModels);
    const reportFile = flag('report-json', '');
    if (reportFile) writeFileSync(reportFile, JSON.stringify(report));
    const equal = report.readModels.every((model) => model.differences === 0);
    const fast = report.eventsPerSecond >= TARGET_EVENTS_PER_SECOND;
    console.log(
      `Rebuilt every read model from ${report.events.toLocaleString('en')} events in ${report.seconds} s: ` +
        `${report.eventsPerSecond.toLocaleString('en')} events/s (T6 target >= ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}: ${fast ? 'PASS' : 'MISS'}); ` +
        `replayed read models ${equal ? 'equal the live ones' : 'DIFFER from the live ones'}`,
    );
    return equal ? 0 : 1;
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
