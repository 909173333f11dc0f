import {devServerOptions} from './devServer';
import {createPagefindSearchClient} from './searchClient';
import type {PagefindSearchClient} from './types';

// Browser code: the search client the site's modal and /search page use, for the bundle at
// `bundleUrl`; under `npm start` it also follows the dev server's rebuilt bundle (devServer.ts).
// With `versionedDocs` (useVersionedDocs), a search scoped to a docs version reads that
// version's pages only (searchClient.ts, tagFilter). A record whose page is not under the
// locale's base URL is skipped (pageBase).

/** The locale's base URL path: the bundle folder's parent ("/blog-notes/en/" for "/blog-notes/en/pagefind/"). */
function localeBase(bundleUrl: string): string {
  return new URL(bundleUrl, 'http://site.invalid/').pathname.replace(/[^/]*\/?$/, '');
}

export function createSiteSearchClient(
  bundleUrl: string,
  versionedDocs: boolean,
): PagefindSearchClient {
  return createPagefindSearchClient({
    bundleUrl,
    pageBase: localeBase(bundleUrl),
    tagFilter: versionedDocs,
    ...devServerOptions(bundleUrl),
  });
}
