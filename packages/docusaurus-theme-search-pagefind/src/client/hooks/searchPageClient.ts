import {useSearchConfig} from './useSearchConfig';
import {useVersionedDocs} from './contextualSearch';
import {createSiteSearchClient} from '../algoliaAdapter/siteClient';
import type {PagefindSearchClient} from '../algoliaAdapter/types';

// Browser code: the search page's search client with the local engine, for the locale's bundle.
// The theme points `docusaurus-theme-search-pagefind/search-page-client` here (the Algolia engine
// gets searchPageClient.algolia.ts instead), so the page bundles only the engine in use.

const clients = new Map<string, PagefindSearchClient>();

export function useSearchPageClient(): PagefindSearchClient {
  const {bundleUrl} = useSearchConfig();
  const versionedDocs = useVersionedDocs();
  let client = clients.get(bundleUrl);
  if (!client) {
    client = createSiteSearchClient(bundleUrl, versionedDocs);
    clients.set(bundleUrl, client);
  }
  return client;
}
