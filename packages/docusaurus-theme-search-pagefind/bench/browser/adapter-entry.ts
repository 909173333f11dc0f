// The one place the bench page touches the browser adapter's API: the real Pagefind-backed
// DocSearch search client from packages/docusaurus-theme-search-pagefind/src/client, unchanged, on the engine the site uses
// (the bundle reader) or, as the baseline, Pagefind's own pagefind.js and WebAssembly. The
// engine is wrapped only to time its two phases: scoring (search) and reading pages (data).
import {META_WEIGHTS} from '../../src/shared/recordLayout';
import {
  createPagefindSearchClient,
  readerLoader,
  type PagefindModule,
  type SearchResult,
} from '../../src/client/docsearch/searchClient';

export interface BenchClient {
  search(args: {requests: unknown[]}): Promise<{results: SearchResult[]}>;
}

export type BenchEngine = 'reader' | 'pagefind.js';

/** Wall time a keystroke spent with the engine searching, and with page reads in flight. */
export interface Phases {
  searchMs: number;
  pagesMs: number;
  /** Pages read (each one request, unless read before). */
  pagesRead: number;
}

async function loadPagefindJs(bundleUrl: string): Promise<PagefindModule> {
  const module = (await import(/* @vite-ignore */ `${bundleUrl}pagefind.js`)) as PagefindModule;
  await module.options({basePath: bundleUrl, ranking: {metaWeights: META_WEIGHTS}});
  return module;
}

/** Adds to `phases()` the wall time during which at least one call of each kind is pending. */
function timed(module: PagefindModule, phases: () => Phases): PagefindModule {
  const clock = (key: 'searchMs' | 'pagesMs') => {
    let pending = 0;
    let since = 0;
    return async <T>(work: () => Promise<T>): Promise<T> => {
      if (pending++ === 0) since = performance.now();
      try {
        return await work();
      } finally {
        if (--pending === 0) phases()[key] += performance.now() - since;
      }
    };
  };
  const searching = clock('searchMs');
  const reading = clock('pagesMs');
  return {
    ...module,
    init: module.init?.bind(module),
    options: module.options.bind(module),
    async search(term, options) {
      const response = await searching(() => module.search(term, options));
      if (!response) return response;
      return {
        results: response.results.map((result) => ({
          ...result,
          data: () => {
            phases().pagesRead++;
            return reading(() => result.data());
          },
        })),
      };
    },
  };
}

export function createBenchClient({
  bundleUrl,
  engine,
  phases,
}: {
  bundleUrl: string;
  locale: string;
  engine: BenchEngine;
  phases: () => Phases;
}): BenchClient {
  const load = engine === 'pagefind.js' ? () => loadPagefindJs(bundleUrl) : readerLoader(bundleUrl);
  return createPagefindSearchClient({
    bundleUrl,
    loadPagefind: async () => timed(await load(), phases),
  }) as unknown as BenchClient;
}
