import { loadConfig } from '../infrastructure/config/app-config.js';
import { openStorage } from '../infrastructure/storage-factory.js';
import { AdminInputError, parsePlan, setPlan } from './admin-commands.js';
import { setTemplatePick } from './template-pick-command.js';

const USAGE = `Usage:
  npm run admin -- set-plan <email> <plan>    move a presenter to another plan (recorded as an event)
  npm run admin -- set-template-pick <official template key | presentation id> <on|off>
                                              show a template among the admin picks (Home, template lists) or not`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if ((command !== 'set-plan' && command !== 'set-template-pick') || rest.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const [first, second] = rest as [string, string];
  try {
    // Checked before the stores are opened: a typo should not wait for a database.
    if (command === 'set-plan') parsePlan(second);
    const storage = await openStorage(loadConfig());
    try {
      const dependencies = { eventStore: storage.eventStore };
      console.log(command === 'set-plan' ? await setPlan(dependencies, first, second) : await setTemplatePick(dependencies, first, second));
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
