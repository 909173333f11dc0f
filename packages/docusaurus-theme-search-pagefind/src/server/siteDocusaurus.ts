import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {PLUGIN_NAME} from '../shared/globalData.js';

// Where the site's own Docusaurus packages are. Besides @docusaurus/core (a
// peer: every site lists it), the theme imports six Docusaurus packages that a site does not
// list: utils, utils-validation and mdx-loader, which core depends on, and theme-common,
// plugin-content-docs and theme-translations, which @docusaurus/preset-classic (or its
// @docusaurus/theme-classic) depends on. They cannot be the theme's dependencies (pnpm and Yarn
// would install a second Docusaurus beside an older site's), and as optional peers pnpm with
// `hoist: false` and Yarn Plug'n'Play hand them to the theme only when the site lists them. So
// they are resolved from the packages that depend on them, as the site installed those: the
// site's core, preset and classic theme, whatever the installer, at the site's own version.
// Every build-time import of them goes through this module; the browser code gets the same
// copies through the bundler (browserAliases, used by index.ts).

type Require = NodeJS.Require;

/** The Docusaurus packages the theme imports besides core, each with the package that brings it. */
export const SITE_PACKAGES = {
  '@docusaurus/utils': '@docusaurus/core',
  '@docusaurus/utils-validation': '@docusaurus/core',
  '@docusaurus/mdx-loader': '@docusaurus/core',
  '@docusaurus/theme-common': '@docusaurus/preset-classic',
  '@docusaurus/plugin-content-docs': '@docusaurus/preset-classic',
  '@docusaurus/theme-translations': '@docusaurus/theme-classic',
} as const;

export type SitePackage = keyof typeof SITE_PACKAGES;

/**
 * What the browser code (src/theme, src/client) imports from those packages; the bundler resolves
 * each to the site's copy. Exact specifiers: the packages' `exports` map subpaths to files, which
 * an alias to a package folder would not follow. A unit test keeps the list complete.
 */
export const BROWSER_IMPORTS = [
  '@docusaurus/theme-common',
  '@docusaurus/theme-common/internal',
  '@docusaurus/plugin-content-docs/client',
] as const;

export interface SiteDocusaurus {
  /** The site's Docusaurus version: its @docusaurus/core's. */
  version: string;
  /** The packages of SITE_PACKAGES that none of the site's Docusaurus packages brings. */
  missing: SitePackage[];
  /** Loads a module of SITE_PACKAGES, a subpath too ('@docusaurus/mdx-loader/lib/preprocessor'). */
  require<T>(specifier: string): T;
  /** The file a specifier of SITE_PACKAGES resolves to. */
  resolve(specifier: string): string;
}

const PACKAGE_NAME = /^(?:@[^/]+\/)?[^/]+/;

/** A require that resolves from inside the package `name` as `from` sees it, or null. */
function packageRequire(from: Require, name: string): Require | null {
  try {
    return createRequire(from.resolve(`${name}/package.json`));
  } catch {
    // A package whose `exports` leaves out package.json: the folder above its entry.
    try {
      let dir = path.dirname(from.resolve(name));
      while (!fs.existsSync(path.join(dir, 'package.json'))) {
        const parent = path.dirname(dir);
        if (parent === dir) return null;
        dir = parent;
      }
      return createRequire(path.join(dir, 'package.json'));
    } catch {
      return null;
    }
  }
}

/**
 * The requires that may see the packages, in the order they are asked: the site's own (a package
 * it lists wins), its preset, the classic theme (the preset's, or the site's), its core, then the
 * theme's own (npm's hoisting, or a site that lists them as the theme's optional peers).
 */
function holders(siteDir: string, themeRequire: Require): {core: Require | null; list: Require[]} {
  const site = createRequire(path.join(siteDir, 'package.json'));
  const core =
    packageRequire(site, '@docusaurus/core') ?? packageRequire(themeRequire, '@docusaurus/core');
  const preset = packageRequire(site, '@docusaurus/preset-classic');
  const classic =
    (preset && packageRequire(preset, '@docusaurus/theme-classic')) ??
    packageRequire(site, '@docusaurus/theme-classic');
  return {core, list: [site, preset, classic, core, themeRequire].filter((r) => r !== null)};
}

/** Finds the site's Docusaurus packages from `siteDir`; `themeFile` is where the theme's code is. */
function findSiteDocusaurus(siteDir: string, themeFile: string): SiteDocusaurus {
  const {core, list} = holders(siteDir, createRequire(themeFile));
  const version = core ? (core('./package.json') as {version: string}).version : 'unknown';
  const found = new Map<string, Require>();
  const missing: SitePackage[] = [];
  for (const name of Object.keys(SITE_PACKAGES) as SitePackage[]) {
    const holder = list.find((candidate) => packageRequire(candidate, name));
    if (holder) found.set(name, holder);
    else missing.push(name);
  }
  const holderOf = (specifier: string): Require => {
    const name = PACKAGE_NAME.exec(specifier)?.[0] ?? specifier;
    const holder = found.get(name);
    if (!holder) throw new Error(missingMessage([name as SitePackage], version, siteDir));
    return holder;
  };
  return {
    version,
    missing,
    require: <T>(specifier: string) => holderOf(specifier)(specifier) as T,
    resolve: (specifier) => holderOf(specifier).resolve(specifier),
  };
}

/** The package manager that installed the site: Yarn under Plug'n'Play, else by the lockfile above. */
export function sitePackageManager(siteDir: string): 'npm' | 'pnpm' | 'yarn' | 'bun' {
  if (process.versions.pnp) return 'yarn';
  const lockfiles = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
  ] as const;
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    for (const [file, manager] of lockfiles)
      if (fs.existsSync(path.join(dir, file))) return manager;
    if (path.dirname(dir) === dir) break;
  }
  const agent = /^(npm|pnpm|yarn|bun)\//.exec(process.env.npm_config_user_agent ?? '');
  return (agent?.[1] as 'npm' | 'pnpm' | 'yarn' | 'bun' | undefined) ?? 'npm';
}

/** The error of a site whose Docusaurus packages do not bring what the theme imports. */
export function missingMessage(missing: readonly SitePackage[], version: string, siteDir: string) {
  const manager = sitePackageManager(siteDir);
  const add = manager === 'npm' ? 'npm install' : `${manager} add`;
  const at = /^\d/.test(version) ? `@${version}` : '';
  const them = missing.length > 1 ? 'them' : 'it';
  return [
    `${PLUGIN_NAME} needs the site's own ${missing.join(', ')} (Docusaurus ${version}). ` +
      `${missing.length > 1 ? 'They come' : 'It comes'} with @docusaurus/preset-classic, which the site does not use, and the site does not list ${them}.`,
    `Add ${them} at the site's Docusaurus version, in the site's folder:`,
    `  ${add} ${missing.map((name) => `${name}${at}`).join(' ')}`,
  ].join('\n');
}

const THEME_FILE = fileURLToPath(import.meta.url);

const sites = new Map<string, SiteDocusaurus>();
/** The site the plugin was loaded for; null before (option validation, the push API, tests). */
let currentSiteDir: string | null = null;

/** The site's Docusaurus packages, found once per site and theme location. */
function found(siteDir: string, themeFile: string): SiteDocusaurus {
  const key = `${themeFile}\0${siteDir}`;
  let site = sites.get(key);
  if (!site) {
    site = findSiteDocusaurus(siteDir, themeFile);
    sites.set(key, site);
  }
  return site;
}

/**
 * The site's Docusaurus packages. Called by the plugin with its siteDir, which makes it the site
 * the rest of the build-time code uses; throws missingMessage when one is missing, so that the
 * build stops at once with the command that adds it rather than in the bundler.
 */
export function siteDocusaurus(siteDir: string, themeFile = THEME_FILE): SiteDocusaurus {
  const key = path.resolve(siteDir);
  const site = found(key, themeFile);
  if (site.missing.length) throw new Error(missingMessage(site.missing, site.version, key));
  currentSiteDir = key;
  return site;
}

/**
 * A module of the site's Docusaurus (SITE_PACKAGES), for the build-time code. Before the plugin
 * has named its site (option validation, the push API, a worker thread), the site is the current
 * folder, as for the `docusaurus` command, and the theme's own core and resolution follow it.
 */
export function docusaurusModule<T>(specifier: string): T {
  return found(currentSiteDir ?? process.cwd(), THEME_FILE).require<T>(specifier);
}

/** The bundler aliases that give the theme's browser code the site's copies (exact matches). */
export function browserAliases(site: SiteDocusaurus): Record<string, string> {
  return Object.fromEntries(
    BROWSER_IMPORTS.map((specifier) => [`${specifier}$`, site.resolve(specifier)]),
  );
}
