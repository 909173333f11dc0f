// The fixture's sites: which builds each makes, what it installs, its package.json written from
// test/fixture-site/, and its `docusaurus` command.
import fs from 'node:fs';
import path from 'node:path';
import {NODE, cleanEnv, run} from './fixtureCommands.mjs';
import {packageDir, repoRoot, testDir} from './fixturePaths.mjs';

const requireFromRoot = (name) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));

/** The builds the fixture site is made in (its docusaurus.config.js reads FIXTURE_VARIANT), with their extra build arguments. */
export const VARIANTS = {default: [], wide: [], algolia: ['--locale', 'en'], many: []};

/**
 * The bundler of each npm build: Rspack, as create-docusaurus writes a site, but for the Algolia
 * shape, whose client is bundled with webpack and Babel as a site without Docusaurus Faster
 * bundles it. The Pagefind modal and /search under webpack are the 3.7.0 site's (the default
 * shape, every spec), so the current site's default shape is not built twice over.
 */
export const NPM_BUNDLERS = {
  default: 'rspack',
  wide: 'rspack',
  algolia: 'webpack',
  many: 'rspack',
};

/**
 * What a webpack build adds to its variant's arguments: no minification. Terser was 35 of the
 * 3.7.0 site's 100 CPU seconds (cold, both locales: 81 s alone, 61 s with this); the specs test
 * how webpack and Babel bundle the theme, and the Rspack builds test its code minified.
 */
export const WEBPACK_BUILD_ARGUMENTS = ['--no-minify'];

/**
 * What the site installs besides the package, as create-docusaurus's classic template lists them
 * and nothing more (@docusaurus/core needs @mdx-js/react from the site: a strict pnpm or Yarn PnP
 * install has it only if the site names it): the versions installed in this repository. In
 * particular, none of the Docusaurus packages the theme imports besides core: it finds them
 * through the site's core and preset (src/server/siteDocusaurus.ts).
 */
export const SITE_DEPENDENCIES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@mdx-js/react',
  'clsx',
  'prism-react-renderer',
  'react',
  'react-dom',
];

/** The template's devDependencies (types for a site's own code). */
export const SITE_DEV_DEPENDENCIES = ['@docusaurus/module-type-aliases', '@docusaurus/types'];

/** The webpackbar a site pinned to Docusaurus 3.6 to 3.9 is given (see prepareSite). */
export const WEBPACKBAR = '^7.0.0';

/** What an Rspack site adds (create-docusaurus's template: `future.v4`, Docusaurus Faster). */
export const RSPACK_DEPENDENCIES = ['@docusaurus/faster'];

/** The version of `name` a site installs: its pinned Docusaurus and React, else this repository's. */
export function siteVersion(site, name) {
  if (name.startsWith('@docusaurus/') && site.pinned) return site.pinned.docusaurus;
  if ((name === 'react' || name === 'react-dom') && site.pinned) return site.pinned.react;
  return requireFromRoot(name).version;
}

/** Copies the fixture site to `site.dir` and names its dependencies in its package.json. */
export function prepareSite(site, tarball, extraDependencies = []) {
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
export function docusaurusCommand(site) {
  return site.installer === 'yarn'
    ? [NODE, site.yarn, 'docusaurus']
    : [NODE, path.join(site.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs')];
}

export function docusaurus(site, args, variant) {
  const [command, ...prefix] = docusaurusCommand(site);
  return run(`${site.label}: docusaurus ${args[0]} (${variant})`, command, [...prefix, ...args], {
    cwd: site.dir,
    env: cleanEnv({FIXTURE_VARIANT: variant, FIXTURE_BUNDLER: site.bundlers[variant]}),
  });
}

/**
 * The site of each installer, with the builds it makes: `installers`, `versions` and `bundler`
 * are the entry's FIXTURE_INSTALLERS, FIXTURE_VERSIONS and FIXTURE_BUNDLER.
 */
export function sitesOf(workDir, tools, {installers, versions, bundler}) {
  const sites = installers.map((installer) => ({
    installer,
    label: installer,
    dir: path.join(workDir, installer === 'npm' ? 'site' : `site-${installer}`),
    bundlers: installer === 'npm' ? NPM_BUNDLERS : {default: bundler},
    grep: installer === 'npm' ? null : '@installers',
    yarn:
      tools?.yarn ??
      path.join(workDir, 'tools', 'node_modules', '@yarnpkg', 'cli-dist', 'bin', 'yarn.js'),
  }));
  // Sites pinned to other versions: npm, the default shape (two locales, two docs versions), all
  // its specs; webpack on 3.x (`future.v4` is 3.8's), Rspack on 4.x, which requires Docusaurus
  // Faster.
  for (const pinned of versions) {
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
