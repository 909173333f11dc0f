// The fixture-site test: proves the package works in a site that is not this repository.
//
// 1. `npm pack` the package (its prepack script compiles lib/), as a publish would;
// 2. copy test/fixture-site/ into a fresh folder under the system's temporary folder, outside the
//    repository, and install its dependencies there with npm from the registry: Docusaurus and
//    React at the versions this repository uses, and the package from the tarball's path;
// 3. build the site in each of its shapes (FIXTURE_VARIANT=default, wide and algolia, see its config);
// 4. run test/playwright.config.ts, which serves each build with `docusaurus serve` and searches
//    it in Chromium.
// It prints how long the install and the builds took.
//
// Usage: node packages/docusaurus-theme-search-pagefind/test/fixture.mjs [playwright arguments]
//   FIXTURE_KEEP=1     keep the temporary folder (its path is printed) instead of removing it
//   FIXTURE_DIR=<dir>  reuse a folder a kept run installed and built: run the browser tests only
//   FIXTURE_PORT=<n>   first of the three ports the builds are served on (default 3410)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.dirname(testDir);
const repoRoot = path.resolve(packageDir, '..', '..');
const requireFromRoot = (name) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));

/** The builds the fixture site is made in (its docusaurus.config.js reads FIXTURE_VARIANT), with their extra build arguments. */
const VARIANTS = {default: [], wide: [], algolia: ['--locale', 'en']};

/** What the site installs besides the package: the versions installed in this repository. */
const SITE_DEPENDENCIES = ['@docusaurus/core', '@docusaurus/preset-classic', 'react', 'react-dom'];

/**
 * The environment of the commands run in the fixture: no npm_* variables (when this runs under
 * `npm test`, npm's own would point a nested npm at this repository), CI on, no colours.
 */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  return {...env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...extra};
}

/**
 * Longest a step may take (a stalled registry or build must not hold CI until its own limit):
 * ten times what a step takes on a loaded 2-core machine.
 */
const STEP_LIMIT_MS = 20 * 60_000;

function run(title, command, args, options) {
  console.log(`\n=== fixture: ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: cleanEnv(),
    timeout: STEP_LIMIT_MS,
    ...options,
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.error?.code === 'ETIMEDOUT') {
    throw new Error(
      `fixture: ${title} did not finish within ${STEP_LIMIT_MS / 60_000} minutes and was stopped`,
    );
  }
  if (result.error || result.status !== 0) {
    throw new Error(
      `fixture: ${title} failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`})`,
    );
  }
  return seconds;
}

/** Packs the package into `destination` and returns the tarball's path. */
function pack(destination) {
  fs.mkdirSync(destination, {recursive: true});
  const seconds = run('npm pack', 'npm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
  });
  const tarballs = fs.readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1)
    throw new Error(
      `fixture: expected one tarball in ${destination}, found ${tarballs.join(', ') || 'none'}`,
    );
  return {tarball: path.join(destination, tarballs[0]), seconds};
}

/** Copies the fixture site to `siteDir` and names its dependencies in its package.json. */
function prepareSite(siteDir, tarball) {
  fs.cpSync(path.join(testDir, 'fixture-site'), siteDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|build[^\\/]*|\.docusaurus)$/.test(source),
  });
  const manifestPath = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  manifest.dependencies = Object.fromEntries(
    SITE_DEPENDENCIES.map((name) => [name, requireFromRoot(name).version]),
  );
  const packageName = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ).name;
  manifest.dependencies[packageName] =
    `file:${path.relative(siteDir, tarball).split(path.sep).join('/')}`;
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

function docusaurus(siteDir, args, variant) {
  const bin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  return run(`docusaurus ${args[0]} (${variant})`, process.execPath, [bin, ...args], {
    cwd: siteDir,
    env: cleanEnv({FIXTURE_VARIANT: variant}),
  });
}

/** Packs, installs and builds; returns the site's folder. Each step's seconds go in `timings`. */
function installAndBuild(workDir, timings) {
  if (path.relative(repoRoot, workDir).split(path.sep)[0] !== '..') {
    throw new Error(
      `fixture: ${workDir} is inside the repository; the site must be installed outside it`,
    );
  }
  const {tarball, seconds} = pack(path.join(workDir, 'pack'));
  timings.pack = seconds;
  const siteDir = path.join(workDir, 'site');
  prepareSite(siteDir, tarball);
  timings.install = run(
    'npm install',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund'],
    {cwd: siteDir},
  );
  for (const [variant, args] of Object.entries(VARIANTS)) {
    timings[`build ${variant}`] = docusaurus(
      siteDir,
      ['build', '--out-dir', `build-${variant}`, ...args],
      variant,
    );
  }
  return siteDir;
}

function main() {
  const reuse = process.env.FIXTURE_DIR;
  const workDir = reuse
    ? path.resolve(reuse)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'search-pagefind-fixture-'));
  const timings = {};
  let failed = false;
  try {
    const siteDir = reuse ? path.join(workDir, 'site') : installAndBuild(workDir, timings);
    timings['browser tests'] = run(
      'browser tests',
      'npx',
      [
        'playwright',
        'test',
        '-c',
        path.join(testDir, 'playwright.config.ts'),
        ...process.argv.slice(2),
      ],
      {cwd: repoRoot, env: {...process.env, FIXTURE_SITE_DIR: siteDir}},
    );
  } catch (error) {
    failed = true;
    console.error(`\n${error.message}`);
  } finally {
    console.log('\n=== fixture: timings (s)');
    for (const [step, seconds] of Object.entries(timings))
      console.log(`${step.padEnd(16)} ${seconds.toFixed(1)}`);
    if (reuse || process.env.FIXTURE_KEEP) {
      console.log(
        `\nfixture: the installed site is kept in ${workDir} (FIXTURE_DIR=${workDir} reruns the browser tests)`,
      );
    } else {
      fs.rmSync(workDir, {recursive: true, force: true});
    }
  }
  if (failed) process.exit(1);
}

main();
