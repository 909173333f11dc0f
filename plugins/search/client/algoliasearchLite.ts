import type {PagefindSearchClient} from './searchClient';
import {createSiteSearchClient} from './siteClient';

// Stands in for `algoliasearch/lite` in the browser bundle when the embedded engine is on
// (webpack alias set by plugins/search/index.ts). Docusaurus's /search page calls
// `liteClient(appId, apiKey)` while rendering; this returns the Pagefind client for the bundle
// URL that src/theme/SearchPage registered for the current locale.

let bundleUrl = '/pagefind/';
const clients = new Map<string, PagefindSearchClient>();

/** Sets the Pagefind bundle folder (locale-aware base URL + "pagefind/"). */
export function setPagefindBundleUrl(url: string): void {
  bundleUrl = url;
}

/** Same signature as algoliasearch's liteClient; the credentials are ignored. */
export function liteClient(_appId?: string, _apiKey?: string): PagefindSearchClient {
  let client = clients.get(bundleUrl);
  if (!client) {
    client = createSiteSearchClient(bundleUrl);
    clients.set(bundleUrl, client);
  }
  return client;
}

export default liteClient;
