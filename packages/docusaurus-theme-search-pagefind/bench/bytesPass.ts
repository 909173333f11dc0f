// The bytes pass of the bench's typing session (bench/browser/session.ts), shared by bench:search
// and bench:sites: the session under Playwright, which counts every request's bytes on the wire,
// whatever its origin.
import type {Browser, Page} from '@playwright/test';
import {pageUrl, readReport, type BenchServer} from './browserSessions';
import type {Locale} from './generate';
import type {BenchEngine} from './browser/adapter-entry';

/** What the session transferred: its first query, its warm query and the whole session. */
export interface Bytes {
  firstQueryBytes: number;
  /** Of which the adapter's own JavaScript (the rest is Pagefind's runtime and index). */
  firstQueryCodeBytes: number;
  /** The first query's bytes by kind of file (adapter, runtime, wasm, meta, index, filter, fragment). */
  firstQueryByKind: Record<string, number>;
  firstQueryRequests: number;
  warmQueryBytes: number;
  warmQueryRequests: number;
  /** Bytes for the whole typing session (every keystroke of every query). */
  sessionBytes: number;
}

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
  // (The stemmers are the adapter's code, imported from beside the bundle.)
  if (path.includes('/__bench/') || /\/stemmers\/[\w-]+\.js$/.test(path)) return 'adapter';
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

/** The bytes pass: the session under Playwright, which counts every request's bytes on the wire. */
export async function measureBytes(
  browser: Browser,
  server: BenchServer,
  locale: Locale,
  engine: BenchEngine,
  /** More of the bench page's parameters (browser/page.ts). */
  more: Record<string, string> = {},
): Promise<Bytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const meter = await networkMeter(page);
    const logs: Partial<
      Record<'ready' | 'first' | 'warm' | 'session', {url: string; bytes: number}[]>
    > = {};
    await page.exposeFunction(
      '__benchMark',
      async (point: 'ready' | 'first' | 'warm' | 'session') => {
        await settle(page);
        logs[point] = await meter.take(); // at 'ready': the bare page itself, not part of the search
      },
    );
    const report = server.report();
    await page.goto(pageUrl(server.origin, locale, engine, report.path, more));
    readReport(await report.body);
    const {first = [], warm = [], session = []} = logs;
    const sum = (log: {bytes: number}[]) => log.reduce((total, entry) => total + entry.bytes, 0);
    return {
      firstQueryBytes: sum(first),
      firstQueryCodeBytes: sum(first.filter((e) => e.url.includes('/__bench/'))),
      firstQueryByKind: byKind(first),
      firstQueryRequests: first.length,
      warmQueryBytes: sum(warm),
      warmQueryRequests: warm.length,
      sessionBytes: sum(first) + sum(warm) + sum(session),
    };
  } finally {
    await context.close();
  }
}
