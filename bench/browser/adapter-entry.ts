// The one place the bench page touches the browser adapter's API: the real Pagefind-backed
// DocSearch search client from plugins/search/client, unchanged, on the engine the site uses
// (the bundle reader) or, as the baseline, Pagefind's own pagefind.js and WebAssembly.
import {META_WEIGHTS} from '../../plugins/search/shared/pagefind';
import {createPagefindSearchClient, type PagefindModule} from '../../plugins/search/client/searchClient';

export interface BenchClient {
  search(args: {requests: unknown[]}): Promise<{results: any[]}>;
}

export type BenchEngine = 'reader' | 'pagefind.js';

async function loadPagefindJs(bundleUrl: string): Promise<PagefindModule> {
  const module = (await import(/* @vite-ignore */ `${bundleUrl}pagefind.js`)) as PagefindModule;
  await module.options({basePath: bundleUrl, ranking: {metaWeights: META_WEIGHTS}});
  return module;
}

export function createBenchClient({bundleUrl, engine}: {bundleUrl: string; locale: string; engine: BenchEngine}): BenchClient {
  const loadPagefind = engine === 'pagefind.js' ? () => loadPagefindJs(bundleUrl) : undefined;
  return createPagefindSearchClient({bundleUrl, loadPagefind}) as unknown as BenchClient;
}
