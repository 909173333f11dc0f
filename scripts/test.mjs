// `npm test`: every test the project has, in order of cost. Prettier's check and ESLint first
// (seconds), beside the search package's compile (the site's own tests build sites that use it)
// and then the type check of the whole repository, tests included (each works on one core); the site's unit tests; the search
// package's unit tests (its `test:unit`); then the production build if it is stale, the weight
// budgets of that build beside the browser tests against it, those that start their own dev servers
// (playwright.dev.config.ts), and last the search package's fixture sites (its `test:fixture`),
// installed from its packed tarball outside the repository with npm, pnpm and Yarn PnP (see its
// test/README.md). Extra arguments go to Playwright (e.g. `npm test -- --grep blog`).
// It prints how long each step took, and the whole, so that every CI log shows where time goes.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildIfStale} from './build-if-stale.mjs';
import {root} from './site-paths.cjs';

const PACKAGE = 'docusaurus-theme-search-pagefind';

/** Seconds each step took, in order, printed after the last step or the first failure. */
const timings = [];
const started = Date.now();

function printTimings() {
  console.log('\n=== npm test: timings (s)');
  for (const [title, seconds] of timings)
    console.log(`${seconds.toFixed(1).padStart(7)}  ${title}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)}  in all`);
}

function step(title, body) {
  const stepStarted = Date.now();
  try {
    body();
  } finally {
    timings.push([title, (Date.now() - stepStarted) / 1000]);
  }
}

/** Runs a step's command; exits when it fails. Asynchronous, so that a step beside it is timed. */
async function run(title, command, args) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, stdio: 'inherit'});
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code));
  });
  timings.push([title, (Date.now() - stepStarted) / 1000]);
  failUnlessZero(title, status);
}

function failUnlessZero(title, status) {
  if (status !== 0) {
    console.error(`\n${title} failed (exit code ${status}).`);
    printTimings();
    process.exit(status || 1);
  }
}

/**
 * Starts a step beside the next ones: its output goes to a file, printed when `finish` is
 * awaited (so that it does not interleave with theirs), and its time runs from start to end.
 */
function startBeside(title, command, args) {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'output.log');
  const fd = fs.openSync(log, 'w');
  const stepStarted = Date.now();
  const child = spawn(command, args, {cwd: root, stdio: ['ignore', fd, fd]});
  fs.closeSync(fd);
  let ended;
  const exited = new Promise((resolve) => {
    const end = (code) => {
      ended ??= Date.now();
      resolve(code);
    };
    child.on('error', () => end(1));
    child.on('close', end);
  });
  return {
    async finish() {
      const status = await exited;
      timings.push([`${title} (beside other steps)`, (ended - stepStarted) / 1000]);
      console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      fs.rmSync(path.dirname(log), {recursive: true, force: true});
      failUnlessZero(title, status);
    },
  };
}

const lint = startBeside('Format and lint (npm run format fixes what it can)', 'npm', [
  'run',
  '--silent',
  'lint',
]);
await run('Search package: compile', 'npm', ['run', '--silent', 'build:search']);
// After the compile: the site's scripts import the package's ./push export, typed by its lib/.
await run('Type check (every TypeScript file, tests included)', 'npm', [
  'run',
  '--silent',
  'typecheck',
]);
await lint.finish();
await run('Unit tests', 'npx', ['vitest', 'run']);
await run('Search package unit tests (packages/docusaurus-theme-search-pagefind)', 'npm', [
  'run',
  '--silent',
  '-w',
  PACKAGE,
  'test:unit',
]);
console.log('\n=== Production build');
try {
  step('Production build', buildIfStale);
} catch (error) {
  console.error(`\n${error.message}`);
  printTimings();
  process.exit(1);
}
// Beside the browser tests: the weight check spends most of its time waiting for each page's
// network to go quiet (its figures are bytes, not times).
const weight = startBeside('Weight budgets', 'node', ['scripts/page-weight.mjs', '--check']);
await run('Browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]);
await weight.finish();
await run('Browser tests under the dev server', 'npx', [
  'playwright',
  'test',
  '-c',
  'playwright.dev.config.ts',
  '--pass-with-no-tests',
  ...process.argv.slice(2),
]);
await run('Search package in a fixture site', 'npm', [
  'run',
  '--silent',
  '-w',
  PACKAGE,
  'test:fixture',
  '--',
  '--pass-with-no-tests',
  ...process.argv.slice(2),
]);
printTimings();
