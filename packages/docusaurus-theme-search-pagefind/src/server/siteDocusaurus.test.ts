import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {
  BROWSER_IMPORTS,
  SITE_PACKAGES,
  browserAliases,
  missingMessage,
  siteDocusaurus,
} from './siteDocusaurus.js';

// Where the theme finds the site's Docusaurus packages, in real folders laid out as a strict pnpm
// install (`hoist: false`) lays them out: each package sees only its own dependencies, linked
// beside it in the virtual store, and the site only what it lists. The theme's own folder there
// holds only its peer @docusaurus/core, as pnpm and Yarn give it to a theme the site lists.

const VERSION = '3.10.2';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

/** Dependencies of the Docusaurus packages of the layout, as their 3.6 to 3.10 releases have them. */
const DEPENDENCIES: Record<string, string[]> = {
  '@docusaurus/core': [
    '@docusaurus/utils',
    '@docusaurus/utils-validation',
    '@docusaurus/mdx-loader',
  ],
  '@docusaurus/preset-classic': [
    '@docusaurus/core',
    '@docusaurus/theme-classic',
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-docs',
  ],
  '@docusaurus/theme-classic': [
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-docs',
    '@docusaurus/theme-translations',
  ],
};

/** The `exports` of the packages that have some (the theme imports their subpaths). */
const EXPORTS: Record<string, Record<string, string>> = {
  '@docusaurus/theme-common': {'.': './lib/index.js', './internal': './lib/internal.js'},
  '@docusaurus/plugin-content-docs': {
    '.': './lib/index.js',
    './client': './lib/client/index.js',
    './lib/*': './lib/*',
  },
};

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

function link(target: string, at: string) {
  fs.mkdirSync(path.dirname(at), {recursive: true});
  fs.symlinkSync(target, at, 'dir');
}

/**
 * A site in a strict pnpm layout, listing `listed`, with the lockfile `lockfile`. Returns the
 * site's folder and the file the theme's code would be at.
 */
function strictSite(listed: string[], lockfile: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-docusaurus-'));
  made.push(root);
  const store = path.join(root, 'node_modules', '.pnpm');
  const real = (name: string) =>
    path.join(store, `${name.replace('/', '+')}@${VERSION}`, 'node_modules', name);
  const names = new Set([
    ...Object.keys(SITE_PACKAGES),
    ...Object.keys(DEPENDENCIES),
    ...Object.values(DEPENDENCIES).flat(),
  ]);
  for (const name of names) {
    const dir = real(name);
    write(
      path.join(dir, 'package.json'),
      JSON.stringify({name, version: VERSION, main: './lib/index.js', exports: EXPORTS[name]}),
    );
    for (const file of ['lib/index.js', 'lib/internal.js', 'lib/client/index.js', 'lib/x.js'])
      write(path.join(dir, file), `module.exports = ${JSON.stringify({name, file})};\n`);
    for (const dependency of DEPENDENCIES[name] ?? [])
      link(real(dependency), path.join(dir, '..', '..', dependency));
  }
  const theme = path.join(store, 'theme@0.1.0', 'node_modules', 'docusaurus-theme-search-pagefind');
  write(
    path.join(theme, 'package.json'),
    JSON.stringify({name: 'docusaurus-theme-search-pagefind'}),
  );
  link(real('@docusaurus/core'), path.join(theme, '..', '@docusaurus', 'core'));
  write(path.join(root, 'package.json'), JSON.stringify({name: 'site', private: true}));
  write(path.join(root, lockfile), '');
  for (const name of listed) link(real(name), path.join(root, 'node_modules', name));
  link(theme, path.join(root, 'node_modules', 'docusaurus-theme-search-pagefind'));
  return {
    siteDir: root,
    themeFile: path.join(theme, 'lib', 'node', 'index.js'),
    real: (name: string) => fs.realpathSync(real(name)),
  };
}

describe('siteDocusaurus', () => {
  it("finds each package through the site's core, preset and classic theme", () => {
    const {siteDir, themeFile, real} = strictSite(
      ['@docusaurus/core', '@docusaurus/preset-classic'],
      'pnpm-lock.yaml',
    );
    const site = siteDocusaurus(siteDir, themeFile);
    expect(site.version).toBe(VERSION);
    expect(site.missing).toEqual([]);
    for (const name of Object.keys(SITE_PACKAGES))
      expect(site.require<{name: string}>(name).name).toBe(name);
    expect(site.require<{file: string}>('@docusaurus/plugin-content-docs/lib/x.js').file).toBe(
      'lib/x.js',
    );
    expect(browserAliases(site)).toEqual({
      '@docusaurus/theme-common$': path.join(real('@docusaurus/theme-common'), 'lib/index.js'),
      '@docusaurus/theme-common/internal$': path.join(
        real('@docusaurus/theme-common'),
        'lib/internal.js',
      ),
      '@docusaurus/plugin-content-docs/client$': path.join(
        real('@docusaurus/plugin-content-docs'),
        'lib/client/index.js',
      ),
    });
  });

  it('finds the packages a site without the preset lists itself', () => {
    const {siteDir, themeFile} = strictSite(
      [
        '@docusaurus/core',
        '@docusaurus/theme-common',
        '@docusaurus/plugin-content-docs',
        '@docusaurus/theme-translations',
      ],
      'yarn.lock',
    );
    expect(siteDocusaurus(siteDir, themeFile).missing).toEqual([]);
  });

  it('finds them through the classic theme of a site without the preset', () => {
    const {siteDir, themeFile} = strictSite(
      ['@docusaurus/core', '@docusaurus/theme-classic'],
      'yarn.lock',
    );
    expect(siteDocusaurus(siteDir, themeFile).missing).toEqual([]);
  });

  it.each([
    ['pnpm-lock.yaml', 'pnpm add'],
    ['yarn.lock', 'yarn add'],
    ['package-lock.json', 'npm install'],
  ])(
    'stops a site with neither the preset nor the packages, with the command (%s)',
    (lockfile, add) => {
      const {siteDir, themeFile} = strictSite(['@docusaurus/core'], lockfile);
      expect(() => siteDocusaurus(siteDir, themeFile)).toThrow(
        new Error(
          [
            "docusaurus-theme-search-pagefind needs the site's own @docusaurus/theme-common, " +
              '@docusaurus/plugin-content-docs, @docusaurus/theme-translations (Docusaurus 3.10.2). ' +
              'They come with @docusaurus/preset-classic, which the site does not use, and the ' +
              'site does not list them.',
            "Add them at the site's Docusaurus version, in the site's folder:",
            `  ${add} @docusaurus/theme-common@3.10.2 @docusaurus/plugin-content-docs@3.10.2 @docusaurus/theme-translations@3.10.2`,
          ].join('\n'),
        ),
      );
    },
  );

  it('names one missing package in the singular', () => {
    const {siteDir} = strictSite([], 'yarn.lock');
    expect(missingMessage(['@docusaurus/theme-translations'], VERSION, siteDir)).toBe(
      [
        "docusaurus-theme-search-pagefind needs the site's own @docusaurus/theme-translations " +
          '(Docusaurus 3.10.2). It comes with @docusaurus/preset-classic, which the site does not ' +
          'use, and the site does not list it.',
        "Add it at the site's Docusaurus version, in the site's folder:",
        '  yarn add @docusaurus/theme-translations@3.10.2',
      ].join('\n'),
    );
  });
});

describe('what the theme imports from Docusaurus', () => {
  const srcDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const sources = (folders: string[]) =>
    folders
      .flatMap((folder) => {
        const at = path.join(srcDir, folder);
        if (fs.statSync(at).isFile()) return [at];
        return fs
          .readdirSync(at, {recursive: true, encoding: 'utf8'})
          .map((file) => path.join(at, file));
      })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({file, text: fs.readFileSync(file, 'utf8')}));
  const sitePackage = new RegExp(
    `^(?:${Object.keys(SITE_PACKAGES)
      .map((name) => name.replace('/', '\\/'))
      .join('|')})(?:\\/|$)`,
  );

  it("the browser code imports only what the bundler aliases to the site's copies", () => {
    const imported = new Set<string>();
    for (const {text} of sources(['theme', 'client']))
      for (const [, specifier] of text.matchAll(/from '(@docusaurus\/[^']+)'/g))
        if (sitePackage.test(specifier!)) imported.add(specifier!);
    expect([...imported].sort()).toEqual([...BROWSER_IMPORTS].sort());
  });

  it('the build-time code loads them through siteDocusaurus.ts only (types aside)', () => {
    const direct = sources(['index.ts', 'options.ts', 'server', 'shared']).flatMap(({file, text}) =>
      [...text.matchAll(/^import (?!type\b)[^;]*?from '([^']+)'|require\('([^']+)'\)/gm)]
        .map((match) => match[1] ?? match[2]!)
        .filter((specifier) => sitePackage.test(specifier))
        .map((specifier) => `${path.relative(srcDir, file)}: ${specifier}`),
    );
    expect(direct).toEqual([]);
  });
});
