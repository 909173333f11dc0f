import {defineConfig, devices} from '@playwright/test';
import {baseUrl, testChromiumArgs, testChromiumPath, testPort} from './scripts/site-paths.cjs';

// Browser tests run in Debian's Chromium against the production build, served
// the way `npm run serve` serves it. `npm test` builds first when build/ is stale.
export default defineConfig({
  testDir: './tests/e2e',
  testIgnore: /(dev-server|own-build)\.spec\.ts$/, // playwright.dev.config.ts: their own servers or builds
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://localhost:${testPort}${baseUrl()}`,
    // A trace of the retry of a failed test only (CI retries once): recording every test's,
    // to keep the failures', made the suite a fifth slower. `--trace on` records them all.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (tests/e2e/fixtures.ts says what is
    // reset): a new context per test costs Chromium a renderer's start and cold caches, about
    // half the suite's CPU time. A test that sets other context options gets a context of its own.
    reuseContext: true,
    launchOptions: {executablePath: testChromiumPath, args: testChromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve.mjs --port ${testPort} --host localhost`,
    url: `http://localhost:${testPort}${baseUrl()}`,
    reuseExistingServer: false, // a server from an older build would serve stale asset lists
    timeout: 60_000,
    stdout: 'ignore',
  },
});
