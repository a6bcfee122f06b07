import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, BASE_URL } from './support/env';
import chromium from './support/chromium.json';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One gateway and one database serve the suite; tests that change data must not race each other.
  workers: 1,
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
  webServer: {
    command: 'node support/start-gateway.mjs',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
