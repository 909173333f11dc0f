// Shared by the test runner, the static server, Playwright and the benchmarks:
// where the built site lives and how it is served. Node only. CommonJS so that
// both the .mjs scripts and Playwright's TypeScript config can load it.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');

/** Same normalisation as docusaurus.config.ts: "/x/" form, "/" when empty. */
function baseUrl() {
  const trimmed = (process.env.BASE_URL ?? '/blog-notes/').trim().replace(/^\/*|\/*$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Port the test server listens on (not 3000, so a running `npm run serve` is left alone). */
const testPort = Number(process.env.TEST_PORT ?? 3210);

/** Debian's Chromium; Playwright never downloads a browser in this project. */
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's headless shell: Chromium's engine without the browser around it. */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests drive (an empty variable counts as unset): CHROMIUM_TEST_PATH;
 * else CHROMIUM_PATH when set; else the headless shell when installed (Playwright runs headless
 * tests in Chromium's own headless shell too; the whole production-build suite took 8.6 minutes
 * in it against 10.4 in the browser, same machine, same tests passing), else the browser. The
 * measuring scripts keep `chromiumPath`: their figures are the browser's.
 */
const testChromiumPath =
  process.env.CHROMIUM_TEST_PATH ||
  process.env.CHROMIUM_PATH ||
  (fs.existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Flags for headless Chromium on a machine with no network but loopback. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' flags: hosts other than localhost do not resolve, so a request to one fails
 * at once and visibly. (A Playwright route that aborted them would turn off the browser's cache
 * for every page of every test, as any route does.)
 */
const testChromiumArgs = [
  ...chromiumArgs,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

module.exports = {
  root,
  buildDir,
  baseUrl,
  testPort,
  chromiumPath,
  chromiumArgs,
  testChromiumPath,
  testChromiumArgs,
};
