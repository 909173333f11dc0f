// One site size of `bench:search -- --only mobile`: generated and indexed as bench:search does,
// then measured by the phone pass alone (mobileFirstQuery.ts), with the first query's bytes
// counted from search opened on (the bytes pass, first query only).
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {benchLocales, type Locale, type Vocabulary} from './generate';
import {serve} from './browserSessions';
import {measureBytes} from './bytesPass';
import {buildSite, siteName, writeBenchStemmers} from './indexedSite';
import {fixed, kb} from './lib/format';
import type {BenchEngine} from './browser/adapter-entry';
import type {MobileLocaleFigures, MobileSizeFigures} from './searchFigures';
import {measureMobileFirstQuery, THINK_MS} from './mobileFirstQuery';

export async function runMobileSize(
  pages: number,
  vocabulary: Vocabulary,
  workDir: string,
  pageDir: string,
  browser: Browser,
  options: {withBaseline: boolean; reuse: boolean; crossLanguage: boolean; indexCode: boolean},
): Promise<MobileSizeFigures> {
  const siteDir = path.join(workDir, siteName(pages, options.indexCode));
  await buildSite(
    siteDir,
    pages,
    vocabulary,
    options.reuse,
    options.crossLanguage,
    options.indexCode,
  );
  await writeBenchStemmers(siteDir);
  const server = await serve(siteDir, pageDir);
  const engines: BenchEngine[] = options.withBaseline ? ['reader', 'pagefind.js'] : ['reader'];
  const figures = new Map(
    engines.map((engine) => [engine, {} as Record<Locale, MobileLocaleFigures>]),
  );
  try {
    for (const locale of benchLocales)
      for (const engine of engines) {
        const bytes = await measureBytes(browser, server, locale, engine, {
          session: 'first',
          think: '0',
        });
        const l = (figures.get(engine)![locale] = {
          firstQueryBytes: bytes.firstQueryBytes,
          firstQueryRequests: bytes.firstQueryRequests,
          ...(await measureMobileFirstQuery(browser, server, locale, engine)),
        });
        console.error(
          `[N=${pages}] ${engine} ${locale}: first query ${kb(l.firstQueryBytes)} KB in ${l.firstQueryRequests} requests; on a phone's network ${fixed(l.mobileFirstQueryMs)} ms typed as search opens, ${fixed(l.mobileAfterThinkMs)} ms typed after ${THINK_MS} ms`,
        );
      }
    return {pages, locales: figures.get('reader')!, baseline: figures.get('pagefind.js')};
  } finally {
    await server.close();
  }
}
