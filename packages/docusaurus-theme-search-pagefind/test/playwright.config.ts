import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {packageDir, testChromiumArgs, testChromiumPath} from '../scripts/environment';

// Browser tests of a fixture site that test/fixture.mjs installed and built outside the
// repository with one installer (it sets FIXTURE_SITE_DIR, FIXTURE_VARIANTS — the builds made —
// and FIXTURE_DOCUSAURUS — how the site runs its CLI, e.g. through Yarn under PnP; run that
// script, not this config directly). Each build is served by the site's own `docusaurus serve`,
// on FIXTURE_PORT and the ports after it.
const siteDir = process.env.FIXTURE_SITE_DIR;
if (!siteDir)
  throw new Error(
    'FIXTURE_SITE_DIR is not set: run test/fixture.mjs, which installs and builds the fixture site',
  );
const firstPort = Number(process.env.FIXTURE_PORT ?? 3410);
const built = (process.env.FIXTURE_VARIANTS ?? 'default,wide,algolia,many').split(',');
const docusaurus: string[] = JSON.parse(
  process.env.FIXTURE_DOCUSAURUS ??
    JSON.stringify([
      process.execPath,
      path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
    ]),
);
const docusaurusCommand = docusaurus.map((part) => `"${part}"`).join(' ');

/** The builds (see fixture-site/docusaurus.config.js): where each is served, which spec tests it. */
const variants = [
  {name: 'default', port: firstPort, baseUrl: '/fixture/'},
  {name: 'wide', port: firstPort + 1, baseUrl: '/'},
  {name: 'algolia', port: firstPort + 2, baseUrl: '/fixture/'},
  {name: 'many', port: firstPort + 3, baseUrl: '/'},
].filter((variant) => built.includes(variant.name));

/**
 * The other site the default build searches (its option `sites`): the "many" build, served on a
 * port of its own, so from another origin, by a host that can fail on demand (otherSiteHost.mjs).
 * Its spec reads the default build.
 */
const otherSite =
  built.includes('default') && built.includes('many')
    ? {
        port: firstPort + 4,
        spec: 'fixture-sites.spec.ts',
        baseURL: `http://localhost:${firstPort}/fixture/`,
      }
    : null;

export default defineConfig({
  testDir: '.',
  testMatch: /fixture-.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    // A trace of the retry of a failed test only (CI retries once): recording every test's,
    // to keep the failures', made the suite a fifth slower. `--trace on` records them all.
    trace: 'on-first-retry',
    // One browser context per worker and project, reset between tests: a new context per test
    // costs Chromium a renderer's start and cold caches. The reset clears cookies, the HTTP cache,
    // every storage of the origins visited, routes and init scripts; it keeps the network state
    // and granted permissions, which no spec here changes.
    reuseContext: true,
    launchOptions: {executablePath: testChromiumPath, args: testChromiumArgs},
  },
  projects: [
    ...variants.map((variant) => ({
      name: variant.name,
      testMatch: new RegExp(`fixture-${variant.name}\\.spec\\.ts$`),
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${variant.port}${variant.baseUrl}`,
      },
    })),
    ...(otherSite
      ? [
          {
            name: 'sites',
            testMatch: otherSite.spec,
            use: {...devices['Desktop Chrome'], channel: undefined, baseURL: otherSite.baseURL},
          },
        ]
      : []),
  ],
  webServer: [
    ...variants.map((variant) => ({
      command: `${docusaurusCommand} serve --dir build-${variant.name} --port ${variant.port} --host localhost --no-open`,
      cwd: siteDir,
      env: {FIXTURE_VARIANT: variant.name},
      url: `http://localhost:${variant.port}${variant.baseUrl}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
    })),
    ...(otherSite
      ? [
          {
            command: `"${process.execPath}" "${path.join(packageDir, 'test', 'otherSiteHost.mjs')}" build-many ${otherSite.port}`,
            cwd: siteDir,
            url: `http://localhost:${otherSite.port}/search-manifest.json`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
