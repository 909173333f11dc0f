// `npm run bench:search [-- --sizes 100,1000,10000] [--vocabulary topical|uniform] [--skip-baseline] [--keep | --reuse <dir>]`
// (`--keep` leaves the generated sites on disk; `--reuse <dir>` measures the sites kept there
// again, generating and indexing only those not built there with the same size and vocabulary.)
//
// Search at scale, measured: for each size N it generates a synthetic site of N doc pages in
// both locales (bench/generate.ts), extracts the DocSearch records with the real extractor, builds
// the real Pagefind index per locale, then in Debian Chromium, on a bare page served with
// compression like a real host, asks the real browser adapter what the DocSearch modal asks and
// reports: build time, index size, bytes transferred for a first and a warm query, and
// keystroke → results-in-the-DOM latency. N=100 is the baseline the other sizes are compared
// with, and at every size the same queries are also run on Pagefind's own pagefind.js (the
// engine the site used before its bundle reader) for a same-run comparison. Node only; prints
// figures, asserts nothing.
import {once} from 'node:events';
import {mkdir, mkdtemp, readdir, readFile, rm, stat, copyFile, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import compression from 'compression';
import {build as esbuild} from 'esbuild';
import sirv from 'sirv';
import {extractRecords} from '../plugins/search/server/extract';
import {buildIndex, closeIndexer} from '../plugins/search/server/indexer';
import type {DocSearchRecord} from '../plugins/search/shared/types';
import sitePaths from '../scripts/site-paths.cjs';
import {benchLocales, writeSite, type Locale, type Vocabulary} from './generate';
import type {BenchEngine} from './browser/adapter-entry';
import {benchQueries} from './queries';

const BASE = '/blog-notes/';

interface LocaleFigures {
  firstQueryBytes: number;
  /** Of which the adapter's own JavaScript (the rest is Pagefind's runtime and index). */
  firstQueryCodeBytes: number;
  /** The first query's bytes by kind of file (adapter, runtime, wasm, meta, index, filter, fragment). */
  firstQueryByKind: Record<string, number>;
  firstQueryRequests: number;
  firstQueryMs: number;
  warmQueryBytes: number;
  warmQueryRequests: number;
  warmQueryMs: number;
  /** Bytes for the whole typing session (every keystroke of every query). */
  sessionBytes: number;
  latencies: number[];
  /** Queries not typed because the session ran over its time budget. */
  skippedQueries: number;
  /** Median time per keystroke with the engine searching, and with pages being read. */
  medianSearchMs: number;
  medianPagesMs: number;
  /** The slowest keystrokes, as "query (ms: search, pages)". */
  slowest: string[];
  zeroHitQueries: string[];
}

interface SizeFigures {
  pages: number;
  htmlBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  buildMs: number;
  indexBytes: number;
  indexFiles: number;
  /** With the site's engine (the bundle reader). */
  locales: Record<Locale, LocaleFigures>;
  /** The same queries on pagefind.js, unless skipped. */
  baseline?: Record<Locale, LocaleFigures>;
}

// ---- helpers ----

const kb = (bytes: number) => (bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1);
const secs = (ms: number) => (ms / 1000).toFixed(ms < 10000 ? 2 : 1);
const fixed = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 1 : 0) : `> ${KEYSTROKE_TIMEOUT_MS}`);

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least q of the samples at or below it.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function dirSize(dir: string): Promise<{bytes: number; files: number}> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files++;
  }
  return {bytes, files};
}

const pagefindDir = (siteDir: string, locale: Locale) => path.join(siteDir, locale === 'en' ? 'en' : '', 'pagefind');

/** Serves the site under BASE and the bench page under /__bench/, compressed like a real host. */
async function serve(siteDir: string, pageDir: string): Promise<{origin: string; close: () => Promise<void>}> {
  const compress = compression();
  const site = sirv(siteDir, {dev: false, etag: true, extensions: ['html']});
  const bench = sirv(pageDir, {dev: false, etag: true});
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    compress(req, res, () => {
      if (url.pathname.startsWith('/__bench/')) {
        req.url = url.pathname.slice('/__bench'.length) + url.search;
        return bench(req, res, notFound);
      }
      if (!url.pathname.startsWith(BASE)) return notFound();
      req.url = `/${url.pathname.slice(BASE.length)}${url.search}`;
      site(req, res, notFound);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** Bundles the bench page and the real adapter (split, so the adapter loads on first keystroke). */
async function bundlePage(outDir: string): Promise<void> {
  await esbuild({
    entryPoints: [path.join(__dirname, 'browser/page.ts')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    logLevel: 'error',
  });
  await copyFile(path.join(__dirname, 'browser/index.html'), path.join(outDir, 'index.html'));
}

// ---- browser measurement ----

/**
 * Counts bytes on the wire per request (response headers + body as transferred, i.e. compressed),
 * including requests made by workers (Pagefind searches in a Web Worker).
 */
async function networkMeter(page: Page) {
  let log: {url: string; bytes: number}[] = [];
  const pending = new Set<Promise<void>>();
  page.context().on('requestfinished', (request) => {
    const task = request
      .sizes()
      .then((sizes) => {
        log.push({url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize});
      })
      .catch(() => {})
      .finally(() => pending.delete(task));
    pending.add(task);
  });
  return {
    /** Returns what was transferred since the last call, and starts counting afresh. */
    async take() {
      await Promise.all(pending);
      const taken = log;
      log = [];
      return taken;
    },
  };
}

/** What a downloaded file is, from its URL. */
export function fileKind(url: string): string {
  const path = new URL(url).pathname;
  if (path.includes('/__bench/')) return 'adapter';
  const ext = /\.(pf_meta|pf_index|pf_filter|pf_fragment)$/.exec(path);
  if (ext) return ext[1].slice(3);
  if (/wasm\.[^/]*\.pagefind$/.test(path)) return 'wasm';
  return 'runtime';
}

function byKind(log: {url: string; bytes: number}[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of log) out[fileKind(entry.url)] = (out[fileKind(entry.url)] ?? 0) + entry.bytes;
  return out;
}

async function settle(page: Page) {
  // Requests still in flight after the results render (e.g. prefetches) count for the query.
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(150);
}

/** A keystroke whose results take longer than this counts as timed out (Infinity). */
const KEYSTROKE_TIMEOUT_MS = 15_000;
/** Time allowed for typing the query set, per locale; what is left is skipped and reported. */
const SESSION_BUDGET_MS = 150_000;

/** Runs one input event and waits for its results (or an error); null when it timed out. */
/** One keystroke, timed: `ms` from the input event to results in the DOM, of which the engine searched `searchMs` and pages were read `pagesMs`. */
interface Sample {
  query: string;
  ms: number;
  nbHits: number;
  searchMs: number;
  pagesMs: number;
  pagesRead: number;
}

async function inputAndWait(page: Page, action: () => Promise<void>, timeout = KEYSTROKE_TIMEOUT_MS): Promise<Sample | null> {
  const before = await page.evaluate(() => window.__bench.timings.length + window.__bench.errors.length);
  await action();
  const done = await page
    .waitForFunction((n) => window.__bench.timings.length + window.__bench.errors.length > n, before, {timeout})
    .then(() => true, () => false);
  if (!done) return null;
  return page.evaluate((n) => {
    if (window.__bench.errors.length) throw new Error(window.__bench.errors.join('\n'));
    return window.__bench.timings.at(-1) ?? null;
  }, before);
}

/** Waits until no search is running in the page (after a timeout, the engine is still busy). */
async function idle(page: Page) {
  await page.waitForFunction(() => window.__bench.pending === 0, undefined, {timeout: 180_000}).catch(() => {});
}

async function clearInput(page: Page) {
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#q')!;
    input.value = '';
    input.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

/** One query as a visitor types it: Chinese word by word (IME commits), English key by key. */
async function typeQuery(page: Page, query: string, locale: Locale, samples: Sample[]) {
  const steps = locale === 'zh' ? query.split(/(\s+)/).filter(Boolean) : [...query];
  let typed = '';
  let last = null;
  for (const step of steps) {
    typed += step;
    last = await inputAndWait(page, () => (locale === 'zh' ? page.keyboard.insertText(step) : page.keyboard.type(step)));
    if (!last) {
      samples.push({query: typed, ms: Infinity, nbHits: 0, searchMs: NaN, pagesMs: NaN, pagesRead: 0});
      await idle(page); // let the slow search finish; the rest of this query is skipped
      return null;
    }
    samples.push(last);
  }
  return last;
}

async function measureLocale(browser: Browser, origin: string, locale: Locale, engine: BenchEngine): Promise<LocaleFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const meter = await networkMeter(page);
    const bundle = `${BASE}${locale === 'en' ? 'en/' : ''}pagefind/`;
    await page.goto(`${origin}/__bench/index.html?locale=${locale}&engine=${encodeURIComponent(engine)}&bundle=${encodeURIComponent(bundle)}`);
    await settle(page);
    await meter.take(); // the bare page itself is not part of the search
    await page.focus('#q');

    const [first, warm, ...rest] = benchQueries[locale];
    const firstResult = await inputAndWait(page, () => page.keyboard.insertText(first), 120_000);
    await settle(page);
    const firstLog = await meter.take();
    if (process.env.BENCH_DEBUG) console.error(firstLog, await page.evaluate(() => window.__bench));
    await clearInput(page);
    await idle(page);
    const warmResult = await inputAndWait(page, () => page.keyboard.insertText(warm), 120_000);
    await settle(page);
    const warmLog = await meter.take();

    const latencies: Sample[] = [];
    const zeroHitQueries: string[] = [];
    for (const [query, result] of [[first, firstResult], [warm, warmResult]] as const) if (result && !result.nbHits) zeroHitQueries.push(query);
    const sessionStart = performance.now();
    let skipped = 0;
    for (const query of rest) {
      if (performance.now() - sessionStart > SESSION_BUDGET_MS) {
        skipped++;
        continue;
      }
      await clearInput(page);
      const result = await typeQuery(page, query, locale, latencies);
      if (result && !result.nbHits) zeroHitQueries.push(query);
    }
    await settle(page);
    const restLog = await meter.take();
    if (process.env.BENCH_DEBUG) console.error(latencies.map((l) => `${l.query}: ${fixed(l.ms)} (search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)}, ${l.pagesRead} read)`).join('\n'));
    const sum = (log: {bytes: number}[]) => log.reduce((total, entry) => total + entry.bytes, 0);
    return {
      firstQueryBytes: sum(firstLog),
      firstQueryCodeBytes: sum(firstLog.filter((e) => e.url.includes('/__bench/'))),
      firstQueryByKind: byKind(firstLog),
      firstQueryRequests: firstLog.length,
      firstQueryMs: firstResult?.ms ?? Infinity,
      warmQueryBytes: sum(warmLog),
      warmQueryRequests: warmLog.length,
      warmQueryMs: warmResult?.ms ?? Infinity,
      sessionBytes: sum(firstLog) + sum(warmLog) + sum(restLog),
      latencies: [warmResult?.ms ?? Infinity, ...latencies.map((l) => l.ms)],
      skippedQueries: skipped,
      medianSearchMs: quantile(latencies.map((l) => l.searchMs).filter(Number.isFinite), 0.5),
      medianPagesMs: quantile(latencies.map((l) => l.pagesMs).filter(Number.isFinite), 0.5),
      slowest: [...latencies]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((l) => `"${l.query}" (${fixed(l.ms)} ms: search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)})`),
      zeroHitQueries,
    };
  } finally {
    await context.close();
  }
}

// ---- one size ----

/** How a site was built, kept next to it so that `--reuse` can measure it again. */
interface BuiltSite {
  pages: number;
  vocabulary: Vocabulary;
  htmlBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  buildMs: number;
}

/** Generates the site of `pages` pages and indexes it, unless `reuse` and it was built so before. */
async function buildSite(siteDir: string, pages: number, vocabulary: Vocabulary, reuse: boolean): Promise<BuiltSite> {
  const log = (message: string) => console.error(`[N=${pages}] ${message}`);
  const markerFile = path.join(siteDir, 'bench-site.json');
  if (reuse) {
    const built = (await readFile(markerFile, 'utf8').then(JSON.parse, () => null)) as BuiltSite | null;
    if (built?.pages === pages && built.vocabulary === vocabulary) {
      log(`reusing the site built in ${siteDir}`);
      return built;
    }
  }
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(siteDir, {recursive: true});

  let t = performance.now();
  const site = await writeSite(siteDir, {pages, baseUrl: BASE, vocabulary});
  const generateMs = performance.now() - t;
  log(`generated ${site.pages.length} pages (${mb(site.bytes)} MB of HTML) in ${secs(generateMs)} s`);

  t = performance.now();
  const records: Record<Locale, DocSearchRecord[]> = {zh: [], en: []};
  for (const page of site.pages) {
    const html = await readFile(path.join(siteDir, page.file), 'utf8');
    records[page.locale].push(...extractRecords(html, page.url));
  }
  const extractMs = performance.now() - t;
  const recordCount = records.zh.length + records.en.length;
  log(`extracted ${recordCount} records in ${secs(extractMs)} s`);

  t = performance.now();
  for (const locale of benchLocales) await buildIndex(records[locale], pagefindDir(siteDir, locale));
  const buildMs = performance.now() - t;
  const built: BuiltSite = {pages, vocabulary, htmlBytes: site.bytes, records: recordCount, generateMs, extractMs, buildMs};
  await writeFile(markerFile, JSON.stringify(built));
  return built;
}

async function runSize(pages: number, vocabulary: Vocabulary, workDir: string, pageDir: string, browser: Browser, options: {withBaseline: boolean; reuse: boolean}): Promise<SizeFigures> {
  const siteDir = path.join(workDir, `site-${pages}`);
  const log = (message: string) => console.error(`[N=${pages}] ${message}`);
  const {htmlBytes, records: recordCount, generateMs, extractMs, buildMs} = await buildSite(siteDir, pages, vocabulary, options.reuse);
  let indexBytes = 0;
  let indexFiles = 0;
  for (const locale of benchLocales) {
    const size = await dirSize(pagefindDir(siteDir, locale));
    indexBytes += size.bytes;
    indexFiles += size.files;
  }
  log(`index: ${mb(indexBytes)} MB in ${indexFiles} files, built in ${secs(buildMs)} s`);

  const server = await serve(siteDir, pageDir);
  const measure = async (engine: BenchEngine) => {
    const figures = {} as Record<Locale, LocaleFigures>;
    for (const locale of benchLocales) {
      const l = (figures[locale] = await measureLocale(browser, server.origin, locale, engine));
      log(`${engine} ${locale}: first query ${kb(l.firstQueryBytes)} KB / ${fixed(l.firstQueryMs)} ms, warm ${kb(l.warmQueryBytes)} KB, p95 ${fixed(quantile(l.latencies, 0.95))} ms over ${l.latencies.length} keystrokes`);
    }
    return figures;
  };
  try {
    const locales = await measure('reader');
    const baseline = options.withBaseline ? await measure('pagefind.js') : undefined;
    return {pages, htmlBytes, records: recordCount, generateMs, extractMs, buildMs, indexBytes, indexFiles, locales, baseline};
  } finally {
    await server.close();
  }
}

// ---- report ----

function report(all: SizeFigures[], vocabulary: Vocabulary, loadStart: string) {
  const both = (f: SizeFigures, pick: (l: LocaleFigures) => string) => `${pick(f.locales.zh)} / ${pick(f.locales.en)}`;
  const lat = (f: SizeFigures) => [...f.locales.zh.latencies, ...f.locales.en.latencies];
  const rows = all.map((f) => [
    f.pages.toLocaleString('en'),
    f.records.toLocaleString('en'),
    secs(f.buildMs),
    `${mb(f.indexBytes)} (${f.indexFiles.toLocaleString('en')})`,
    both(f, (l) => `${kb(l.firstQueryBytes)}`),
    both(f, (l) => `${kb(l.warmQueryBytes)}`),
    both(f, (l) => fixed(l.firstQueryMs)),
    `${fixed(quantile(lat(f), 0.5))} / ${fixed(quantile(lat(f), 0.95))}`,
  ]);
  const header = ['Pages per locale', 'Records (both)', 'Index build s', 'Index MB (files)', 'First query KB zh / en', 'Warm query KB zh / en', 'First query ms zh / en', 'Keystroke → results ms median / p95'];
  const table = (head: string[], body: string[][]) =>
    [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  console.log(`\n## Search benchmark (${vocabulary} vocabulary)\n`);
  console.log(table(header, rows));

  const base = all.find((f) => f.pages === 100) ?? all[0];
  if (all.length > 1) {
    const ratio = (a: number, b: number) => `×${(a / b).toFixed(a / b < 10 ? 2 : 1)}`;
    const firstKb = (f: SizeFigures) => f.locales.zh.firstQueryBytes + f.locales.en.firstQueryBytes;
    console.log(`\nCompared with N=${base.pages} (same run):\n`);
    console.log(
      table(
        ['Pages per locale', 'Pages', 'Index build time', 'Index size', 'First query bytes', 'p95 latency'],
        all.map((f) => [f.pages.toLocaleString('en'), ratio(f.pages, base.pages), ratio(f.buildMs, base.buildMs), ratio(f.indexBytes, base.indexBytes), ratio(firstKb(f), firstKb(base)), ratio(quantile(lat(f), 0.95), quantile(lat(base), 0.95))]),
      ),
    );
  }
  if (all.some((f) => f.baseline)) {
    const ratio = (a: number, b: number) => `×${(a / b).toFixed(2)}`;
    const p95 = (figures: Record<Locale, LocaleFigures>) => quantile([...figures.zh.latencies, ...figures.en.latencies], 0.95);
    console.log('\nThe bundle reader against pagefind.js on the same index (same run):\n');
    console.log(
      table(
        ['Pages per locale', 'First query KB zh / en, pagefind.js', 'First query KB, reader', 'Bytes ×', 'p95 ms, pagefind.js', 'p95 ms, reader', 'p95 ×'],
        all
          .filter((f) => f.baseline)
          .map((f) => {
            const b = f.baseline!;
            const bytes = (x: Record<Locale, LocaleFigures>) => x.zh.firstQueryBytes + x.en.firstQueryBytes;
            return [
              f.pages.toLocaleString('en'),
              `${kb(b.zh.firstQueryBytes)} / ${kb(b.en.firstQueryBytes)}`,
              `${kb(f.locales.zh.firstQueryBytes)} / ${kb(f.locales.en.firstQueryBytes)}`,
              ratio(bytes(f.locales), bytes(b)),
              fixed(p95(b)),
              fixed(p95(f.locales)),
              ratio(p95(f.locales), p95(b)),
            ];
          }),
      ),
    );
  }
  const largest = all[all.length - 1];
  const worstFirst = Math.max(largest.locales.zh.firstQueryBytes, largest.locales.en.firstQueryBytes);
  const p95 = quantile(lat(largest), 0.95);
  console.log(`\nTargets at N=${largest.pages.toLocaleString('en')}: first result ≤ 200 KB → ${kb(worstFirst)} KB ${worstFirst <= 200 * 1024 ? 'met' : 'NOT met'}; p95 ≤ 50 ms → ${fixed(p95)} ms ${p95 <= 50 ? 'met' : 'NOT met'}.`);
  console.log(
    `Of the first query's bytes, the adapter's JavaScript is ${both(largest, (l) => `${kb(l.firstQueryCodeBytes)} KB`)} (zh / en); requests: first ${both(largest, (l) => String(l.firstQueryRequests))}, warm ${both(largest, (l) => String(l.warmQueryRequests))}; whole typing session ${both(largest, (l) => `${kb(l.sessionBytes)} KB`)}.`,
  );
  for (const f of all) {
    const kinds = (l: LocaleFigures) => Object.entries(l.firstQueryByKind).map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ');
    console.log(`N=${f.pages}: first query KB by file: zh ${kinds(f.locales.zh)}; en ${kinds(f.locales.en)}.`);
    const phases = (l: LocaleFigures) => `search ${fixed(l.medianSearchMs)} ms, pages ${fixed(l.medianPagesMs)} ms`;
    console.log(`N=${f.pages}: median keystroke spends ${phases(f.locales.zh)} (zh), ${phases(f.locales.en)} (en).`);
    console.log(`N=${f.pages}: p95 zh ${fixed(quantile(f.locales.zh.latencies, 0.95))} ms, en ${fixed(quantile(f.locales.en.latencies, 0.95))} ms; slowest keystrokes ${[...f.locales.zh.slowest, ...f.locales.en.slowest].join(', ')}.`);
    for (const locale of benchLocales) {
      const timedOut = f.locales[locale].latencies.filter((ms) => !Number.isFinite(ms)).length;
      if (timedOut) console.log(`N=${f.pages} ${locale}: ${timedOut} keystroke(s) took over ${KEYSTROKE_TIMEOUT_MS / 1000} s (counted as slower than every other).`);
      if (f.locales[locale].skippedQueries) console.log(`N=${f.pages} ${locale}: ${f.locales[locale].skippedQueries} query(ies) skipped: the typing session ran over ${SESSION_BUDGET_MS / 1000} s.`);
      if (f.locales[locale].zeroHitQueries.length) console.log(`Warning: N=${f.pages} ${locale}: no hits for ${f.locales[locale].zeroHitQueries.join(', ')}`);
    }
  }
  console.log(`\nTimes: generate ${all.map((f) => `${secs(f.generateMs)} s`).join(', ')}; extract ${all.map((f) => `${secs(f.extractMs)} s`).join(', ')} (N = ${all.map((f) => f.pages).join(', ')}).`);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${loadStart} at start, ${os.loadavg()[0].toFixed(1)} at end; Node ${process.version}, Chromium at ${sitePaths.chromiumPath}.`);
}

async function main() {
  const {values} = parseArgs({
    options: {
      sizes: {type: 'string', default: '100,1000,10000'},
      vocabulary: {type: 'string', default: 'topical'},
      keep: {type: 'boolean', default: false},
      reuse: {type: 'string'},
      'skip-baseline': {type: 'boolean', default: false},
    },
  });
  const sizes = values.sizes!.split(',').map((s) => Number(s.trim()));
  const vocabulary = values.vocabulary as Vocabulary;
  if (vocabulary !== 'topical' && vocabulary !== 'uniform') throw new Error(`--vocabulary wants topical or uniform; got "${values.vocabulary}".`);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes wants page counts such as 100,1000,10000; got "${values.sizes}".`);
  // The baseline first, so ratios are against it.
  const ordered = [...new Set([100, ...sizes])].sort((a, b) => a - b);

  const loadStart = os.loadavg()[0].toFixed(1);
  const reuse = values.reuse !== undefined;
  const workDir = reuse ? path.resolve(values.reuse!) : await mkdtemp(path.join(os.tmpdir(), 'bench-search-'));
  const keep = values.keep || reuse;
  const pageDir = path.join(workDir, 'page');
  await bundlePage(pageDir);
  const browser = await chromium.launch({executablePath: sitePaths.chromiumPath, args: sitePaths.chromiumArgs});
  const started = performance.now();
  const all: SizeFigures[] = [];
  try {
    for (const pages of ordered) {
      all.push(await runSize(pages, vocabulary, workDir, pageDir, browser, {withBaseline: !values['skip-baseline'], reuse}));
      if (!keep) await rm(path.join(workDir, `site-${pages}`), {recursive: true, force: true});
    }
  } finally {
    await browser.close();
    await closeIndexer();
    if (!keep) await rm(workDir, {recursive: true, force: true});
    else console.error(`Kept the generated sites in ${workDir} (measure them again with --reuse ${workDir})`);
  }
  report(all, vocabulary, loadStart);
  console.log(`Benchmark took ${secs(performance.now() - started)} s.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
