// The fixture's installers: pnpm and Yarn fetched from the npm registry, each installer's
// configuration written into a site and its install run, and the check that an install kept the
// site's Docusaurus and React.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {copyProblems, installedCopies} from './docusaurusCopies.mjs';
import {cleanEnv, run} from './fixtureCommands.mjs';
import {repoRoot} from './fixturePaths.mjs';
import {siteVersion} from './fixtureSites.mjs';

/**
 * The package managers tried besides npm, installed from the npm registry (corepack would fetch
 * Yarn from its own host). Versions pinned so that a run is repeatable; raise them by hand.
 */
const TOOLS = {pnpm: '12.21.0', '@yarnpkg/cli-dist': '4.18.1'};

/** Installs pnpm and Yarn from the npm registry into `toolsDir`; returns their entry points. */
export async function installTools(toolsDir, timings) {
  fs.mkdirSync(toolsDir, {recursive: true});
  timings['tools install'] = await run(
    'pnpm and Yarn from the npm registry',
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`),
    ],
    {cwd: toolsDir},
  );
  return {
    pnpm: path.join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs'),
    yarn: path.join(toolsDir, 'node_modules', '@yarnpkg', 'cli-dist', 'bin', 'yarn.js'),
  };
}

/** The npm registry this machine uses: pnpm reads npm's config itself, Yarn is told. */
function npmRegistry() {
  const result = spawnSync('npm', ['config', 'get', 'registry'], {
    env: cleanEnv(),
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.trim()
    ? result.stdout.trim()
    : 'https://registry.npmjs.org/';
}

/**
 * The platform packages the registry holds only for some machines (@swc/*, @rspack/*,
 * @pagefind/* for macOS and Windows) are optional dependencies for the machine installing: an
 * adopter whose registry lacks the others says so with `supportedArchitectures`.
 */
const CURRENT_PLATFORM = `supportedArchitectures:
  os: [current]
  cpu: [current]
  libc: [current]
`;

/**
 * Yarn resolves every platform's optional package to write its lockfile, even those
 * `supportedArchitectures` leaves out, and stops on one the registry lacks ("No candidates
 * found"). So, as an adopter behind such a mirror would, the site's `resolutions` point the
 * platform packages of other machines at an empty local package. Their names are those
 * this repository's package-lock.json records with an `os`, `cpu` or `libc` this machine is not.
 */
function resolveOtherPlatformsAway(siteDir) {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const foreign = (list, current) =>
    Array.isArray(list) &&
    !list.some((entry) => entry === current) &&
    list.some((entry) => !entry.startsWith('!'));
  const libc = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
  const names = new Set();
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.includes('node_modules/')) continue;
    if (
      foreign(entry.os, process.platform) ||
      foreign(entry.cpu, process.arch) ||
      foreign(entry.libc, libc)
    )
      names.add(key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  const placeholder = path.join(siteDir, 'other-platform');
  fs.mkdirSync(placeholder, {recursive: true});
  fs.writeFileSync(
    path.join(placeholder, 'package.json'),
    `${JSON.stringify({name: 'other-platform', version: '0.0.0', private: true})}\n`,
  );
  const manifestPath = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  manifest.resolutions = Object.fromEntries(
    [...names].sort().map((name) => [name, 'link:./other-platform']),
  );
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes the installer's configuration into the site and installs it; resolves to the seconds. */
export function installSite(site, tools) {
  if (site.installer === 'npm') {
    return run('npm install', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: site.dir,
    });
  }
  if (site.installer === 'pnpm') {
    // Strict: each package sees only what it declares, and nothing is hoisted, not even into
    // node_modules/.pnpm/node_modules. Install scripts stay off (pnpm's default; the site needs
    // none: @swc/core's only checks its binding, core-js's prints a notice), without failing
    // the install for them.
    fs.writeFileSync(
      path.join(site.dir, 'pnpm-workspace.yaml'),
      `nodeLinker: isolated\nhoist: false\npublicHoistPattern: []\nstrictDepBuilds: false\n${CURRENT_PLATFORM}`,
    );
    return run(
      'pnpm install',
      process.execPath,
      [tools.pnpm, 'install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only'],
      {cwd: site.dir},
    );
  }
  // Yarn Berry with Plug'n'Play: no node_modules, every import must be declared by its importer.
  fs.writeFileSync(
    path.join(site.dir, '.yarnrc.yml'),
    `nodeLinker: pnp\npnpMode: strict\nnpmRegistryServer: "${npmRegistry()}"\nenableTelemetry: false\nenableGlobalCache: true\n${CURRENT_PLATFORM}`,
  );
  fs.writeFileSync(path.join(site.dir, 'yarn.lock'), '');
  resolveOtherPlatformsAway(site.dir);
  return run('yarn install', process.execPath, [site.yarn, 'install'], {
    cwd: site.dir,
    env: cleanEnv({YARN_ENABLE_IMMUTABLE_INSTALLS: 'false', YARN_ENABLE_PROGRESS_BARS: 'false'}),
  });
}

/** Fails unless the site kept its Docusaurus and React, one copy of each. */
export function checkCopies(site) {
  const expected = {
    docusaurus: siteVersion(site, '@docusaurus/core'),
    react: siteVersion(site, 'react'),
  };
  const problems = copyProblems(installedCopies(site.dir, site.installer), expected);
  if (problems.length)
    throw new Error(
      `fixture: ${site.label}: the install did not keep the site's Docusaurus ${expected.docusaurus} and React ${expected.react}:\n  ${problems.join('\n  ')}`,
    );
  console.log(
    `\n=== fixture: ${site.label}: one copy of each Docusaurus package (${expected.docusaurus}) and of React (${expected.react})`,
  );
}
