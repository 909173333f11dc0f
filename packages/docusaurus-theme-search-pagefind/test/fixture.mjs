// The fixture-site test: proves the package works in a site that is not this repository, with
// each package manager an adopter may use.
//
// 1. `npm pack` the package (its prepack script compiles lib/), as a publish would, then
//    `npm publish --dry-run` of the tarball and a check of what it holds (packContents.mjs);
// 2. for each installer (FIXTURE_INSTALLERS, default npm,pnpm,yarn): copy test/fixture-site/
//    into a fresh folder under the system's temporary folder, outside the repository, and
//    install it there from the registry: Docusaurus and React at the versions this repository
//    uses, and the package from the tarball's path;
//    - npm: every shape of the site (FIXTURE_VARIANT=default, wide, algolia and many, see its
//      config), every spec; algolia with webpack and Babel (no `future.v4`), default, wide and
//      many with Rspack (`future.v4`; the site lists @docusaurus/faster, as create-docusaurus
//      writes it), which builds in a fraction of webpack's time;
//    - pnpm (isolated node_modules, `hoist: false`) and Yarn PnP: Rspack (`future.v4` with
//      @docusaurus/faster, as create-docusaurus writes a site), the default shape only, and the
//      specs tagged @installers (the modal in both locales, /search);
//    pnpm and Yarn are installed from the npm registry into the work folder; their stores stay
//    where they keep them by default (pnpm's store, Yarn's global cache), so a second run on a
//    machine reuses them and a fresh machine fills them;
//    - and with npm, a site pinned to each older Docusaurus of FIXTURE_VERSIONS (default 3.7.0
//      with React 18): webpack and Babel, the default shape, all its specs;
//    each install must keep the site's Docusaurus and React, one copy of each (docusaurusCopies.mjs);
//    the sites are installed and built two at a time;
// 3. as each site is built, run test/playwright.config.ts for it, one site after another (they
//    share the ports), beside the builds still running: it serves each build with
//    `docusaurus serve` and searches it in Chromium.
// It prints how long each step took.
// This file reads the options and runs the steps; fixtureCommands.mjs runs a command (clean
// environment, time limit), fixtureSites.mjs prepares and describes the sites and builds them,
// fixtureInstallers.mjs installs pnpm and Yarn and each site with its installer.
//
// Usage: node packages/docusaurus-theme-search-pagefind/test/fixture.mjs [playwright arguments]
//   FIXTURE_KEEP=1     keep the temporary folder (its path is printed) instead of removing it
//   FIXTURE_DIR=<dir>  reuse a folder a kept run installed and built: run the browser tests only
//   FIXTURE_PORT=<n>   first of the five ports the builds and the other site are served on (default 3410)
//   FIXTURE_INSTALLERS=npm,pnpm,yarn   which installers to try (any of them, in that order)
//   FIXTURE_BUNDLER=webpack|rspack     the bundler of the pnpm and Yarn builds (default rspack)
//   FIXTURE_VERSIONS=3.7.0:18.3.1      npm sites pinned to these Docusaurus:React versions ('' for none)
//   FIXTURE_NODE=<node binary>         the Node that installs, builds and serves the sites (Docusaurus 4 needs 24.14)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cleanEnv, run} from './fixtureCommands.mjs';
import {checkCopies, installSite, installTools} from './fixtureInstallers.mjs';
import {packageDir, repoRoot, testDir} from './fixturePaths.mjs';
import {
  RSPACK_DEPENDENCIES,
  VARIANTS,
  WEBPACK_BUILD_ARGUMENTS,
  docusaurus,
  docusaurusCommand,
  prepareSite,
  sitesOf,
} from './fixtureSites.mjs';
import {checkPackContents} from './packContents.mjs';

const INSTALLERS = (process.env.FIXTURE_INSTALLERS ?? 'npm,pnpm,yarn')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of INSTALLERS) {
  if (!['npm', 'pnpm', 'yarn'].includes(name))
    throw new Error(`fixture: FIXTURE_INSTALLERS: "${name}" is not one of npm, pnpm, yarn`);
}
/**
 * The older Docusaurus versions a site is pinned to besides this repository's, each with the
 * React it runs: "docusaurus:react" pairs. The oldest supported minor by default; the other minors
 * are bench/versionMatrix.ts's (npm run test:matrix).
 */
const VERSIONS = (process.env.FIXTURE_VERSIONS ?? '3.7.0:18.3.1')
  .split(',')
  .map((pair) => pair.trim())
  .filter(Boolean)
  .map((pair) => {
    const [docusaurus, react] = pair.split(':');
    if (!docusaurus || !react)
      throw new Error(`fixture: FIXTURE_VERSIONS: "${pair}" is not docusaurus:react`);
    return {docusaurus, react};
  });
const BUNDLER = process.env.FIXTURE_BUNDLER ?? 'rspack';
if (!['rspack', 'webpack'].includes(BUNDLER))
  throw new Error(`fixture: FIXTURE_BUNDLER: "${BUNDLER}" is not rspack or webpack`);

/** Packs the package into `destination` and resolves to the tarball's path. */
async function pack(destination) {
  fs.mkdirSync(destination, {recursive: true});
  const seconds = await run('npm pack', 'npm', ['pack', '--pack-destination', destination], {
    cwd: packageDir,
  });
  const tarballs = fs.readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1)
    throw new Error(
      `fixture: expected one tarball in ${destination}, found ${tarballs.join(', ') || 'none'}`,
    );
  return {tarball: path.join(destination, tarballs[0]), seconds};
}

/** Installs and builds one installer's site. Each step's seconds go in `timings`. */
async function installAndBuild(site, tarball, tools, timings) {
  const rspack = Object.values(site.bundlers).includes('rspack');
  prepareSite(site, tarball, rspack ? RSPACK_DEPENDENCIES : []);
  timings[`${site.label}: install`] = await installSite(site, tools);
  checkCopies(site);
  // One after another: a site's builds share its .docusaurus folder.
  for (const variant of Object.keys(site.bundlers)) {
    timings[`${site.label}: build ${variant}`] = await docusaurus(
      site,
      [
        'build',
        '--out-dir',
        `build-${variant}`,
        ...VARIANTS[variant],
        ...(site.bundlers[variant] === 'webpack' ? WEBPACK_BUILD_ARGUMENTS : []),
      ],
      variant,
    );
  }
}

/**
 * Installs and builds every site, two sites at a time: installs wait on the network and the
 * disk, webpack builds work mostly on one core, so two side by side take less than one after the
 * other. Calls `built(site, error)` as each site is done, `error` if it failed.
 */
async function installAndBuildAll(sites, tarball, tools, timings, built) {
  let next = 0;
  const lane = async () => {
    while (next < sites.length) {
      const site = sites[next++];
      let failure;
      await installAndBuild(site, tarball, tools, timings).catch((error) => (failure = error));
      built(site, failure);
    }
  };
  await Promise.all([lane(), lane()]);
}

/** Runs the browser tests of one installer's site. */
function browserTests(site) {
  return run(
    `${site.label}: browser tests`,
    'npx',
    [
      'playwright',
      'test',
      '-c',
      path.join(testDir, 'playwright.config.ts'),
      ...(site.grep ? ['--grep', site.grep] : []),
      ...process.argv.slice(2),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        FIXTURE_SITE_DIR: site.dir,
        FIXTURE_VARIANTS: Object.keys(site.bundlers).join(','),
        FIXTURE_DOCUSAURUS: JSON.stringify(docusaurusCommand(site)),
      },
    },
  );
}

async function main() {
  const reuse = process.env.FIXTURE_DIR;
  const workDir = reuse
    ? path.resolve(reuse)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'search-pagefind-fixture-'));
  if (path.relative(repoRoot, workDir).split(path.sep)[0] !== '..') {
    throw new Error(
      `fixture: ${workDir} is inside the repository; the site must be installed outside it`,
    );
  }
  const timings = {};
  const failures = [];
  const failed = (error) => {
    failures.push(error.message);
    console.error(`\n${error.message}`);
  };
  try {
    let tarball;
    let tools;
    if (!reuse) {
      const packed = await pack(path.join(workDir, 'pack'));
      tarball = packed.tarball;
      timings.pack = packed.seconds;
      timings['publish dry run'] = checkPackContents(packageDir, tarball, cleanEnv());
      if (INSTALLERS.some((name) => name !== 'npm'))
        tools = await installTools(path.join(workDir, 'tools'), timings);
    }
    const sites = sitesOf(workDir, tools, {
      installers: INSTALLERS,
      versions: VERSIONS,
      bundler: BUNDLER,
    }).filter((site) => !reuse || fs.existsSync(site.dir));
    // Each site's browser tests as soon as it is built, one site at a time (they share the
    // ports; Playwright's two workers take most of both cores), beside the builds still running:
    // the pnpm and Yarn sites, built first beside npm's four builds, are tested meanwhile.
    let testing = Promise.resolve();
    const testBuiltSite = (site, buildFailure) => {
      testing = testing.then(async () => {
        if (buildFailure) return failed(buildFailure);
        try {
          timings[`${site.label}: browser tests`] = await browserTests(site);
        } catch (error) {
          failed(error);
        }
      });
    };
    if (reuse) {
      for (const site of sites) testBuiltSite(site);
    } else {
      const started = Date.now();
      await installAndBuildAll(sites, tarball, tools, timings, testBuiltSite);
      timings['installs and builds, two at a time'] = (Date.now() - started) / 1000;
    }
    await testing;
  } catch (error) {
    failed(error);
  } finally {
    console.log('\n=== fixture: timings (s)');
    for (const [step, seconds] of Object.entries(timings))
      console.log(`${step.padEnd(36)} ${seconds.toFixed(1)}`);
    if (reuse || process.env.FIXTURE_KEEP) {
      console.log(
        `\nfixture: the installed sites are kept in ${workDir} (FIXTURE_DIR=${workDir} reruns the browser tests)`,
      );
    } else {
      fs.rmSync(workDir, {recursive: true, force: true});
    }
  }
  if (failures.length) {
    console.error(`\nfixture: ${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

await main();
