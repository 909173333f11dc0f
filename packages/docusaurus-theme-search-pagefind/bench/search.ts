// `npm run bench:search [-- --sizes 100,1000,10000] [--vocabulary topical|uniform] [--cross-language on|off] [--code on|off|both] [--skip-baseline] [--sessions 3] [--only mobile] [--keep | --reuse <dir>]`
// (`--only mobile` runs the phone pass alone, with the first query's bytes: its table is
// printed, and nothing is recorded in the results file, whose entry is the whole bench's.)
// (`--code on`, the default, indexes the pages' code blocks as the theme's indexCode option
// does; `--code both` measures every size with code indexed and without, in the same run, and
// reports what code adds.)
// (`--cross-language on`, the default, indexes each page with its translation twin, page i of
// the other locale, as the theme does on a bilingual site, and also writes the index without
// twins once to report how much they add on disk.)
// (`--keep` leaves the generated sites on disk; `--reuse <dir>` measures the sites kept there
// again, generating and indexing only those not built there with the same size and vocabulary.)
//
// Search at scale, measured: for each size N it generates a synthetic site of N doc pages in
// both locales (bench/generate.ts), extracts the DocSearch records with the real extractor, builds
// the real Pagefind index per locale, then in Debian Chromium, on a bare page served with
// compression like a real host, asks the real browser adapter what the DocSearch modal asks and
// reports: build time, index size, bytes transferred for a first and a warm query, and
// keystroke → results-in-the-DOM latency, per locale with its phases (engine search, page reads,
// rendering), the pages read per keystroke and the main thread's long tasks (over 50 ms, from
// the browser's PerformanceObserver) during the first query and while typing. N=100 is the baseline the other sizes are compared
// with, and at every size the same queries are also run on Pagefind's own pagefind.js (the
// engine the site used before its bundle reader) for a same-run comparison. Node only; prints
// figures, asserts nothing.
//
// The bench page types the same session per locale and engine (bench/browser/session.ts):
// - once in the bytes pass, under Playwright, which counts what each part of it transferred;
// - `--sessions` times (3) in the latency pass, each in a Chromium started for it with no
//   DevTools client attached (Playwright's network instrumentation adds its own cost to every
//   request); the keystrokes of all are pooled.
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {closeIndexer} from '../src/server/indexer';
import {chromiumArgs, chromiumPath} from '../scripts/environment';
import type {Vocabulary} from './generate';
import {recordResults, startRun} from './results';
import {bundlePage, machineLine} from './browserSessions';
import {siteName} from './indexedSite';
import {secs} from './lib/format';
import type {MobileSizeFigures, SizeFigures} from './searchFigures';
import {runSize} from './searchSize';
import {codeReport, mobileReport, report} from './searchReport';
import {runMobileSize} from './mobileSize';

async function main() {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '100,1000,10000'},
      vocabulary: {type: 'string', default: 'topical'},
      keep: {type: 'boolean', default: false},
      reuse: {type: 'string'},
      'skip-baseline': {type: 'boolean', default: false},
      'cross-language': {type: 'string', default: 'on'},
      code: {type: 'string', default: 'on'},
      sessions: {type: 'string', default: '3'},
      only: {type: 'string'},
    },
  });
  if (values.only !== undefined && values.only !== 'mobile')
    throw new Error(`--only wants mobile (the phone pass alone); got "${values.only}".`);
  const mobileOnly = values.only === 'mobile';
  const sessions = Number(values.sessions);
  if (!Number.isInteger(sessions) || sessions < 1)
    throw new Error(
      `--sessions wants a number of typing sessions, 1 or more; got "${values.sessions}".`,
    );
  if (!['on', 'off'].includes(values['cross-language']!))
    throw new Error(`--cross-language wants on or off; got "${values['cross-language']}".`);
  if (!['on', 'off', 'both'].includes(values.code!))
    throw new Error(`--code wants on, off or both; got "${values.code}".`);
  const codeVariants = values.code === 'both' ? [true, false] : [values.code === 'on'];
  const sizes = values.sizes!.split(',').map((s) => Number(s.trim()));
  const vocabulary = values.vocabulary as Vocabulary;
  if (vocabulary !== 'topical' && vocabulary !== 'uniform')
    throw new Error(`--vocabulary wants topical or uniform; got "${values.vocabulary}".`);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes wants page counts such as 100,1000,10000; got "${values.sizes}".`);
  // The baseline first, so ratios are against it.
  const ordered = [...new Set([100, ...sizes])].sort((a, b) => a - b);

  const run = startRun('bench:search');
  const loadStart = os.loadavg()[0].toFixed(1);
  const reuse = values.reuse !== undefined;
  const workDir = reuse
    ? path.resolve(values.reuse!)
    : await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  const keep = values.keep || reuse;
  const pageDir = path.join(workDir, 'page');
  await bundlePage(pageDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const started = performance.now();
  const all: SizeFigures[] = [];
  const mobile: MobileSizeFigures[] = [];
  try {
    for (const pages of ordered) {
      for (const indexCode of codeVariants) {
        if (mobileOnly)
          mobile.push(
            await runMobileSize(pages, vocabulary, workDir, pageDir, browser, {
              withBaseline: !values['skip-baseline'],
              reuse,
              crossLanguage: values['cross-language'] === 'on',
              indexCode,
            }),
          );
        else
          all.push(
            await runSize(pages, vocabulary, workDir, pageDir, browser, {
              withBaseline: !values['skip-baseline'],
              reuse,
              crossLanguage: values['cross-language'] === 'on',
              indexCode,
              sessions,
            }),
          );
        if (!keep)
          await rm(path.join(workDir, siteName(pages, indexCode)), {recursive: true, force: true});
      }
    }
  } finally {
    await browser.close();
    await closeIndexer();
    if (!keep) await rm(workDir, {recursive: true, force: true});
    else
      console.error(
        `Kept the generated sites in ${workDir} (measure them again with --reuse ${workDir})`,
      );
  }
  if (mobileOnly) {
    mobileReport(mobile);
    console.log(machineLine(loadStart));
    console.log(
      `Benchmark took ${secs(performance.now() - started)} s (phone pass only: not recorded).`,
    );
    return;
  }
  for (const indexCode of codeVariants)
    report(
      all.filter((f) => f.indexCode === indexCode),
      vocabulary,
      loadStart,
    );
  if (codeVariants.length > 1) codeReport(all);
  console.log(`Benchmark took ${secs(performance.now() - started)} s.`);
  recordResults(run);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
