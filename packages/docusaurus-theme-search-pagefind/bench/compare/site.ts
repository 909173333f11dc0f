// The scratch sites of the comparison (Node only): one npm install from the registry that all
// three sites share (Docusaurus, React, @easyops-cn/docusaurus-search-local and our package's
// `npm pack` tarball), then for each engine the same minimal Docusaurus classic site holding The
// Rust Programming Language in Chinese (default locale) and English, differing only in the
// search it is given. Nothing here touches the repository's own docs or dependencies.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {cp, mkdir, readdir, rename, stat, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';

export type Engine = 'ours' | 'easyops' | 'pagefind.js';
export const allEngines: readonly Engine[] = ['ours', 'easyops', 'pagefind.js'];
export type Locale = 'zh' | 'en';
export const locales: readonly Locale[] = ['zh', 'en'];

/** The versions measured; the scratch install pins them (the repository's own, where it has them). */
export const VERSIONS = {
  docusaurus: '3.10.2',
  react: '19.3.1',
  easyops: '0.55.3',
  pagefind: '1.6.0',
} as const;

/** What each engine is given, printed with the figures. */
export const engineSetup: Record<Engine, string> = {
  ours: "themes: ['docusaurus-theme-search-pagefind'] (installed from its npm pack tarball), no options",
  easyops: `themes: [['@easyops-cn/docusaurus-search-local' ${VERSIONS.easyops}, {language: ['en', 'zh']}]] (defaults otherwise; the language option is what it needs for Chinese)`,
  'pagefind.js': `no search plugin; after docusaurus build, the Pagefind ${VERSIONS.pagefind} CLI with no options over each locale's output (build/ without en/, then build/en/); searched with its Default UI (pagefind-ui.js)`,
};

/** The docs of each locale, where the corpus README puts them. */
export const corpusTarget = (site: string, locale: Locale) =>
  locale === 'zh'
    ? path.join(site, 'docs/rust-book')
    : path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current/rust-book');
/** A locale's built output. */
export const localeOut = (site: string, locale: Locale) =>
  path.join(site, 'build', locale === 'en' ? 'en' : '');
/** A locale's path prefix on the served site ('/', '/en/'). */
export const localePrefix = (locale: Locale) => (locale === 'en' ? '/en/' : '/');

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  // The tools' logs go to stderr: stdout carries the report alone.
  const child = spawn(command, args, {cwd, env, stdio: ['ignore', 2, 2]});
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`);
  });
}

/**
 * One npm install for the three sites, from the registry (the npm cache first). `tarball` is our
 * package's `npm pack` output; without it (ours not measured) the install leaves it out.
 */
export async function installScratch(dir: string, tarball: string | null): Promise<void> {
  await mkdir(dir, {recursive: true});
  const dependencies: Record<string, string> = {
    '@docusaurus/core': VERSIONS.docusaurus,
    '@docusaurus/preset-classic': VERSIONS.docusaurus,
    '@docusaurus/faster': VERSIONS.docusaurus, // `future.v4` builds with Rspack, as the classic template does
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    react: VERSIONS.react,
    'react-dom': VERSIONS.react,
    '@easyops-cn/docusaurus-search-local': VERSIONS.easyops,
  };
  if (tarball) dependencies['docusaurus-theme-search-pagefind'] = `file:${tarball}`;
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify({name: 'bench-compare-sites', private: true, dependencies}, null, 2)}\n`,
  );
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    dir,
  );
}

/** The theme entry each engine adds to the site config; `ours` names this package (or its folder). */
function themes(engine: Engine, ours: string): unknown[] {
  if (engine === 'ours') return [ours];
  if (engine === 'easyops')
    return [['@easyops-cn/docusaurus-search-local', {language: ['en', 'zh']}]];
  return [];
}

/**
 * A minimal classic site (what `create-docusaurus classic` sets, less the blog and the React
 * home page): the Rust Book as its docs, zh by default and en, a one-line Markdown home page,
 * the engine's theme. `theme`: how the site names this package (default its name, as an adopter
 * installs it; the quality bench gives the package's folder, to measure the sources as they are).
 */
export async function writeSite(
  site: string,
  engine: Engine,
  {
    corpus,
    nodeModules,
    theme = 'docusaurus-theme-search-pagefind',
  }: {corpus: string; nodeModules: string; theme?: string},
): Promise<void> {
  const config = {
    title: 'The Rust Programming Language',
    url: 'https://rust-book.example.org',
    baseUrl: '/',
    future: {v4: true},
    i18n: {defaultLocale: 'zh', locales: ['zh', 'en']},
    presets: [['classic', {docs: {}, blog: false, theme: {}}]],
    themes: themes(engine, theme),
    themeConfig: {
      navbar: {title: 'Rust Book', items: [{type: 'localeDropdown', position: 'right'}]},
    },
  };
  await mkdir(site, {recursive: true});
  await writeFile(
    path.join(site, 'docusaurus.config.js'),
    `// Written by the search comparison (${engine}).\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`,
  );
  await writeFile(
    path.join(site, 'package.json'),
    `${JSON.stringify({name: `bench-compare-${engine.replace(/\W/g, '')}`, private: true}, null, 2)}\n`,
  );
  for (const locale of locales)
    await cp(path.join(corpus, locale), corpusTarget(site, locale), {recursive: true});
  // A home page for the navbar title to link to (the search engines that index pages skip it or find nothing the queries want there).
  const home = {zh: 'src/pages/index.md', en: 'i18n/en/docusaurus-plugin-content-pages/index.md'};
  for (const locale of locales) {
    await mkdir(path.dirname(path.join(site, home[locale])), {recursive: true});
    await writeFile(
      path.join(site, home[locale]),
      locale === 'zh'
        ? '# Rust 程序设计语言\n\n本站的文档是《Rust 程序设计语言》。\n'
        : '# The Rust Programming Language\n\nThe docs of this site are The Rust Programming Language.\n',
    );
  }
  await symlink(nodeModules, path.join(site, 'node_modules'), 'dir');
}

/** `docusaurus build` of both locales; its wall time in ms. */
export async function buildSite(site: string): Promise<number> {
  const env: NodeJS.ProcessEnv = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const started = performance.now();
  await run(
    process.execPath,
    [path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    site,
    env,
  );
  return performance.now() - started;
}

/**
 * The Pagefind CLI, no options, once per locale as Docusaurus deploys them (each locale its own
 * bundle under its own path): over build/ with en/ set aside, then over build/en/. Its wall time in ms.
 */
export async function runPagefindCli(site: string, pagefindBin: string): Promise<number> {
  const build = path.join(site, 'build');
  const aside = path.join(site, 'build-en-aside');
  const started = performance.now();
  await rename(path.join(build, 'en'), aside);
  try {
    await run(process.execPath, [pagefindBin, '--site', build], site);
  } finally {
    await rename(aside, path.join(build, 'en'));
  }
  await run(process.execPath, [pagefindBin, '--site', path.join(build, 'en')], site);
  return performance.now() - started;
}

export interface IndexSize {
  /** Bytes of the index data (what grows with the content). */
  indexBytes: number;
  indexFiles: number;
  /** Bytes of everything the engine writes for search in that locale's output (index and runtime files it writes beside it). */
  totalBytes: number;
}

async function filesUnder(dir: string): Promise<Array<{file: string; bytes: number}>> {
  const out: Array<{file: string; bytes: number}> = [];
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.push({file, bytes: (await stat(file)).size});
  }
  return out;
}

const sum = (files: Array<{bytes: number}>) => files.reduce((n, f) => n + f.bytes, 0);

/** Pagefind's index data: the entry file, metadata, word index chunks, fragments, filters. */
export const PAGEFIND_DATA = /(pagefind-entry\.json|\.pf_(meta|index|fragment|filter))$/;

/**
 * What an engine wrote for search in a locale's output: a Pagefind bundle (ours, pagefind.js) or
 * easyops's search-index*.json files.
 */
export async function indexSize(site: string, engine: Engine, locale: Locale): Promise<IndexSize> {
  const out = localeOut(site, locale);
  if (engine === 'easyops') {
    const files = (await readdir(out)).filter((name) => /^search-index.*\.json$/.test(name));
    const sized = await Promise.all(
      files.map(async (name) => ({file: name, bytes: (await stat(path.join(out, name))).size})),
    );
    return {indexBytes: sum(sized), indexFiles: sized.length, totalBytes: sum(sized)};
  }
  const all = await filesUnder(path.join(out, 'pagefind'));
  const data = all.filter((f) => PAGEFIND_DATA.test(f.file));
  return {indexBytes: sum(data), indexFiles: data.length, totalBytes: sum(all)};
}
