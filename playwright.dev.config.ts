import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/site-paths.cjs';

// Browser tests of search under the dev server (`npm start`). They start their own dev servers
// on fresh copies of the site, so they need no build/ and no static server: apart from the
// production-build tests (playwright.config.ts), run by `npm test` after them.
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /dev-server\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1, // one dev server at a time
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 120_000,
  expect: {timeout: 7_000},
  use: {
    trace: 'retain-on-failure',
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
  },
  projects: [
    {name: 'chromium-dev-server', use: {...devices['Desktop Chrome'], channel: undefined}},
  ],
});
