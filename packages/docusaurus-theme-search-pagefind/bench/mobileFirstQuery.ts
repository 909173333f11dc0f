// The phone pass of bench:search: a visitor's first query on a mobile network, cold. The bench
// page in a fresh browser context, the browser's cache off, and the network of Lighthouse's
// mobile preset applied through DevTools' network emulation (which also covers the requests of
// the page's workers: pagefind.js searches in one); the first query inserted whole, as the
// session does, and timed from its input event to its hits in the DOM. That time holds all a
// first query waits for: the search code (the page imports it on the first keystroke), then
// each round trip of the index (entry, meta, chunks, fragments) at 150 ms and 1.6 Mbps.
import type {Browser} from '@playwright/test';
import {pageUrl, readReport, type BenchServer} from './browserSessions';
import type {Locale} from './generate';
import type {BenchEngine} from './browser/adapter-entry';

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const MOBILE_NETWORK = {latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750};

/** The first query's time on the mobile network, ms (Infinity: no hits in time). */
export async function measureMobileFirstQuery(
  browser: Browser,
  server: BenchServer,
  locale: Locale,
  engine: BenchEngine,
): Promise<number> {
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
    await page.goto(pageUrl(server.origin, locale, engine, report.path, {session: 'first'}), {
      timeout: 120_000,
    });
    // (The page times its first query out after two minutes, and reports then.)
    return readReport(await report.body).first?.ms ?? Infinity;
  } finally {
    await context.close();
  }
}
