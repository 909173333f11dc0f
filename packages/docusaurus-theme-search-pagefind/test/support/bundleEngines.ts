// What a test reads a served bundle with: the client the modal uses, the site's reader (set up
// as the site sets them up), and the bundle's own pagefind.js (Pagefind's browser client), to
// compare against.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {SearchHit} from '../../src/client/algoliaAdapter/types';
import {createPagefindReader} from '../../src/client/engine/reader';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import type {PagefindModule} from '../../src/client/engine/types';
import {readBundleFile} from '../../src/shared/pagefind/bundleFile';
import {decodeMeta} from '../../src/shared/pagefind/meta';
import type {EngineOptions, RankingWeights} from '../../src/shared/engineOptions';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import type {ServedSite} from './servedBundles';

export type PagefindJs = PagefindModule & {preload(term: string): Promise<void>};

/**
 * The site's reader on the bundle at `bundleUrl`, with the site's options of the engine; its
 * results named as pagefind.js names them (see withPagefindIds).
 */
export function siteReader(bundleUrl: string, engineOptions?: EngineOptions): PagefindModule {
  return withPagefindIds(
    createPagefindReader({
      stemmerFolder: SNOWBALL_FOLDER,
      bundleUrl,
      metaWeights: META_WEIGHTS,
      engineOptions,
    }),
    bundleUrl,
  );
}

/**
 * `reader`'s results with the ids pagefind.js gives them, Pagefind's page hashes: on a bundle
 * with page files (shared/pageFiles.ts) the reader names a page by its number.
 */
export function withPagefindIds(reader: PagefindModule, bundleUrl: string): PagefindModule {
  let hashes: Promise<string[]> | undefined;
  return {
    ...reader,
    async search(term, options) {
      const found = await reader.search(term, options);
      hashes ??= bundleMeta(bundleUrl).then((meta) => meta.pages.map((page) => page.hash));
      const byNumber = await hashes;
      for (const result of found?.results ?? [])
        if (/^\d+$/.test(result.id)) result.id = byNumber[Number(result.id)];
      return found;
    },
  };
}

/** A bundle's metadata (its pages and index chunks), read over HTTP. */
export async function bundleMeta(bundleUrl: string) {
  const entry = (await (await fetch(`${bundleUrl}pagefind-entry.json`)).json()) as {
    languages: Record<string, {hash: string}>;
  };
  const [{hash}] = Object.values(entry.languages);
  return decodeMeta(await readBundleFile(await fetch(`${bundleUrl}pagefind.${hash}.pf_meta`)));
}

/**
 * The bundle's own pagefind.js, a module of its own per bundle and ranking, with the site's meta
 * weights and the `ranking` weights given (Pagefind's own defaults for the others). With
 * `preload`, every index chunk is loaded first: pagefind.js looks for a query's words only in the
 * chunks in memory, so without it its answers would depend on the queries before.
 */
export async function pagefindJs(
  site: ServedSite,
  folder: string,
  {preload = false, ranking}: {preload?: boolean; ranking?: Partial<RankingWeights>} = {},
): Promise<PagefindJs> {
  const file = pathToFileURL(path.join(site.dir, folder, 'pagefind.js')).href;
  // (A module keeps the weights it was given: another ranking is another module.)
  const instance = ranking
    ? `${folder}&ranking=${encodeURIComponent(JSON.stringify(ranking))}`
    : folder;
  const module = (await import(/* @vite-ignore */ `${file}?${instance}`)) as PagefindJs;
  await module.options({
    basePath: site.bundleUrl(folder),
    ranking: {...ranking, metaWeights: META_WEIGHTS},
  });
  if (preload)
    for (const chunk of (await bundleMeta(site.bundleUrl(folder))).chunks)
      await module.preload(chunk.from);
  return module;
}

/**
 * The hits of `query` through the client the modal uses, asked as DocSearch asks (20 hits),
 * with the request's facet filters and the client's tag filter when given.
 */
export async function searchHits(
  bundleUrl: string,
  query: string,
  {facetFilters, tagFilter}: {facetFilters?: unknown[]; tagFilter?: boolean} = {},
): Promise<SearchHit[]> {
  const client = createPagefindSearchClient({stemmerFolder: SNOWBALL_FOLDER, bundleUrl, tagFilter});
  const params = {query, hitsPerPage: 20, ...(facetFilters && {facetFilters})};
  const {results} = await client.search({requests: [{indexName: 'test', params}]} as never);
  return (results[0] as {hits: SearchHit[]}).hits;
}

/** The pages of hits, each once, in the hits' order. */
export const pagesOf = (hits: readonly SearchHit[]) => [
  ...new Set(hits.map((hit) => hit.url_without_anchor)),
];
