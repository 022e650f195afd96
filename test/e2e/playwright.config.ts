import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eAiPort } from './support/e2e-ai.js';
import { e2eSmtpPort } from './support/e2e-mail.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// E2E_PORT lets several checkouts run their end-to-end suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/*
 * Each run gets its own empty data directory. Playwright loads this file again in every worker; the runner creates
 * the directory and hands it down through the environment, so workers reuse it instead of making their own, and only
 * the runner removes it when it exits.
 */
const DATA_DIR_ENV = 'LIVESLIDES_E2E_DATA_DIR';
function runDataDir(): string {
  const inherited = process.env[DATA_DIR_ENV];
  if (inherited) return inherited;
  const created = mkdtempSync(join(tmpdir(), 'liveslides-e2e-'));
  process.env[DATA_DIR_ENV] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}
const dataDir = runDataDir();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: join(repoRoot, 'test/artifacts/playwright'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Steps wait for a condition (a locator, a response, toPass); only a hang meets these limits. With both cores busy
  // elsewhere, a step takes many times as long as on a quiet machine.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not available on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // npm test builds first, so the compiled server and dist/client are in place.
    command: 'node dist/services/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every test registers its own presenter, and one fills a session with 50 people, all from this one address:
    // more than the default budgets of an address (documented in the README), so these two are raised here.
    // Mail goes to the SMTP server the forgot-password spec starts (support/e2e-mail.ts); its links lead back here.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '1000/3600',
      RATE_LIMIT_JOINS_PER_ADDRESS: '1000/60',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}`,
      PUBLIC_URL: baseURL,
      // Edit with AI asks the local stand-in for a model server that the AI spec starts (support/e2e-ai.ts).
      AI_BASE_URL: `http://127.0.0.1:${e2eAiPort(port)}/v1`,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'e2e-scripted-model',
      // The limit-modal spec uses up a presenter's 150 AI requests quickly.
      RATE_LIMIT_AI_REQUESTS_PER_USER: '1000/60',
    },
  },
});
