import {defineConfig, devices} from '@playwright/test';
import {testChromiumArgs, testChromiumPath} from './scripts/site-paths.cjs';

// Browser tests of the site under the dev server (`npm start`), and of a build of its own
// (`npm run build -- --out-dir X --locale en`). They start their own dev servers or builds on
// fresh copies of the site, so they need no build/: apart from the production-build tests
// (playwright.config.ts), run by `npm test` after them.
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /(dev-server|own-build)\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1, // one dev server or build at a time
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 120_000,
  expect: {timeout: 7_000},
  use: {
    // A trace of the retry of a failed test only (CI retries once): recording every test's,
    // to keep the failures', made the suite a fifth slower. `--trace on` records them all.
    trace: 'on-first-retry',
    reuseContext: true, // as in playwright.config.ts
    launchOptions: {executablePath: testChromiumPath, args: testChromiumArgs},
  },
  projects: [
    {name: 'chromium-dev-server', use: {...devices['Desktop Chrome'], channel: undefined}},
  ],
});
