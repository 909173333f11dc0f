import {devServerOptions} from './devServer';
import {createPagefindSearchClient, type PagefindSearchClient} from './searchClient';

// Browser code: the search client the site's modal and /search page use, for the bundle at
// `bundleUrl`; under `npm start` it also follows the dev server's rebuilt bundle (devServer.ts).
// With `versionedDocs` (useVersionedDocs), a search scoped to a docs version reads that
// version's pages only (searchClient.ts, tagFilter).

export function createSiteSearchClient(
  bundleUrl: string,
  versionedDocs: boolean,
): PagefindSearchClient {
  return createPagefindSearchClient({
    bundleUrl,
    tagFilter: versionedDocs,
    ...devServerOptions(bundleUrl),
  });
}
