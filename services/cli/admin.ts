import { loadConfig } from '../infrastructure/config/app-config.js';
import { openStorage } from '../infrastructure/storage-factory.js';
import { AdminInputError, parsePlan, setPlan } from './admin-commands.js';

const USAGE = `Usage:
  npm run admin -- set-plan <email> <plan>    move a presenter to another plan (recorded as an event)`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'set-plan' || rest.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const [email, plan] = rest as [string, string];
  try {
    // Checked before the stores are opened: a typo should not wait for a database.
    parsePlan(plan);
    const storage = await openStorage(loadConfig());
    try {
      console.log(await setPlan({ eventStore: storage.eventStore }, email, plan));
    } finally {
      await storage.eventStore.close();
      await storage.readStore.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AdminInputError)) throw error;
    console.error(error.message);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
