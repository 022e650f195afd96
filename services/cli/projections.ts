import { loadConfig } from '../infrastructure/config/app-config.js';
import { versionedCollection } from '../infrastructure/projections/projection-names.js';
import { readActiveVersion } from '../infrastructure/projections/projection-storage.js';
import { REGISTERED_PROJECTIONS } from '../infrastructure/projections/registered-projections.js';
import { rebuildProjections } from '../infrastructure/projections/rebuild-projection.js';
import { openStorage, type Storage } from '../infrastructure/storage-factory.js';
import { renderProgressBar } from './progress-bar.js';

const USAGE = `Usage:
  npm run projections -- status            lag of every projection behind the event log
  npm run projections -- rebuild <name>    fold the whole log into the projection again (stop the server first)
  npm run projections -- rebuild --all`;

async function status(storage: Storage): Promise<void> {
  const head = await storage.eventStore.headPosition();
  console.log(`event log head: ${head} (${storage.eventStoreAdapter}); read store: ${storage.readStoreAdapter}`);
  const rows = await Promise.all(
    REGISTERED_PROJECTIONS.map(async (projection) => {
      const checkpoint = await storage.readStore.getCheckpoint(versionedCollection(projection.name, projection.version));
      const active = await readActiveVersion(storage.readStore, projection.name);
      return {
        projection: projection.name,
        version: projection.version,
        serving: active === null ? '-' : `v${active}`,
        checkpoint,
        lag: Math.max(0, head - checkpoint),
      };
    }),
  );
  console.table(rows);
}

/** Every named projection is rebuilt in one pass over the log (each batch read once, folded by each). */
async function rebuild(storage: Storage, names: string[]): Promise<void> {
  const projections = names.map((name) => {
    const projection = REGISTERED_PROJECTIONS.find((candidate) => candidate.name === name);
    if (!projection) throw new Error(`Unknown projection "${name}". Known: ${REGISTERED_PROJECTIONS.map((p) => p.name).join(', ')}`);
    return projection;
  });
  console.log(`Rebuilding ${projections.map((projection) => `${projection.name} v${projection.version}`).join(', ')}`);
  const interactive = process.stdout.isTTY;
  const result = await rebuildProjections(storage.eventStore, storage.readStore, projections, {
    onProgress: (progress) => {
      if (interactive) process.stdout.write(`\r${renderProgressBar(progress.position, progress.head, progress.eventsPerSecond)}`);
    },
  });
  if (interactive) process.stdout.write('\n');
  console.log(
    `${renderProgressBar(result.position, result.head, result.eventsPerSecond)}\n` +
      `Rebuilt ${names.join(', ')}: ${result.events.toLocaleString('en')} events in ${result.seconds.toFixed(2)} s ` +
      `(${result.eventsPerSecond.toLocaleString('en')} events/s)`,
  );
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'status' && command !== 'rebuild') {
    console.error(USAGE);
    return 2;
  }
  if (command === 'rebuild' && rest.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const storage = await openStorage(loadConfig());
  try {
    if (command === 'status') await status(storage);
    else await rebuild(storage, rest[0] === '--all' ? REGISTERED_PROJECTIONS.map((p) => p.name) : rest);
    return 0;
  } finally {
    await storage.eventStore.close();
    await storage.readStore.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
