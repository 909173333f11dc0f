// `npm run bench:quality [-- --reuse <dir>] [--keep] [--port <n>] [--languages <list>] [--step <n>]`
//
// Search quality on real content: the package's minimal Docusaurus site (bench/compare/site.ts,
// the one the comparison builds for this package, in a temporary folder) holding The Rust
// Programming Language (../shared/corpus/rust-book beside the repository, or RUST_BOOK_CORPUS)
// in both locales, the real production build (`docusaurus build`, both locales, the search
// plugin indexing them) runs on it, the build is served over HTTP, and the committed query sets
// (bench/quality/queries.<locale>.json) go through the site's engine exactly as the DocSearch
// modal calls it and through pagefind.js, in the same run. The theme deletes Pagefind's runtime
// from the site's bundle, so pagefind.js searches a bundle of its own, written by the same
// indexer from the records of the same built pages (build/pagefind-js/<locale>/). It prints
// hits@1, hits@3 and MRR per locale and engine, per category, and the misses.
// `--keep` leaves the scratch site on disk; `--reuse <dir>` measures a kept one again without
// building. The `code` category (bench/quality/codeQueries.ts) is generated from the chapters:
// names their code blocks show and their prose never writes; pagefind.js's bundle, written
// from the records without code, is the same site with code not indexed. Then the languages part (quality/languages.ts): the Rust Book in every locale of the
// corpora (zh and en from the bilingual corpus, the translations from RUST_BOOK_LOCALES_CORPUS),
// known-item queries generated from each locale's chapters through both engines, and the cost
// of cross-language search with 3 to 13 locales; `--languages zh,ja,de` measures those locales
// only, `--step 3` asks the queries of every third chapter. Exits non-zero when an engine finds
// nothing for every query of a locale (broken).
import {existsSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {packageDir, rustBookCorpus as CORPUS, rustBookLocalesCorpus} from '../scripts/environment';
import {collectRecords} from '../src/server/push';
import {buildIndex, closeIndexer} from '../src/server/indexer';
import {buildSite, corpusTarget, writeSite} from './compare/site';
import {codeQueries} from './quality/codeQueries';
import {engineNames, rankers, type EngineName} from './quality/engines';
import {measureLanguages, siteLocaleOrder} from './quality/languages';
import {languagesReport} from './quality/languagesReport';
import {
  loadQueries,
  outcome,
  qualityLocales,
  type Locale,
  type Outcome,
  type QualityQuery,
  type QuerySet,
} from './quality/metrics';
import {qualityReport} from './quality/report';
import {recordResults, startRun} from './results';
import {serveStatic} from './lib/staticServer';

/** The base URL of the site compare/site.ts writes. */
const BASE = '/';

/** The folder holding the packages the site needs (Docusaurus, React), as this package resolves them. */
const nodeModules = path.resolve(
  createRequire(import.meta.url).resolve('@docusaurus/core/package.json'),
  '../../..',
);

/** Where pagefind.js's bundle of a locale is, under build/ (so the same server serves it). */
const pagefindJsBundle = (locale: Locale) => `pagefind-js/${locale}/pagefind/`;

/** pagefind.js's bundles: the records of the built pages of each locale, indexed with the runtime kept. */
async function writePagefindJsBundles(site: string): Promise<void> {
  const records = await collectRecords(path.join(site, 'build'), `https://bench.invalid${BASE}`);
  for (const locale of qualityLocales) {
    const own = records.filter((record) => record.language === locale);
    if (own.length === 0) throw new Error(`No ${locale} records in ${site}/build.`);
    await buildIndex(own, path.join(site, 'build', pagefindJsBundle(locale)));
  }
  await closeIndexer();
}

/** The languages part (quality/languages.ts), printed; its runs. */
async function languagesPart(workDir: string, locales: string[], port: number, step: number) {
  const started = performance.now();
  const runs = await measureLanguages({
    corpora: [CORPUS, rustBookLocalesCorpus],
    locales,
    workDir,
    port,
    step,
  });
  console.log(languagesReport(runs, {step}));
  console.log(
    `\nLanguages part: ${locales.length} locales indexed twice and searched in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return runs;
}

async function main() {
  const run = startRun('bench:quality');
  const {values} = parseArgs({
    options: {
      reuse: {type: 'string'},
      keep: {type: 'boolean', default: false},
      port: {type: 'string', default: '0'},
      languages: {type: 'string'},
      step: {type: 'string', default: '1'},
      'languages-only': {type: 'boolean', default: false},
    },
  });
  const step = Number(values.step);
  if (!Number.isInteger(step) || step < 1)
    throw new Error(`--step wants a whole number from 1; got "${values.step}".`);
  const languages = values.languages
    ? values.languages.split(',').map((l) => l.trim())
    : siteLocaleOrder.filter(
        (l) => existsSync(path.join(CORPUS, l)) || existsSync(path.join(rustBookLocalesCorpus, l)),
      );
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0)
    throw new Error(`--port wants a port number; got "${values.port}".`);
  if (values['languages-only']) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-quality-languages-'));
    try {
      await languagesPart(dir, languages, port, step);
      console.error('--languages-only: printed, not recorded in bench/results.json.');
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
    return;
  }
  const querySets = {same: {}, cross: {}} as Record<
    QuerySet,
    Record<Locale, ReturnType<typeof loadQueries>>
  >;
  for (const set of ['same', 'cross'] as const)
    for (const locale of qualityLocales) querySets[set][locale] = loadQueries(locale, set);

  let site: string;
  let buildMs: number | null = null;
  if (values.reuse) {
    site = path.resolve(values.reuse);
    if (!existsSync(path.join(site, 'build', 'pagefind')))
      throw new Error(`--reuse: no built site in ${site} (run with --keep first).`);
    console.error(`Reusing the site built in ${site}`);
  } else {
    if (!existsSync(path.join(CORPUS, 'zh')) || !existsSync(path.join(CORPUS, 'en')))
      throw new Error(`No corpus at ${CORPUS} (set RUST_BOOK_CORPUS).`);
    site = await mkdtemp(path.join(os.tmpdir(), 'bench-quality-'));
    console.error(`Scratch site: ${site}`);
    await writeSite(site, 'ours', {corpus: CORPUS, nodeModules, theme: packageDir});
    buildMs = await buildSite(site);
  }
  const keep = values.keep || Boolean(values.reuse);
  try {
    // Every expected page must exist, or the query set names a chapter the corpus lacks.
    for (const locale of qualityLocales) {
      for (const q of [...querySets.same[locale], ...querySets.cross[locale]]) {
        for (const chapter of q.expect) {
          const file = path.join(corpusTarget(site, locale), `${chapter}.md`);
          if (!existsSync(file))
            throw new Error(
              `queries.${locale}.json: "${q.query}" expects ${chapter}, which is not in ${path.dirname(file)}`,
            );
        }
      }
    }
    const codeSets = {} as Record<Locale, QualityQuery[]>;
    for (const locale of qualityLocales) codeSets[locale] = codeQueries(corpusTarget(site, locale));
    const codeResults = {} as Record<Locale, Record<EngineName, Outcome[]>>;
    if (!existsSync(path.join(site, 'build', pagefindJsBundle('en'))))
      await writePagefindJsBundles(site);
    const server = await serveStatic(path.join(site, 'build'), {port, base: BASE});
    const results = {same: {}, cross: {}} as Record<
      QuerySet,
      Record<Locale, Record<EngineName, Outcome[]>>
    >;
    try {
      for (const locale of qualityLocales) {
        const bundleUrl = `${server.origin}${BASE}${locale === 'en' ? 'en/' : ''}pagefind/`;
        const engines = await rankers(
          bundleUrl,
          {
            dir: path.join(site, 'build', pagefindJsBundle(locale)),
            url: `${server.origin}${BASE}${pagefindJsBundle(locale)}`,
          },
          locale,
        );
        for (const set of ['same', 'cross', 'code'] as const) {
          const outcomes: Record<EngineName, Outcome[]> = {site: [], 'pagefind.js': []};
          if (set === 'code') codeResults[locale] = outcomes;
          else results[set][locale] = outcomes;
          for (const q of set === 'code' ? codeSets[locale] : querySets[set][locale]) {
            for (const name of engineNames)
              outcomes[name].push(
                outcome(
                  q,
                  // A query that fails counts as finding nothing, and is said on stderr.
                  await engines[name](q.query).catch((error: unknown) => {
                    console.error(`${name} (${locale}) failed on "${q.query}": ${String(error)}`);
                    return [];
                  }),
                ),
              );
          }
        }
      }
    } finally {
      await server.close();
    }
    console.log(qualityReport(results.same, {buildMs}));
    // Queries in the other language (English on the Chinese site, Chinese on the English
    // site): the site finds them through each page's translation twin; pagefind.js's bundle,
    // written from the built pages alone, has no twins (what a search knowing one language finds).
    console.log(
      qualityReport(results.cross, {
        buildMs,
        title:
          'cross-language (queries in the other language: "zh" = English queries on the Chinese site, "en" = Chinese queries on the English site)',
      }),
    );
    console.log(
      qualityReport(codeResults, {
        buildMs,
        title:
          'code (names the chapters show only in code blocks, generated from the corpus; pagefind.js = its bundle without code)',
      }),
    );
    const runs = await languagesPart(path.join(site, 'languages'), languages, port, step);
    const broken = [
      ...qualityLocales.flatMap((l) =>
        engineNames
          .filter((e) => results.same[l][e].every((o) => o.shown === 0))
          .map((e) => `${e} (${l})`),
      ),
      ...Object.entries(runs).flatMap(([l, run]) =>
        engineNames
          .filter((e) => run.outcomes[e].every((o) => o.shown === 0))
          .map((e) => `${e} (${l}, languages)`),
      ),
    ];
    if (broken.length) {
      console.error(`Broken: ${broken.join(', ')} found nothing for any query.`);
      process.exitCode = 1;
    } else recordResults(run);
  } finally {
    if (keep)
      console.error(`Kept the scratch site in ${site} (measure it again with --reuse ${site})`);
    else await rm(site, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
