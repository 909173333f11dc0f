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
//      config), every spec; default and algolia with webpack and Babel (no `future.v4`), wide and
//      many with Rspack (`future.v4`; the site lists @docusaurus/faster, as create-docusaurus
//      writes it), which builds their eight locales in a fraction of webpack's time;
//    - pnpm (isolated node_modules, `hoist: false`) and Yarn PnP: Rspack (`future.v4` with
//      @docusaurus/faster, as create-docusaurus writes a site), the default shape only, and the
//      specs tagged @installers (the modal in both locales, /search);
//    pnpm and Yarn are installed from the npm registry into the work folder; their stores stay
//    where they keep them by default (pnpm's store, Yarn's global cache), so a second run on a
//    machine reuses them and a fresh machine fills them;
//    - and with npm, a site pinned to each older Docusaurus of FIXTURE_VERSIONS (default 3.7.0
//      with React 18): webpack, the default shape, all its specs;
//    each install must keep the site's Docusaurus and React, one copy of each (docusaurusCopies.mjs);
// 3. run test/playwright.config.ts per installer, which serves each build with
//    `docusaurus serve` and searches it in Chromium.
// It prints how long each step took.
//
// Usage: node packages/docusaurus-theme-search-pagefind/test/fixture.mjs [playwright arguments]
//   FIXTURE_KEEP=1     keep the temporary folder (its path is printed) instead of removing it
//   FIXTURE_DIR=<dir>  reuse a folder a kept run installed and built: run the browser tests only
//   FIXTURE_PORT=<n>   first of the four ports the builds are served on (default 3410)
//   FIXTURE_INSTALLERS=npm,pnpm,yarn   which installers to try (any of them, in that order)
//   FIXTURE_BUNDLER=webpack|rspack     the bundler of the pnpm and Yarn builds (default rspack)
//   FIXTURE_VERSIONS=3.7.0:18.3.1      npm sites pinned to these Docusaurus:React versions ('' for none)
//   FIXTURE_NODE=<node binary>         the Node that installs, builds and serves the sites (Docusaurus 4 needs 24.14)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {copyProblems, installedCopies} from './docusaurusCopies.mjs';
import {checkPackContents} from './packContents.mjs';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.dirname(testDir);
const repoRoot = path.resolve(packageDir, '..', '..');
const requireFromRoot = (name) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));

/** The builds the fixture site is made in (its docusaurus.config.js reads FIXTURE_VARIANT), with their extra build arguments. */
const VARIANTS = {default: [], wide: [], algolia: ['--locale', 'en'], many: []};

/**
 * The bundler of each npm build: webpack and Babel where the theme's browser code (the modal,
 * /search, the Algolia client) is bundled as a site without Docusaurus Faster bundles it, Rspack
 * for the shapes whose checks are the index and the locales (bundled with Rspack by the pnpm and
 * Yarn sites too).
 */
const NPM_BUNDLERS = {default: 'webpack', wide: 'rspack', algolia: 'webpack', many: 'rspack'};

/**
 * What the site installs besides the package, as create-docusaurus's classic template lists them
 * and nothing more (@docusaurus/core needs @mdx-js/react from the site: a strict pnpm or Yarn PnP
 * install has it only if the site names it): the versions installed in this repository. In
 * particular, none of the Docusaurus packages the theme imports besides core: it finds them
 * through the site's core and preset (src/server/siteDocusaurus.ts).
 */
const SITE_DEPENDENCIES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@mdx-js/react',
  'clsx',
  'prism-react-renderer',
  'react',
  'react-dom',
];

/** The template's devDependencies (types for a site's own code). */
const SITE_DEV_DEPENDENCIES = ['@docusaurus/module-type-aliases', '@docusaurus/types'];

/** The webpackbar a site pinned to Docusaurus 3.6 to 3.9 is given (see prepareSite). */
const WEBPACKBAR = '^7.0.0';

/** What an Rspack site adds (create-docusaurus's template: `future.v4`, Docusaurus Faster). */
const RSPACK_DEPENDENCIES = ['@docusaurus/faster'];

/**
 * The package managers tried besides npm, installed from the npm registry (corepack would fetch
 * Yarn from its own host). Versions pinned so that a run is repeatable; raise them by hand.
 */
const TOOLS = {pnpm: '12.21.0', '@yarnpkg/cli-dist': '4.18.1'};

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
/** The Node the sites are installed, built and served with (npm runs on the first one in PATH). */
const NODE = process.env.FIXTURE_NODE ? path.resolve(process.env.FIXTURE_NODE) : process.execPath;
if (!['rspack', 'webpack'].includes(BUNDLER))
  throw new Error(`fixture: FIXTURE_BUNDLER: "${BUNDLER}" is not rspack or webpack`);

/**
 * The environment of the commands run in the fixture: no npm_* variables (when this runs under
 * `npm test`, npm's own would point a nested npm at this repository), CI on, no colours.
 */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  const PATH = [path.dirname(NODE), env.PATH].filter(Boolean).join(path.delimiter);
  return {...env, PATH, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...extra};
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

/** The version of `name` a site installs: its pinned Docusaurus and React, else this repository's. */
function siteVersion(site, name) {
  if (name.startsWith('@docusaurus/') && site.pinned) return site.pinned.docusaurus;
  if ((name === 'react' || name === 'react-dom') && site.pinned) return site.pinned.react;
  return requireFromRoot(name).version;
}

/** Copies the fixture site to `site.dir` and names its dependencies in its package.json. */
function prepareSite(site, tarball, extraDependencies = []) {
  const siteDir = site.dir;
  fs.cpSync(path.join(testDir, 'fixture-site'), siteDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|build[^\\/]*|\.docusaurus)$/.test(source),
  });
  const manifestPath = path.join(siteDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const versions = (names) =>
    Object.fromEntries([...new Set(names)].sort().map((name) => [name, siteVersion(site, name)]));
  manifest.dependencies = versions([...SITE_DEPENDENCIES, ...extraDependencies]);
  manifest.devDependencies = versions(SITE_DEV_DEPENDENCIES);
  const packageName = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ).name;
  manifest.dependencies[packageName] =
    `file:${path.relative(siteDir, tarball).split(path.sep).join('/')}`;
  // Docusaurus 3.6 to 3.9 bring webpackbar 6, whose options today's webpack 5 rejects ("Progress
  // Plugin has been initialized using an options object that does not match the API schema"):
  // such a site installed today cannot build with webpack, with or without this theme, and one
  // installed earlier has an older webpack in its lockfile. The pinned site overrides it with
  // webpackbar 7, which Docusaurus 3.10 brings.
  if (site.pinned && /^3\.[6-9]\./.test(site.pinned.docusaurus))
    manifest.overrides = {webpackbar: WEBPACKBAR};
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The command that runs the site's `docusaurus` CLI: its bin, or through Yarn under PnP. */
function docusaurusCommand(site) {
  return site.installer === 'yarn'
    ? [NODE, site.yarn, 'docusaurus']
    : [NODE, path.join(site.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs')];
}

function docusaurus(site, args, variant) {
  const [command, ...prefix] = docusaurusCommand(site);
  return run(`${site.label}: docusaurus ${args[0]} (${variant})`, command, [...prefix, ...args], {
    cwd: site.dir,
    env: cleanEnv({FIXTURE_VARIANT: variant, FIXTURE_BUNDLER: site.bundlers[variant]}),
  });
}

/** Installs pnpm and Yarn from the npm registry into `toolsDir`; returns their entry points. */
function installTools(toolsDir, timings) {
  fs.mkdirSync(toolsDir, {recursive: true});
  timings['tools install'] = run(
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

/** Writes the installer's configuration into the site and installs it; returns the seconds. */
function installSite(site, tools) {
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

/** The site of each installer, with the builds it makes. */
function sitesOf(workDir, tools) {
  const sites = INSTALLERS.map((installer) => ({
    installer,
    label: installer,
    dir: path.join(workDir, installer === 'npm' ? 'site' : `site-${installer}`),
    bundlers: installer === 'npm' ? NPM_BUNDLERS : {default: BUNDLER},
    grep: installer === 'npm' ? null : '@installers',
    yarn:
      tools?.yarn ??
      path.join(workDir, 'tools', 'node_modules', '@yarnpkg', 'cli-dist', 'bin', 'yarn.js'),
  }));
  // Sites pinned to other versions: npm, the default shape (two locales, two docs versions), all
  // its specs; webpack on 3.x (`future.v4` is 3.8's), Rspack on 4.x, which requires Docusaurus
  // Faster.
  for (const pinned of VERSIONS) {
    sites.push({
      installer: 'npm',
      label: `npm ${pinned.docusaurus}`,
      pinned,
      dir: path.join(workDir, `site-npm-${pinned.docusaurus}`),
      bundlers: {default: Number.parseInt(pinned.docusaurus, 10) >= 4 ? 'rspack' : 'webpack'},
      grep: null,
    });
  }
  return sites;
}

/** Fails unless the site kept its Docusaurus and React, one copy of each. */
function checkCopies(site) {
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

/** Installs and builds one installer's site. Each step's seconds go in `timings`. */
function installAndBuild(site, tarball, tools, timings) {
  const rspack = Object.values(site.bundlers).includes('rspack');
  prepareSite(site, tarball, rspack ? RSPACK_DEPENDENCIES : []);
  timings[`${site.label}: install`] = installSite(site, tools);
  checkCopies(site);
  for (const variant of Object.keys(site.bundlers)) {
    timings[`${site.label}: build ${variant}`] = docusaurus(
      site,
      ['build', '--out-dir', `build-${variant}`, ...VARIANTS[variant]],
      variant,
    );
  }
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

function main() {
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
  try {
    let tarball;
    let tools;
    if (!reuse) {
      const packed = pack(path.join(workDir, 'pack'));
      tarball = packed.tarball;
      timings.pack = packed.seconds;
      timings['publish dry run'] = checkPackContents(packageDir, tarball, cleanEnv());
      if (INSTALLERS.some((name) => name !== 'npm'))
        tools = installTools(path.join(workDir, 'tools'), timings);
    }
    for (const site of sitesOf(workDir, tools)) {
      const started = Date.now();
      try {
        if (reuse) {
          if (!fs.existsSync(site.dir)) continue;
        } else {
          installAndBuild(site, tarball, tools, timings);
        }
        timings[`${site.label}: browser tests`] = browserTests(site);
      } catch (error) {
        failures.push(error.message);
        console.error(`\n${error.message}`);
      } finally {
        timings[`${site.label}: in all`] = (Date.now() - started) / 1000;
      }
    }
  } catch (error) {
    failures.push(error.message);
    console.error(`\n${error.message}`);
  } finally {
    console.log('\n=== fixture: timings (s)');
    for (const [step, seconds] of Object.entries(timings))
      console.log(`${step.padEnd(30)} ${seconds.toFixed(1)}`);
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

main();
