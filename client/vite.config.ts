import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
// The NestJS server (npm start) listens here; in development Vite forwards the API and the socket to it.
const apiServer = 'http://localhost:3000';
const proxy = {
  '/api': { target: apiServer, changeOrigin: true },
  '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
};

export default defineConfig({
  root: clientDir,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    // The served build carries no source maps: they would hand every browser the client's source.
    sourcemap: false,
    rollupOptions: {
      output: {
        // One chunk per language: its JSON files (one per English source) travel together, and only when chosen.
        manualChunks(id) {
          const language = /\/i18n\/locales\/([^/]+)\/[^_/][^/]*\.json$/.exec(id)?.[1];
          return language ? `locale-${language}` : undefined;
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
