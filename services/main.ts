import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { createApp } from './bootstrap/create-app.js';
import { loadConfig } from './infrastructure/config/app-config.js';

const config = loadConfig();
const app = await createApp(config);
await app.init();
// Listening on the HTTP server itself: Nest's listen() does not pass a backlog through its types.
const server = app.getHttpServer() as Server;
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(config.port, config.listenBacklog, () => {
    server.off('error', reject);
    resolve();
  });
});
new Logger('LiveSlides').log(`Serving on http://localhost:${config.port} (API docs at /api/docs, data in ${config.dataDir})`);
