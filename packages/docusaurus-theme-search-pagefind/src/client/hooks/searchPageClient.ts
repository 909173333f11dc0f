import {useSearchConfig} from './useSearchConfig';
import {useVersionedDocs} from './contextualSearch';
import {NETWORK_TIMEOUT_MS, withTimeout} from '../engine/timeout';
import type {PagefindSearchClient} from '../algoliaAdapter/types';

// Browser code: the search page's search client with the local engine, for the locale's bundle.
// The theme points `docusaurus-theme-search-pagefind/search-page-client` here (the Algolia engine
// gets searchPageClient.algolia.ts instead), so the page bundles only the engine in use. The
// client's code (the adapter: ranking, hits, highlights) is not in the page's own chunk: it
// comes with the first search, as the modal's does, with the bundle reader asked for beside it,
// so that a first visit to the page downloads neither and the first search waits for one
// round of downloads, not two.

const clients = new Map<string, PagefindSearchClient>();

/** The site's client (algoliaAdapter/siteClient.ts), downloaded on the first search. */
function clientOnFirstSearch(bundleUrl: string, versionedDocs: boolean): PagefindSearchClient {
  let loading: Promise<PagefindSearchClient> | null = null;
  let client: PagefindSearchClient | null = null;
  const load = () =>
    (loading ??= withTimeout(
      Promise.all([import('../algoliaAdapter/siteClient'), import('../engine/reader')]),
      NETWORK_TIMEOUT_MS,
      'The search engine',
    ).then(
      ([{createSiteSearchClient}]) => (client = createSiteSearchClient(bundleUrl, versionedDocs)),
      (error: unknown) => {
        loading = null; // the next search tries again (the page offers to)
        throw error;
      },
    ));
  return {
    search: (requests) => load().then((loaded) => loaded.search(requests)),
    searchForFacetValues: async () => [{facetHits: []}],
    addAlgoliaAgent() {},
    async clearCache() {},
    get loaded() {
      return client?.loaded ?? false;
    },
  };
}

export function useSearchPageClient(): PagefindSearchClient {
  const {bundleUrl} = useSearchConfig();
  const versionedDocs = useVersionedDocs();
  let client = clients.get(bundleUrl);
  if (!client) {
    client = clientOnFirstSearch(bundleUrl, versionedDocs);
    clients.set(bundleUrl, client);
  }
  return client;
}
