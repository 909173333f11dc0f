// The two engines the quality benchmark compares, on one Pagefind bundle served over HTTP
// (Node only; the bench script and the npm-test floor both use this):
// - the site's engine as the DocSearch modal uses it: the real search client
//   (packages/docusaurus-theme-search-pagefind/src/client/searchClient.ts, with its default engine, the bundle reader), asked
//   what the modal asks, its hits put in the order the modal lists them;
// - Pagefind's own pagefind.js and WebAssembly from the same bundle, its pages in score order
//   (as Pagefind's own UI lists them), with the site's meta weights.
// Each answers a query with the pages it shows, best first, as URL paths.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createPagefindSearchClient} from '../../src/client/algoliaAdapter/searchClient';
import type {SearchHit} from '../../src/client/algoliaAdapter/types';
import type {PagefindModule} from '../../src/client/engine/types';
import {decodeMeta, readBundleFile} from '../../src/client/engine/reader';
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {docsearchRequest, modalOrder} from './docsearchModal';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';

export type EngineName = 'site' | 'pagefind.js';
export const engineNames: readonly EngineName[] = ['site', 'pagefind.js'];

/** A query's answer: the pages shown, best first (URL paths, no anchor), at most `MAX_PAGES`. */
export type Ranker = (query: string) => Promise<string[]>;

/** The modal asks for 20 hits; pages further down than that are not on screen. */
export const MAX_PAGES = 20;

const pathOf = (url: string) => decodeURI(new URL(url, 'http://localhost').pathname);

function distinct(paths: Iterable<string>): string[] {
  return [...new Set(paths)].slice(0, MAX_PAGES);
}

/** The site's engine: the search client the modal uses, on the bundle at `bundleUrl`. */
export function siteRanker(bundleUrl: string, locale: string): Ranker {
  const client = createPagefindSearchClient({stemmerFolder: SNOWBALL_FOLDER, bundleUrl});
  return async (query) => {
    const {results} = await client.search({
      requests: [docsearchRequest(query, {indexName: `quality_${locale}`, locale})],
    });
    return distinct(
      modalOrder(results[0].hits as SearchHit[]).map((hit) => pathOf(hit.url_without_anchor)),
    );
  };
}

/**
 * pagefind.js from the bundle (the file on disk, its index over HTTP). Every index chunk is
 * loaded first: pagefind.js looks for a query's words only in the chunks in memory, so without
 * this its answer to a prefix would depend on the queries asked before (its best case, then).
 */
export async function pagefindJsRanker(
  bundleDir: string,
  bundleUrl: string,
  language: string,
): Promise<Ranker> {
  const module = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(bundleDir, 'pagefind.js')).href
  )) as PagefindModule & {
    preload(term: string): Promise<void>;
  };
  await module.options({basePath: bundleUrl, ranking: {metaWeights: META_WEIGHTS}});
  // pagefind.js takes its language from <html lang> only (detectLanguage; an option cannot set
  // it), when its first call makes its instance: without a document it is "unknown", and a
  // Chinese or Japanese query is then not cut into words by Intl.Segmenter as in a browser
  // (the whole title one prefix term, found as the title's one meta word). The page's <html
  // lang>, for that first call.
  const global = globalThis as {document?: unknown};
  const hadDocument = 'document' in global;
  const previous = global.document;
  global.document = {querySelector: () => ({getAttribute: () => language})};
  const first = module.preload('');
  if (hadDocument) global.document = previous;
  else delete global.document;
  await first;
  const entry = (await (await fetch(`${bundleUrl}pagefind-entry.json`)).json()) as {
    languages: Record<string, {hash: string}>;
  };
  for (const {hash} of Object.values(entry.languages)) {
    const meta = decodeMeta(
      await readBundleFile(await fetch(`${bundleUrl}pagefind.${hash}.pf_meta`)),
    );
    for (const chunk of meta.chunks) await module.preload(chunk.from);
  }
  return async (query) => {
    const results = ((await module.search(query))?.results ?? []).slice(0, MAX_PAGES);
    return distinct(
      (await Promise.all(results.map((r) => r.data()))).map((data) => pathOf(data.url)),
    );
  };
}

/** Both engines: the site's on its bundle, pagefind.js on a bundle that kept Pagefind's runtime. */
export async function rankers(
  siteBundleUrl: string,
  pagefindJs: {dir: string; url: string},
  locale: string,
): Promise<Record<EngineName, Ranker>> {
  return {
    site: siteRanker(siteBundleUrl, locale),
    'pagefind.js': await pagefindJsRanker(pagefindJs.dir, pagefindJs.url, locale),
  };
}
