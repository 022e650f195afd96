/**
 * Time to a usable editor, from a cold load of the production build.
 *
 *   npm run build && node test/e2e/bench/time-to-editor.mjs [runs=15] [slides=20]
 *
 * Starts the built server on a free port with an empty data directory, makes a presenter and a deck of `slides`
 * slides, then opens /presentation/{id} in Debian's Chromium:
 * - cold: a fresh browser context each run (empty HTTP cache, no IndexedDB copy of the deck);
 * - warm: the same context reloaded (HTTP cache and the deck's local event log in place).
 * "Usable" is the moment every slide is listed and the connection shows Connected (edits are sent at once);
 * "shown" is when the slides are first on screen. Both are read from performance.now() inside the page, i.e. from
 * the start of navigation. Prints figures; asserts nothing.
 */
/* global window, document, MutationObserver -- the probes below run inside the page. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const runs = Number(process.argv[2] ?? 15);
const slideCount = Number(process.argv[3] ?? 20);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-bench-'));
  const child = spawn(process.execPath, ['dist/services/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const TYPES = ['poll', 'pickAnswer', 'wordCloud', 'openEnded', 'scale', 'textSlide', 'bulletPoints', 'question', 'freestyle', 'spinnerWheel'];

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const ms = (value) => `${Math.round(value)} ms`;
  return `median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, min ${ms(sorted[0])}, max ${ms(sorted.at(-1))}, mean ${ms(mean)}`;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const presenter = { email: `bench-${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'Bench', lastName: 'Mark' };
  const { token, user } = await call(server.baseUrl, null, 'POST', '/api/users/create-presenter', presenter);
  const deck = await call(server.baseUrl, token, 'POST', '/api/presentation', { name: 'Benchmark deck' });
  let added = 0;
  for (let index = 0; added < slideCount; index++) {
    const slide = await call(server.baseUrl, token, 'POST', '/api/slide/create', { presentationId: deck.id, type: TYPES[index % TYPES.length] });
    added += slide.type === 'pickAnswer' ? 2 : 1;
  }
  const { slides } = await call(server.baseUrl, token, 'GET', `/api/presentation/${deck.id}`);
  const expected = slides.length;
  const url = `${server.baseUrl}/presentation/${deck.id}`;
  const session = JSON.stringify({ token, user });

  const probe = (expectedSlides) => {
    const marks = { shown: null, usable: null };
    window.__editorMarks = marks;
    const check = () => {
      const listed = document.querySelectorAll('.slide-list__item').length === expectedSlides;
      if (listed && marks.shown === null) marks.shown = performance.now();
      if (listed && document.querySelector('[data-connection="good"]') && marks.usable === null) marks.usable = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  };

  const measure = async (page) => {
    try {
      await page.waitForFunction(() => window.__editorMarks?.usable !== null && window.__editorMarks?.usable !== undefined, null, { timeout: 30_000 });
    } catch (error) {
      const state = await page.evaluate(() => ({
        marks: window.__editorMarks,
        slides: document.querySelectorAll('.slide-list__item').length,
        connection: document.querySelector('[data-connection]')?.textContent,
        body: document.body.innerText.slice(0, 300),
      }));
      throw new Error(`The editor did not become usable: ${JSON.stringify(state)}`, { cause: error });
    }
    return page.evaluate(() => window.__editorMarks);
  };

  const cold = { shown: [], usable: [] };
  const warm = { shown: [], usable: [] };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((stored) => localStorage.setItem('liveslides.session', stored), session);
    await context.addInitScript(probe, expected);
    const page = await context.newPage();
    await page.goto(url);
    const first = await measure(page);
    cold.shown.push(first.shown);
    cold.usable.push(first.usable);
    await page.reload();
    const second = await measure(page);
    warm.shown.push(second.shown);
    warm.usable.push(second.usable);
    await context.close();
  }
  const { stdout } = process;
  stdout.write(`Time to a usable editor, production build, ${expected} slides, ${runs} runs (Chromium ${browser.version()})\n`);
  stdout.write(`  cold load, slides shown:   ${summary(cold.shown)}\n`);
  stdout.write(`  cold load, usable:         ${summary(cold.usable)}\n`);
  stdout.write(`  reopened, slides shown:    ${summary(warm.shown)}\n`);
  stdout.write(`  reopened, usable:          ${summary(warm.usable)}\n`);
} finally {
  await browser.close();
  server.stop();
}
