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
  },
  server: { proxy },
  preview: { proxy },
});
