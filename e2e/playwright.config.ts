import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_WORKERS, portOfWorker, tmpDirOfWorker } from './support/env';
import chromium from './support/chromium.json';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker has a gateway and a database of its own (below), so tests that change data never race;
  // a spec file runs whole in one worker, in the order of the file list.
  workers: E2E_WORKERS,
  // A test that passes only on a second try is a bug to fix, not noise to retry.
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Debian's Chromium (Playwright never downloads one here); no host but 127.0.0.1 resolves.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'node support/start-gateway.mjs',
    url: `http://127.0.0.1:${portOfWorker(worker)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { PORT: String(portOfWorker(worker)), E2E_TMP_DIR: tmpDirOfWorker(worker) },
  })),
});
