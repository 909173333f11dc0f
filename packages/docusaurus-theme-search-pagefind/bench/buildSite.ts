// The build-time bench's scratch site (Node only): a minimal Docusaurus classic site, as
// bench/compare/site.ts writes one, holding The Rust Programming Language in each of the given
// locales (the first is the default), built with this theme or with the classic preset's
// Algolia theme. The two sites differ only in their search.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {copyFile, mkdir, readdir, symlink, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {TIMES_MARK, type BuildEngine} from './buildReport';

/** A chapter file of a corpus locale folder (prepared by bench/quality/prepare-corpus.ts). */
const CHAPTER = /^(ch\d|appendix-).*\.md$/;
/** The licence files a corpus folder keeps beside its chapters (copied with them). */
const LICENCE = /^(LICEN[CS]E|COPYING|COPYRIGHT)/i;

/** Placeholder DocSearch credentials: Algolia's theme asks nothing of Algolia at build time. */
const ALGOLIA = {appId: 'BENCHBUILD0', apiKey: 'placeholder-search-key', indexName: 'rust-book'};

/** The site's config for `engine`; `theme` is how the site names this package. */
export function buildSiteConfig(engine: BuildEngine, locales: readonly string[], theme: string) {
  return {
    title: 'The Rust Programming Language',
    url: 'https://rust-book.example.org',
    baseUrl: '/',
    future: {v4: true},
    // Translations lacking a chapter link to it all the same; the default locale's copy is built there.
    onBrokenLinks: 'warn',
    i18n: {defaultLocale: locales[0], locales: [...locales]},
    presets: [['classic', {docs: {}, blog: false, theme: {}}]],
    // As a site adopts each: this theme in `themes` (indexing on, its defaults); Algolia's
    // through the classic preset, which adds it when themeConfig.algolia is set.
    themes: engine === 'pagefind' ? [theme] : [],
    themeConfig: {
      navbar: {title: 'Rust Book', items: [{type: 'localeDropdown', position: 'right'}]},
      ...(engine === 'algolia' ? {algolia: ALGOLIA} : {}),
    },
  };
}

/** The folder of `locale`'s chapters in the first of `corpora` that has it. */
export function corpusFolder(corpora: readonly string[], locale: string): string {
  const dir = corpora.map((c) => path.join(c, locale)).find((d) => existsSync(d));
  if (!dir) throw new Error(`No corpus folder for ${locale} in ${corpora.join(', ')}`);
  return dir;
}

/** Writes the site into `site` (an empty folder); the number of chapters each locale has. */
export async function writeBuildSite(
  site: string,
  engine: BuildEngine,
  {
    locales,
    corpora,
    nodeModules,
    theme,
  }: {locales: readonly string[]; corpora: readonly string[]; nodeModules: string; theme: string},
): Promise<Record<string, number>> {
  await mkdir(site, {recursive: true});
  await writeFile(
    path.join(site, 'docusaurus.config.js'),
    `// Written by the build-time bench (${engine}).\nmodule.exports = ${JSON.stringify(buildSiteConfig(engine, locales, theme), null, 2)};\n`,
  );
  await writeFile(
    path.join(site, 'package.json'),
    `${JSON.stringify({name: `bench-build-${engine}`, private: true}, null, 2)}\n`,
  );
  const chapters: Record<string, number> = {};
  for (const [i, locale] of locales.entries()) {
    const from = corpusFolder(corpora, locale);
    const to =
      i === 0
        ? path.join(site, 'docs/rust-book')
        : path.join(site, 'i18n', locale, 'docusaurus-plugin-content-docs/current/rust-book');
    await mkdir(to, {recursive: true});
    const files = await readdir(from);
    for (const file of files.filter((f) => CHAPTER.test(f) || LICENCE.test(f)))
      await copyFile(path.join(from, file), path.join(to, file));
    chapters[locale] = files.filter((f) => CHAPTER.test(f)).length;
  }
  // The one home page the navbar title links to (every locale shows the default's).
  await mkdir(path.join(site, 'src/pages'), {recursive: true});
  await writeFile(
    path.join(site, 'src/pages/index.md'),
    '# The Rust Programming Language\n\nThe docs of this site are The Rust Programming Language.\n',
  );
  await symlink(nodeModules, path.join(site, 'node_modules'), 'dir');
  return chapters;
}

/**
 * `docusaurus build` of every locale, no persistent cache, with Docusaurus's perf log: its wall
 * time in ms and what it printed, then the processor time bash's `times` gives (childrenCpu) (its output goes on to stderr as it comes, so stdout carries the report alone).
 */
export async function timeBuild(site: string): Promise<{ms: number; log: string}> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    // Each step's time in the log (a line per step and locale: no cost to speak of).
    DOCUSAURUS_PERF_LOGGER: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  const started = performance.now();
  // Through bash, whose `times` then prints the processor time of the build and every process
  // it started (Pagefind's service): the figure a busy machine's other work moves least.
  const child = spawn(
    'bash',
    [
      '-c',
      `"$0" "$@"; status=$?; echo '${TIMES_MARK}' >&2; times >&2; exit $status`,
      process.execPath,
      path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
    ],
    {cwd: site, env, stdio: ['ignore', 'pipe', 'pipe']},
  );
  const out: string[] = [];
  const err: string[] = [];
  for (const [stream, kept] of [
    [child.stdout, out],
    [child.stderr, err],
  ] as const)
    stream.on('data', (chunk: Buffer) => {
      kept.push(chunk.toString());
      process.stderr.write(chunk);
    });
  const [code] = await once(child, 'exit');
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`docusaurus build (in ${site}) exited with ${code}`);
  return {ms, log: `${out.join('')}\n${err.join('')}`};
}
