import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_AUTH_SECRET, E2E_PORT } from './tests/helpers';

// The journeys run against the built app on a fresh embedded database, in the
// Chromium the operating system provides (the suite never downloads a browser).
const port = E2E_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'tennis-e2e-'));
const skinDataDir = mkdtempSync(join(tmpdir(), 'tennis-e2e-skin-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'el-GR',
    timezoneId: 'Europe/Athens',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
  webServer: [
    {
      command: 'node --enable-source-maps ../apps/api/dist/server.js',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        APP_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        // Signs sessions and mail links; the unsubscribe journey signs a mail's link with it too.
        AUTH_SECRET: E2E_AUTH_SECRET,
      },
    },
    {
      // The single-host championship site (championship-site.spec.ts).
      command: 'node --enable-source-maps ../apps/api/dist/server.js',
      url: `http://127.0.0.1:${port + 1}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        APP_ENV: 'test',
        SKIN: 'championship',
        PORT: String(port + 1),
        HOST: '127.0.0.1',
        DATA_DIR: skinDataDir,
        APP_URL: `http://127.0.0.1:${port + 1}`,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: E2E_AUTH_SECRET,
      },
    },
  ],
});
