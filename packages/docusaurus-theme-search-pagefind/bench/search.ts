// `npm run bench:search [-- --sizes 100,1000,10000] [--vocabulary topical|uniform] [--cross-language on|off] [--code on|off|both] [--skip-baseline] [--sessions 3] [--keep | --reuse <dir>]`
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
import {chromium, type Browser} from '@playwright/test';
import {closeIndexer} from '../src/server/indexer';
import {chromiumArgs, chromiumPath} from '../scripts/environment';
import {pagefindDir} from './benchSite';
import {benchLocales, type Locale, type Vocabulary} from './generate';
import {recordResults, startRun} from './results';
import {
  bundlePage,
  machineLine,
  pageReport,
  pageUrl,
  serve,
  sessionKeystrokes,
  typeInBrowser,
  type BenchServer,
} from './browserSessions';
import {measureBytes, type Bytes} from './bytesPass';
import {buildSite, dirSize, siteName, writeBenchStemmers} from './indexedSite';
import {fixed, kb, mb, ratio, secs} from './lib/format';
import {markdownTable as table, quantile} from './lib/stats';
import {keystrokeTimeline, TIMELINE_PARTS, type KeystrokeTimeline} from './keystrokeTimeline';
import type {BenchEngine} from './browser/adapter-entry';
import type {RequestCost} from './browser/requests';
import {KEYSTROKE_TIMEOUT_MS, SESSION_BUDGET_MS, type SessionReport} from './browser/session';

interface LocaleFigures extends Bytes {
  firstQueryMs: number;
  warmQueryMs: number;
  /** Every keystroke's latency (the warm query's and the typed ones), of every session. */
  latencies: number[];
  /** The p95 of each session on its own (the sessions are pooled in `latencies`). */
  sessionP95s: number[];
  /** Queries not typed because the session ran over its time budget. */
  skippedQueries: number;
  /** Median and p95 time per keystroke with the engine searching, with pages being read, and rendering the hits. */
  medianSearchMs: number;
  medianPagesMs: number;
  medianRenderMs: number;
  p95SearchMs: number;
  p95PagesMs: number;
  p95RenderMs: number;
  /** Where the reader's keystrokes that fetched chunks and pages spent their time (null for pagefind.js). */
  timeline: KeystrokeTimeline | null;
  /** Pages read per keystroke, median and most. */
  medianPagesRead: number;
  maxPagesRead: number;
  /** Main-thread tasks over 50 ms during the first query, and while typing after it. */
  longTasks: SessionReport['longTasks'];
  /** The slowest keystrokes, as "query (ms: search, pages)". */
  slowest: string[];
  zeroHitQueries: string[];
}

interface SizeFigures {
  pages: number;
  /** Whether code blocks were indexed. */
  indexCode: boolean;
  htmlBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  buildMs: number;
  indexBytes: number;
  /** With translation twins (--cross-language on): the index's bytes without them. */
  indexBytesWithoutTwins?: number;
  indexFiles: number;
  /** With the site's engine (the bundle reader). */
  locales: Record<Locale, LocaleFigures>;
  /** The same queries on pagefind.js, unless skipped. */
  baseline?: Record<Locale, LocaleFigures>;
  /** What a request for one of the locale's bundle files costs on this machine (either engine). */
  requests: Record<Locale, RequestCost>;
}

// ---- browser measurement ----

type Latency = Omit<LocaleFigures, keyof Bytes>;

/**
 * The latency pass: the session typed `sessions` times per engine, each in a freshly started
 * Chromium no DevTools client is attached to (see session.ts), its keystrokes pooled. One
 * Chinese session is 13 keystrokes, so its p95 is its slowest, which one stall of the machine
 * moves; pooled sessions measure the same thing with less of that noise. Each session's own p95 is reported beside the pooled one.
 * The engines take turns, session by session: a slow spell of the machine falls on both, not
 * on whichever engine was being typed into then.
 */
async function measureLatencies(
  server: BenchServer,
  locale: Locale,
  engines: readonly BenchEngine[],
  sessions: number,
): Promise<Map<BenchEngine, Latency>> {
  const reports = new Map(engines.map((engine) => [engine, [] as SessionReport[]]));
  for (let i = 0; i < sessions; i++)
    for (const engine of engines)
      reports.get(engine)!.push(await typeInBrowser(server, locale, engine));
  return new Map(engines.map((engine) => [engine, latencyFigures(reports.get(engine)!)]));
}

/** The latency figures of one engine's sessions, pooled. */
function latencyFigures(reports: SessionReport[]): Latency {
  const samples = reports.flatMap((r) => r.samples);
  const phase = (key: 'searchMs' | 'pagesMs' | 'renderMs', q: number) =>
    quantile(samples.map((l) => l[key]).filter(Number.isFinite), q);
  const median = (values: number[]) => quantile(values, 0.5);
  const tally = (part: 'first' | 'typing') => ({
    count: reports.reduce((sum, r) => sum + r.longTasks[part].count, 0),
    longestMs: Math.max(0, ...reports.map((r) => r.longTasks[part].longestMs)),
  });
  if (process.env.BENCH_DEBUG)
    console.error(
      samples
        .map(
          (l) =>
            `${l.query}: ${fixed(l.ms)} (search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)}, ${l.pagesRead} read, render ${fixed(l.renderMs)})`,
        )
        .join('\n'),
    );
  return {
    firstQueryMs: median(reports.map((r) => r.first?.ms ?? Infinity)),
    warmQueryMs: median(reports.map((r) => r.warm?.ms ?? Infinity)),
    latencies: reports.flatMap(sessionKeystrokes),
    sessionP95s: reports.map((r) => quantile(sessionKeystrokes(r), 0.95)),
    skippedQueries: reports.reduce((sum, r) => sum + r.skippedQueries, 0),
    medianSearchMs: phase('searchMs', 0.5),
    medianPagesMs: phase('pagesMs', 0.5),
    medianRenderMs: phase('renderMs', 0.5),
    p95SearchMs: phase('searchMs', 0.95),
    p95PagesMs: phase('pagesMs', 0.95),
    p95RenderMs: phase('renderMs', 0.95),
    timeline: keystrokeTimeline(samples),
    medianPagesRead: median(samples.map((l) => l.pagesRead)),
    maxPagesRead: Math.max(0, ...samples.map((l) => l.pagesRead)),
    longTasks: {first: tally('first'), typing: tally('typing')},
    slowest: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(
        (l) =>
          `"${l.query}" (${fixed(l.ms)} ms: search ${fixed(l.searchMs)}, pages ${fixed(l.pagesMs)})`,
      ),
    zeroHitQueries: [...new Set(reports.flatMap((r) => r.zeroHitQueries))],
  };
}

/**
 * What a request costs on this machine: the locale's bundle files fetched by the bench page in
 * a Chromium started as for a session (browser/requests.ts).
 */
async function measureRequests(server: BenchServer, locale: Locale): Promise<RequestCost> {
  const report = server.report();
  const url = pageUrl(server.origin, locale, 'reader', report.path, {
    requests: `/__bench/files/${locale}`,
  });
  const body = (await pageReport(url, report)) as RequestCost & {error?: string};
  if (body.error) throw new Error(`bench page: ${body.error}`);
  return body;
}

// ---- one size ----

async function runSize(
  pages: number,
  vocabulary: Vocabulary,
  workDir: string,
  pageDir: string,
  browser: Browser,
  options: {
    withBaseline: boolean;
    reuse: boolean;
    crossLanguage: boolean;
    indexCode: boolean;
    sessions: number;
  },
): Promise<SizeFigures> {
  const siteDir = path.join(workDir, siteName(pages, options.indexCode));
  const log = (message: string) => console.error(`[N=${pages}] ${message}`);
  const {
    htmlBytes,
    records: recordCount,
    generateMs,
    extractMs,
    buildMs,
    indexBytesWithoutTwins,
  } = await buildSite(
    siteDir,
    pages,
    vocabulary,
    options.reuse,
    options.crossLanguage,
    options.indexCode,
  );
  let indexBytes = 0;
  let indexFiles = 0;
  for (const locale of benchLocales) {
    const size = await dirSize(pagefindDir(siteDir, locale));
    indexBytes += size.bytes;
    indexFiles += size.files;
  }
  log(`index: ${mb(indexBytes)} MB in ${indexFiles} files, built in ${secs(buildMs)} s`);
  if (indexBytesWithoutTwins)
    log(
      `index without translation twins: ${mb(indexBytesWithoutTwins)} MB; twins add ${(((indexBytes - indexBytesWithoutTwins) / indexBytesWithoutTwins) * 100).toFixed(1)} %`,
    );

  await writeBenchStemmers(siteDir);
  const server = await serve(siteDir, pageDir);
  const engines: BenchEngine[] = options.withBaseline ? ['reader', 'pagefind.js'] : ['reader'];
  const figures = new Map(engines.map((engine) => [engine, {} as Record<Locale, LocaleFigures>]));
  const requests = {} as Record<Locale, RequestCost>;
  try {
    for (const locale of benchLocales) {
      const bytes = new Map<BenchEngine, Bytes>();
      for (const engine of engines)
        bytes.set(engine, await measureBytes(browser, server, locale, engine));
      const latencies = await measureLatencies(server, locale, engines, options.sessions);
      for (const engine of engines) {
        const l = (figures.get(engine)![locale] = {
          ...bytes.get(engine)!,
          ...latencies.get(engine)!,
        });
        log(
          `${engine} ${locale}: first query ${kb(l.firstQueryBytes)} KB / ${fixed(l.firstQueryMs)} ms, warm ${kb(l.warmQueryBytes)} KB, p95 ${fixed(quantile(l.latencies, 0.95))} ms over ${l.latencies.length} keystrokes (per session: ${l.sessionP95s.map(fixed).join(', ')} ms)`,
        );
      }
      const cost = (requests[locale] = await measureRequests(server, locale));
      log(
        `requests ${locale}: ${fixed(cost.aloneMs)} ms for a bundle file alone, ${fixed(cost.fourMs)} ms for four at once (${cost.files} files)`,
      );
    }
    const locales = figures.get('reader')!;
    const baseline = figures.get('pagefind.js');
    return {
      pages,
      indexCode: options.indexCode,
      htmlBytes,
      records: recordCount,
      generateMs,
      extractMs,
      buildMs,
      indexBytes,
      indexBytesWithoutTwins,
      indexFiles,
      locales,
      baseline,
      requests,
    };
  } finally {
    await server.close();
  }
}

// ---- report ----

/** What indexing code blocks adds, per size: index bytes, first-query bytes and keystroke p95. */
function codeReport(all: SizeFigures[]) {
  console.log('\n### Code blocks indexed, against not (same run)\n');
  const head = [
    'Pages per locale',
    'Index MB on / off',
    'First query KB zh on / off',
    'First query KB en on / off',
    'p95 ms zh on / off',
    'p95 ms en on / off',
  ];
  const rows: string[][] = [];
  for (const on of all.filter((f) => f.indexCode)) {
    const off = all.find((f) => !f.indexCode && f.pages === on.pages);
    if (!off) continue;
    const p95 = (f: SizeFigures, locale: Locale) =>
      fixed(quantile(f.locales[locale].latencies, 0.95));
    rows.push([
      on.pages.toLocaleString('en'),
      `${mb(on.indexBytes)} / ${mb(off.indexBytes)} (+${(((on.indexBytes - off.indexBytes) / off.indexBytes) * 100).toFixed(1)} %)`,
      `${kb(on.locales.zh.firstQueryBytes)} / ${kb(off.locales.zh.firstQueryBytes)}`,
      `${kb(on.locales.en.firstQueryBytes)} / ${kb(off.locales.en.firstQueryBytes)}`,
      `${p95(on, 'zh')} / ${p95(off, 'zh')}`,
      `${p95(on, 'en')} / ${p95(off, 'en')}`,
    ]);
  }
  console.log(table(head, rows));
}

function report(all: SizeFigures[], vocabulary: Vocabulary, loadStart: string) {
  const both = (f: SizeFigures, pick: (l: LocaleFigures) => string) =>
    `${pick(f.locales.zh)} / ${pick(f.locales.en)}`;
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
  const header = [
    'Pages per locale',
    'Records (both)',
    'Index build s',
    'Index MB (files)',
    'First query KB zh / en',
    'Warm query KB zh / en',
    'First query ms zh / en',
    'Keystroke → results ms median / p95',
  ];
  const code = all[0]?.indexCode === false ? ', code blocks not indexed' : '';
  console.log(`\n## Search benchmark (${vocabulary} vocabulary${code})\n`);
  console.log(table(header, rows));

  const base = all.find((f) => f.pages === 100) ?? all[0];
  if (all.length > 1) {
    const firstKb = (f: SizeFigures) => f.locales.zh.firstQueryBytes + f.locales.en.firstQueryBytes;
    console.log(`\nCompared with N=${base.pages} (same run):\n`);
    console.log(
      table(
        [
          'Pages per locale',
          'Pages',
          'Index build time',
          'Index size',
          'First query bytes',
          'p95 latency',
        ],
        all.map((f) => [
          f.pages.toLocaleString('en'),
          ratio(f.pages, base.pages),
          ratio(f.buildMs, base.buildMs),
          ratio(f.indexBytes, base.indexBytes),
          ratio(firstKb(f), firstKb(base)),
          ratio(quantile(lat(f), 0.95), quantile(lat(base), 0.95)),
        ]),
      ),
    );
  }
  if (all.some((f) => f.baseline)) {
    const p95 = (figures: Record<Locale, LocaleFigures>) =>
      quantile([...figures.zh.latencies, ...figures.en.latencies], 0.95);
    console.log('\nThe bundle reader against pagefind.js on the same index (same run):\n');
    console.log(
      table(
        [
          'Pages per locale',
          'First query KB zh / en, pagefind.js',
          'First query KB, reader',
          'Bytes ×',
          'p95 ms, pagefind.js',
          'p95 ms, reader',
          'p95 ×',
        ],
        all
          .filter((f) => f.baseline)
          .map((f) => {
            const b = f.baseline!;
            const bytes = (x: Record<Locale, LocaleFigures>) =>
              x.zh.firstQueryBytes + x.en.firstQueryBytes;
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
  console.log('\nPer locale (keystroke → results in the DOM, and its phases, median / p95):\n');
  console.log(
    table(
      [
        'Pages per locale',
        'Locale',
        'Keystroke → results ms',
        'Search ms',
        'Page reads ms',
        'Render ms',
        'Pages read per keystroke, median / most',
        'Long tasks while typing: count, longest ms',
        'First query: KB, long tasks, longest ms',
        'p95 ms, pagefind.js',
        'p95 ×',
      ],
      all.flatMap((f) =>
        benchLocales.map((locale) => {
          const l = f.locales[locale];
          const b = f.baseline?.[locale];
          const p95 = quantile(l.latencies, 0.95);
          const baseP95 = b ? quantile(b.latencies, 0.95) : NaN;
          return [
            f.pages.toLocaleString('en'),
            locale,
            `${fixed(quantile(l.latencies, 0.5))} / ${fixed(p95)}`,
            `${fixed(l.medianSearchMs)} / ${fixed(l.p95SearchMs)}`,
            `${fixed(l.medianPagesMs)} / ${fixed(l.p95PagesMs)}`,
            `${fixed(l.medianRenderMs)} / ${fixed(l.p95RenderMs)}`,
            `${l.medianPagesRead} / ${l.maxPagesRead}`,
            `${l.longTasks.typing.count}, ${fixed(l.longTasks.typing.longestMs)}`,
            `${kb(l.firstQueryBytes)}, ${l.longTasks.first.count}, ${fixed(l.longTasks.first.longestMs)}`,
            b ? fixed(baseP95) : '–',
            b ? `×${(p95 / baseP95).toFixed(2)}` : '–',
          ];
        }),
      ),
    ),
  );
  const largest = all[all.length - 1];
  const worstFirst = Math.max(
    largest.locales.zh.firstQueryBytes,
    largest.locales.en.firstQueryBytes,
  );
  const p95 = quantile(lat(largest), 0.95);
  console.log(
    `\nTargets at N=${largest.pages.toLocaleString('en')}: first result ≤ 200 KB → ${kb(worstFirst)} KB ${worstFirst <= 200 * 1024 ? 'met' : 'NOT met'}; p95 ≤ 50 ms → ${fixed(p95)} ms ${p95 <= 50 ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `Of the first query's bytes, the adapter's JavaScript is ${both(largest, (l) => `${kb(l.firstQueryCodeBytes)} KB`)} (zh / en); requests: first ${both(largest, (l) => String(l.firstQueryRequests))}, warm ${both(largest, (l) => String(l.warmQueryRequests))}; whole typing session ${both(largest, (l) => `${kb(l.sessionBytes)} KB`)}.`,
  );
  for (const f of all) {
    if (f.indexBytesWithoutTwins)
      console.log(
        `N=${f.pages}: index with translation twins ${mb(f.indexBytes)} MB, without ${mb(f.indexBytesWithoutTwins)} MB (+${(((f.indexBytes - f.indexBytesWithoutTwins) / f.indexBytesWithoutTwins) * 100).toFixed(1)} %).`,
      );
  }
  for (const f of all) {
    const kinds = (l: LocaleFigures) =>
      Object.entries(l.firstQueryByKind)
        .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
        .join(', ');
    console.log(
      `N=${f.pages}: first query KB by file: zh ${kinds(f.locales.zh)}; en ${kinds(f.locales.en)}.`,
    );
    const phases = (l: LocaleFigures) =>
      `search ${fixed(l.medianSearchMs)} ms, pages ${fixed(l.medianPagesMs)} ms`;
    console.log(
      `N=${f.pages}: median keystroke spends ${phases(f.locales.zh)} (zh), ${phases(f.locales.en)} (en).`,
    );
    const timeline = (locale: Locale) => {
      const t = f.locales[locale].timeline;
      if (!t) return `${locale} none`;
      const parts = TIMELINE_PARTS.map(
        (part) => `${part} ${fixed(t.median[part])} / ${fixed(t.p95[part])}`,
      );
      return `${locale} (${t.keystrokes} keystrokes) ${parts.join(', ')}`;
    };
    console.log(
      `N=${f.pages}: the reader's keystrokes that fetched index chunks and then pages, from the browser's Resource Timing, median / p95 ms: before the chunks are asked for, the chunks' round, the work between the rounds (decoding, matching, scoring), the pages' round, and after it (the pages' records, rendering): ${benchLocales.map(timeline).join('; ')}.`,
    );
    console.log(
      `N=${f.pages}: p95 zh ${fixed(quantile(f.locales.zh.latencies, 0.95))} ms, en ${fixed(quantile(f.locales.en.latencies, 0.95))} ms; slowest keystrokes ${[...f.locales.zh.slowest, ...f.locales.en.slowest].join(', ')}.`,
    );
    const cost = (l: Locale) =>
      `${l} ${fixed(f.requests[l].aloneMs)} ms alone, ${fixed(f.requests[l].fourMs)} ms four at once`;
    console.log(
      `N=${f.pages}: a request for a bundle file on this machine (fetched and read, median; either engine pays it for each file a keystroke reads: its new index chunks, then one per page read): ${benchLocales.map(cost).join('; ')}.`,
    );
    const perSession = (figures: Record<Locale, LocaleFigures>) =>
      benchLocales.map((l) => `${l} ${figures[l].sessionP95s.map(fixed).join(', ')}`).join('; ');
    console.log(
      `N=${f.pages}: p95 of each of the ${f.locales.zh.sessionP95s.length} sessions, ms: reader ${perSession(f.locales)}${f.baseline ? `; pagefind.js ${perSession(f.baseline)}` : ''}.`,
    );
    for (const locale of benchLocales) {
      const timedOut = f.locales[locale].latencies.filter((ms) => !Number.isFinite(ms)).length;
      if (timedOut)
        console.log(
          `N=${f.pages} ${locale}: ${timedOut} keystroke(s) took over ${KEYSTROKE_TIMEOUT_MS / 1000} s (counted as slower than every other).`,
        );
      if (f.locales[locale].skippedQueries)
        console.log(
          `N=${f.pages} ${locale}: ${f.locales[locale].skippedQueries} query(ies) skipped: the typing session ran over ${SESSION_BUDGET_MS / 1000} s.`,
        );
      if (f.locales[locale].zeroHitQueries.length)
        console.log(
          `Warning: N=${f.pages} ${locale}: no hits for ${f.locales[locale].zeroHitQueries.join(', ')}`,
        );
    }
  }
  console.log(
    `\nTimes: generate ${all.map((f) => `${secs(f.generateMs)} s`).join(', ')}; extract ${all.map((f) => `${secs(f.extractMs)} s`).join(', ')} (N = ${all.map((f) => f.pages).join(', ')}).`,
  );
  console.log(machineLine(loadStart));
}

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
    },
  });
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
  try {
    for (const pages of ordered) {
      for (const indexCode of codeVariants) {
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
