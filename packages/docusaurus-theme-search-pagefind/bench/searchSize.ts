// One site size of bench:search: generated, indexed, then measured in the browser per locale and engine.
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {pagefindDir} from './benchSite';
import {benchLocales, type Locale, type Vocabulary} from './generate';
import {serve} from './browserSessions';
import {measureBytes, type Bytes} from './bytesPass';
import {buildSite, dirSize, siteName, writeBenchStemmers} from './indexedSite';
import {fixed, kb, mb, secs} from './lib/format';
import {quantile} from './lib/stats';
import type {BenchEngine} from './browser/adapter-entry';
import type {RequestCost} from './browser/requests';
import type {SizeFigures, LocaleFigures, MobileFigures} from './searchFigures';
import {measureLatencies, measureRequests} from './searchLatency';
import {measureMobileFirstQuery, THINK_MS} from './mobileFirstQuery';

export async function runSize(
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
      const mobile = new Map<BenchEngine, MobileFigures>();
      for (const engine of engines) {
        // Counted from search opened on, as the modal opens it (the first query typed at once).
        bytes.set(engine, await measureBytes(browser, server, locale, engine, {think: '0'}));
        mobile.set(engine, await measureMobileFirstQuery(browser, server, locale, engine));
      }
      const latencies = await measureLatencies(server, locale, engines, options.sessions);
      for (const engine of engines) {
        const l = (figures.get(engine)![locale] = {
          ...bytes.get(engine)!,
          ...latencies.get(engine)!,
          ...mobile.get(engine)!,
        });
        log(
          `${engine} ${locale}: first query ${kb(l.firstQueryBytes)} KB / ${fixed(l.firstQueryMs)} ms (on a phone's network ${fixed(l.mobileFirstQueryMs)} ms typed as search opens, ${fixed(l.mobileAfterThinkMs)} ms typed after ${THINK_MS} ms), warm ${kb(l.warmQueryBytes)} KB, p95 ${fixed(quantile(l.latencies, 0.95))} ms over ${l.latencies.length} keystrokes (per session: ${l.sessionP95s.map(fixed).join(', ')} ms)`,
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
