// The site the reader scenarios read: 150 generated pages per locale, indexed with the extended
// binary and served over HTTP, with each locale's bundle and the two engines that read it.
import {afterAll, beforeAll} from 'vitest';
import {generatePages, type Locale} from '../../bench/generate';
import type {EngineOptions, RankingWeights} from '../../src/shared/engineOptions';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {createPagefindReader} from '../../src/client/engine/reader';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import type {PagefindModule} from '../../src/client/engine/types';
import {bundleMeta as metaOf, pagefindJs as loadPagefindJs, siteReader} from './bundleEngines';
import {serveSite, type ServedSite} from './servedBundles';

export let site: ServedSite;
/** Each locale's bundle URL, served over HTTP as a static host would. */
export const bundles = {} as Record<Locale, string>;

export const bundleMeta = (locale: Locale) => metaOf(bundles[locale]);
/** Pagefind's own engine, with every index chunk loaded first (and the `ranking` weights given). */
export const pagefindJs = (locale: Locale, ranking?: Partial<RankingWeights>) =>
  loadPagefindJs(site, `${locale}/pagefind`, {preload: true, ranking});
export const reader = (locale: Locale, engineOptions?: EngineOptions) =>
  siteReader(bundles[locale], engineOptions);

/**
 * A reader of the locale's bundle that logs the paths it asks for (relative to the bundle) and
 * serves some otherwise (`serve` returning a response), the others from the site.
 */
export function loggingReader(
  locale: Locale,
  serve: (path: string) => Response | Promise<Response> | undefined = () => undefined,
): {reader: PagefindModule; asked: string[]} {
  const asked: string[] = [];
  const reader = createPagefindReader({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl: bundles[locale],
    metaWeights: META_WEIGHTS,
    fetch: (async (url: string) => {
      const path = url.slice(bundles[locale].length);
      asked.push(path);
      return serve(path) ?? fetch(url);
    }) as typeof fetch,
  });
  return {reader, asked};
}

/** Serves the site for the scenarios of the calling test file, and closes it after them. */
export function useReaderSite(): void {
  beforeAll(async () => {
    const pages: Record<Locale, Array<[string, string]>> = {zh: [], en: []};
    for (const page of generatePages({pages: 150})) pages[page.locale].push([page.url, page.html]);
    site = await serveSite({
      bundles: (['zh', 'en'] as const).map((locale) => ({
        folder: `${locale}/pagefind`,
        pages: pages[locale],
      })),
    });
    for (const locale of ['zh', 'en'] as const)
      bundles[locale] = site.bundleUrl(`${locale}/pagefind`);
  }, 120_000);

  afterAll(() => site?.close());
}
