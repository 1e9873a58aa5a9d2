/**
 * Playwright against the built web client (dist/web) served by `startWebServer`, with the
 * sandbox as the server; Debian's Chromium (a test tool's browser download cannot work
 * here). Run through `npm run test:e2e` (e2e/run.mjs).
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  use: {
    headless: true,
    viewport: { width: 1400, height: 900 },
    trace: 'off',
    // The app's service worker answers from its cache, past `page.route` stand-ins: blocked
    // here, allowed by the specs about it (pwa, push, frontend-zip) in contexts of their own.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
