import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app.js';
import { loadConfig } from './infrastructure/config/app-config.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen(config.port);
new Logger('LiveSlides').log(`Serving on http://localhost:${config.port} (API docs at /api/docs, data in ${config.dataDir})`);
