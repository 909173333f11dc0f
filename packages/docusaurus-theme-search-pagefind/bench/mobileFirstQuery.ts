// The phone pass of bench:search: a visitor's first query on a mobile network, cold. The bench
// page in a fresh browser context, the browser's cache off, and the network of Lighthouse's
// mobile preset applied through DevTools' network emulation (which also covers the requests of
// the page's workers: pagefind.js searches in one). Search is opened as the modal opens it: the
// client is asked to warm up (the search code, then what any first query needs: for the reader
// the entry, meta and stemmer; for pagefind.js its init(), entry, WebAssembly and meta, which
// Pagefind's own UI starts on the input's focus), and the first query, inserted whole as the
// session does, is typed at once or THINK_MS later. It is timed from its input event to its
// hits in the DOM: what is still on its way then (the rest of the warm-up, the chunks and
// fragments, each round trip at 150 ms and 1.6 Mbps). Each is run PHONE_RUNS times, cold each
// time, and the median kept: one cold run moves by a few tens of milliseconds between runs of
// the same code on a shared 2-core machine.
import type {Browser} from '@playwright/test';
import {pageUrl, readReport, type BenchServer} from './browserSessions';
import type {Locale} from './generate';
import type {BenchEngine} from './browser/adapter-entry';
import type {FirstQueryRequest} from './browser/session';
import type {MobileFigures} from './searchFigures';

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const MOBILE_NETWORK = {latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750};

/**
 * The reader's think time between opening search and the first query's input event: the
 * phone's keyboard coming up and the first letters of a word typed (README.md, "think time").
 */
export const THINK_MS = 1000;

/** Cold runs of each query of the phone pass (the median is kept; odd, so it is a run's). */
export const PHONE_RUNS = 3;

/** The run whose time is the median of `runs` (PHONE_RUNS is odd: one of them). */
function medianRun<T extends {ms: number}>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)];
}

/**
 * The first query's time on the mobile network, ms (Infinity: no hits in time), and its
 * requests from search opened on.
 */
async function firstQuery(
  browser: Browser,
  server: BenchServer,
  locale: Locale,
  engine: BenchEngine,
  thinkMs: number,
): Promise<{ms: number; requests: FirstQueryRequest[]}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', {cacheDisabled: true});
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_NETWORK.latencyMs,
      downloadThroughput: (MOBILE_NETWORK.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE_NETWORK.upKbps * 1024) / 8,
    });
    const report = server.report();
    const url = pageUrl(server.origin, locale, engine, report.path, {
      session: 'first',
      think: String(thinkMs),
    });
    await page.goto(url, {timeout: 120_000});
    // (The page times its first query out after two minutes, and reports then.)
    const {first, firstRequests = []} = readReport(await report.body);
    return {ms: first?.ms ?? Infinity, requests: first ? firstRequests : []};
  } finally {
    await context.close();
  }
}

/**
 * The phone pass for one locale and engine: the query typed at once, and THINK_MS after opening,
 * in turns, PHONE_RUNS times each; the medians, and the requests of the median run typed at once.
 */
export async function measureMobileFirstQuery(
  browser: Browser,
  server: BenchServer,
  locale: Locale,
  engine: BenchEngine,
): Promise<MobileFigures> {
  const atOnce: Array<{ms: number; requests: FirstQueryRequest[]}> = [];
  const afterThink: Array<{ms: number}> = [];
  for (let run = 0; run < PHONE_RUNS; run++) {
    atOnce.push(await firstQuery(browser, server, locale, engine, 0));
    afterThink.push(await firstQuery(browser, server, locale, engine, THINK_MS));
  }
  const median = medianRun(atOnce);
  return {
    mobileFirstQueryMs: median.ms,
    mobileAfterThinkMs: medianRun(afterThink).ms,
    mobileFirstQueryRequests: median.requests,
    mobileRuns: {atOnce: atOnce.map((r) => r.ms), afterThink: afterThink.map((r) => r.ms)},
  };
}
