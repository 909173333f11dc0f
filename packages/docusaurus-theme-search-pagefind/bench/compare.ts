// `npm run bench:compare [-- --engines ours,easyops,pagefind.js] [--port <n>] [--keep | --reuse <dir>]`
//
// An honest comparison, in one run, of three ways to search a Docusaurus site, on The Rust
// Programming Language (/work/shared/corpus/rust-book, or RUST_BOOK_CORPUS) in Chinese and English:
// - ours: this package, `themes: ['docusaurus-theme-search-pagefind']`, installed from its
//   `npm pack` tarball;
// - easyops: @easyops-cn/docusaurus-search-local from the npm registry, `language: ['en', 'zh']`;
// - pagefind.js: no plugin; the Pagefind CLI over the built site, searched with Pagefind's Default UI.
// One npm install from the registry in a temporary folder serves the three sites (never the
// repository's dependencies); each engine gets the same minimal classic site, built one at a time.
// It prints, per engine and locale: bytes downloaded to the first result in Chromium, hits@1 and
// hits@3 on the committed query sets (bench/quality/queries.*.json), index size on disk, and the
// build time, with ratios against ours. Figures only; it asserts nothing. Node only.
// `--keep` leaves the sites on disk; `--reuse <dir>` measures kept sites again without building.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {
  chromiumArgs,
  chromiumPath,
  installedPackageDir,
  packageDir,
  rustBookCorpus,
} from '../scripts/environment';
import {MAX_PAGES, siteRanker} from './quality/engines';
import {loadQueries, outcome, score, type QualityQuery} from './quality/metrics';
import {downloadToFirstResult, easyopsPages, pagefindUiPages, uiAnswers} from './compare/browser';
import {compareReport, type EngineFigures, type ReportInput} from './compare/report';
import {serveStatic} from './lib/staticServer';
import {
  allEngines,
  buildSite,
  indexSize,
  installScratch,
  locales,
  localeOut,
  localePrefix,
  runPagefindCli,
  VERSIONS,
  writeSite,
  type Engine,
  type Locale,
} from './compare/site';
import {recordResults, startRun} from './results';

const CORPUS = rustBookCorpus;
const PACKAGE = 'docusaurus-theme-search-pagefind';
/** The Pagefind CLI, from the pagefind package this package depends on. */
const PAGEFIND_BIN = path.join(installedPackageDir('pagefind'), 'lib/runner/bin.cjs');
/** How many queries of each locale's set the download is measured on (spread evenly over the set). */
const DOWNLOAD_QUERIES = 5;

const siteDir = (work: string, engine: Engine) =>
  path.join(work, `site-${engine.replace(/\W/g, '')}`);

/** easyops's page titles → URL paths, from its own index of the locale (titles are unique in the corpus). */
async function easyopsTitles(site: string, locale: Locale): Promise<(title: string) => string> {
  const out = localeOut(site, locale);
  const urls = new Map<string, Set<string>>();
  for (const name of (await readdir(out)).filter((n) => /^search-index.*\.json$/.test(n))) {
    const index = JSON.parse(await readFile(path.join(out, name), 'utf8')) as Array<{
      documents: Array<{t: string; u: string; s?: string; h?: string}>;
    }>;
    // The first part holds the pages: their title and URL.
    for (const doc of index[0]?.documents ?? [])
      urls.set(doc.t, (urls.get(doc.t) ?? new Set()).add(doc.u));
  }
  return (title) => {
    const found = urls.get(title);
    if (found && found.size > 1)
      throw new Error(`easyops (${locale}): the title "${title}" names ${found.size} pages`);
    return found ? [...found][0] : `(not a page title: ${title})`;
  };
}

/** One engine's answers to every query of a locale: the distinct pages shown, best first, as URL paths (as bench/quality scores them). */
async function answers(
  browser: Browser,
  origin: string,
  engine: Engine,
  site: string,
  locale: Locale,
  queries: QualityQuery[],
): Promise<string[][]> {
  return (await shownPages(browser, origin, engine, site, locale, queries)).map((pages) =>
    [...new Set(pages)].slice(0, MAX_PAGES),
  );
}

async function shownPages(
  browser: Browser,
  origin: string,
  engine: Engine,
  site: string,
  locale: Locale,
  queries: QualityQuery[],
): Promise<string[][]> {
  const texts = queries.map((q) => q.query);
  if (engine === 'ours') {
    const ranker = siteRanker(`${origin}${localePrefix(locale)}pagefind/`, locale);
    const all: string[][] = [];
    for (const query of texts) all.push(await ranker(query));
    return all;
  }
  if (engine === 'easyops')
    return uiAnswers(
      browser,
      origin,
      engine,
      locale,
      texts,
      easyopsPages(await easyopsTitles(site, locale)),
    );
  return uiAnswers(browser, origin, engine, locale, texts, pagefindUiPages);
}

async function measure(
  browser: Browser,
  engine: Engine,
  site: string,
  port: number,
  downloadQueries: Record<Locale, string[]>,
) {
  const server = await serveStatic(path.join(site, 'build'), {port, compress: true});
  try {
    const figures = {} as EngineFigures['locales'];
    for (const locale of locales) {
      const downloads = [];
      for (const query of downloadQueries[locale]) {
        downloads.push(await downloadToFirstResult(browser, server, engine, locale, query));
        console.error(`${engine} ${locale} "${query}": ${downloads.at(-1)!.bytes} bytes`);
      }
      const queries = loadQueries(locale);
      const pages = await answers(browser, server.origin, engine, site, locale, queries);
      const outcomes = queries.map((q, i) => outcome(q, pages[i]));
      const scores = score(outcomes);
      for (const o of outcomes.filter((o) => !o.rank || o.rank > 3)) {
        console.error(
          `  ${engine} ${locale} miss: "${o.query.query}" → ${o.rank ? `rank ${o.rank}` : 'not shown'}; wanted ${o.query.expect.join(' or ')}; top: ${o.top.join(', ') || 'nothing'}`,
        );
      }
      console.error(
        `${engine} ${locale}: hits@1 ${scores.hits1.toFixed(3)}, hits@3 ${scores.hits3.toFixed(3)}`,
      );
      figures[locale] = {downloads, scores, index: await indexSize(site, engine, locale)};
    }
    return figures;
  } finally {
    await server.close();
  }
}

async function main() {
  const run = startRun('bench:compare');
  const {values} = parseArgs({
    options: {
      engines: {type: 'string', default: allEngines.join(',')},
      port: {type: 'string', default: '0'},
      keep: {type: 'boolean', default: false},
      reuse: {type: 'string'},
    },
  });
  const engines = values.engines!.split(',').map((e) => e.trim()) as Engine[];
  const unknown = engines.filter((e) => !allEngines.includes(e));
  if (unknown.length)
    throw new Error(`--engines: unknown ${unknown.join(', ')} (known: ${allEngines.join(', ')})`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0)
    throw new Error(`--port wants a port number; got "${values.port}".`);
  if (!existsSync(path.join(CORPUS, 'zh')) || !existsSync(path.join(CORPUS, 'en')))
    throw new Error(`No corpus at ${CORPUS} (set RUST_BOOK_CORPUS).`);

  const work = values.reuse
    ? path.resolve(values.reuse)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-compare-'));
  const timingsFile = path.join(work, 'build-times.json');
  console.error(`${values.reuse ? 'Reusing' : 'Working in'} ${work}`);
  const figures: ReportInput['figures'] = {};
  const failed: ReportInput['failed'] = {};
  try {
    const buildTimes: Partial<Record<Engine, {buildMs: number; cliMs?: number}>> = values.reuse
      ? JSON.parse(await readFile(timingsFile, 'utf8'))
      : {};
    if (!values.reuse) {
      let tarball: string | null = null;
      if (engines.includes('ours')) {
        // Our package as another site gets it: its npm pack tarball (prepack compiles it).
        const packed = execFileSync(
          'npm',
          ['pack', '--pack-destination', work, '--json', '--loglevel=error'],
          {cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 2]},
        );
        const filename = /"filename":\s*"([^"]+)"/.exec(packed)?.[1]; // the prepack build may print before npm's JSON
        if (!filename) throw new Error(`npm pack of ${PACKAGE} printed no file name:\n${packed}`);
        tarball = path.join(work, filename);
      }
      await installScratch(path.join(work, 'install'), tarball);
      for (const engine of engines) {
        const site = siteDir(work, engine);
        await writeSite(site, engine, {
          corpus: CORPUS,
          nodeModules: path.join(work, 'install/node_modules'),
        });
        try {
          console.error(`\n== Building the ${engine} site ==`);
          const buildMs = await buildSite(site);
          buildTimes[engine] =
            engine === 'pagefind.js'
              ? {buildMs, cliMs: await runPagefindCli(site, PAGEFIND_BIN)}
              : {buildMs};
        } catch (error) {
          failed[engine] = String((error as Error).message);
        }
      }
      await writeFile(timingsFile, JSON.stringify(buildTimes));
    }

    const downloadQueries = Object.fromEntries(
      locales.map((l) => {
        const queries = loadQueries(l);
        return [
          l,
          Array.from(
            {length: DOWNLOAD_QUERIES},
            (_, i) => queries[Math.floor((i * queries.length) / DOWNLOAD_QUERIES)].query,
          ),
        ];
      }),
    ) as Record<Locale, string[]>;
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const chromiumVersion = browser.version();
    try {
      for (const engine of engines) {
        if (failed[engine] || !buildTimes[engine]) {
          failed[engine] ??= 'not built in this folder';
          continue;
        }
        try {
          const measured = await measure(
            browser,
            engine,
            siteDir(work, engine),
            port,
            downloadQueries,
          );
          figures[engine] = {
            buildMs: values.reuse ? null : buildTimes[engine]!.buildMs,
            cliMs: values.reuse ? null : buildTimes[engine]!.cliMs,
            locales: measured,
          };
        } catch (error) {
          failed[engine] = String((error as Error).message);
        }
      }
    } finally {
      await browser.close();
    }
    const versions = `Docusaurus ${VERSIONS.docusaurus}, React ${VERSIONS.react}, @easyops-cn/docusaurus-search-local ${VERSIONS.easyops}, Pagefind ${VERSIONS.pagefind}, Chromium ${chromiumVersion}`;
    console.log(compareReport({figures, failed, downloadQueries, versions}));
    for (const [engine, why] of Object.entries(failed))
      console.error(`${engine} not measured: ${why}`);
    if (Object.keys(failed).length) process.exitCode = 1;
    else recordResults(run);
  } finally {
    if (values.keep || values.reuse)
      console.error(`Kept the sites in ${work} (measure them again with --reuse ${work})`);
    else await rm(work, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
