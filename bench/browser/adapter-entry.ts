// The one place the bench page touches the browser adapter's API: the real Pagefind-backed
// DocSearch search client from plugins/search/client, unchanged.
import {createPagefindSearchClient} from '../../plugins/search/client/searchClient';

export interface BenchClient {
  search(args: {requests: unknown[]}): Promise<{results: any[]}>;
}

export function createBenchClient({bundleUrl}: {bundleUrl: string; locale: string}): BenchClient {
  return createPagefindSearchClient({bundleUrl}) as unknown as BenchClient;
}
