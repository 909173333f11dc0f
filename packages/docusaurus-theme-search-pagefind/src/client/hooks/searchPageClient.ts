import {NETWORK_TIMEOUT_MS, withTimeout} from '../engine/timeout';
import type {SiteSearchSettings} from '../algoliaAdapter/siteClient';
import {clientOnFirstSearch} from '../sites/clientOnFirstSearch';
import type {SitesSearchClient} from '../sites/types';
import {useSiteSearchSettings} from './useSiteSearchSettings';
import {downloadEarly, typedEarly} from '../algoliaAdapter/earlyDownloads';

// The search page's search client with the local engine, for the locale's bundle
// (and the other sites of the option `sites`). The theme points
// `docusaurus-theme-search-pagefind/search-page-client` here (the Algolia engine gets
// searchPageClient.algolia.ts instead), so the page bundles only the engine in use. The
// client's code (the adapter: ranking, hits, highlights) is not in the page's own chunk: it
// comes with the first search, as the modal's does, with the bundle reader asked for beside it,
// so that a first visit to the page downloads neither and the first search waits for one
// round of downloads, not two. When the page's input gets the focus (prepare), both come with the
// index's entry file, and then what else the first query needs (the client's warmUp), unless
// the reader saves data.

const clients = new Map<string, SitesSearchClient>();

/** The site's client (algoliaAdapter/siteClient.ts), downloaded on the first search. */
function siteClientOnFirstSearch(settings: SiteSearchSettings): SitesSearchClient {
  return clientOnFirstSearch(
    () =>
      withTimeout(
        Promise.all([
          import('../algoliaAdapter/siteClient'),
          import(/* webpackChunkName: "search-pagefind-reader" */ '../engine/reader'),
        ]),
        NETWORK_TIMEOUT_MS,
        'The search engine',
      ).then(([{createSiteSearchClient}]) => createSiteSearchClient(settings)),
    // The index's entry file comes beside the client's code (earlyDownloads.ts).
    () => downloadEarly(settings.bundleUrl),
    // A query searched before the client's code is here (typed, or the page's ?q=): its index
    // chunks are asked for once the entry file is in, as the modal's placeholder asks for
    // those of its text. (The page's algoliasearch-helper sends its params as an object.)
    (requests) => {
      const [first] = Array.isArray(requests) ? requests : requests.requests;
      const query = (first?.params as {query?: unknown} | undefined)?.query;
      if (typeof query === 'string') typedEarly(query);
      downloadEarly(settings.bundleUrl);
    },
  );
}

export function useSearchPageClient(): SitesSearchClient {
  const settings = useSiteSearchSettings();
  let client = clients.get(settings.bundleUrl);
  if (!client) {
    client = siteClientOnFirstSearch(settings);
    clients.set(settings.bundleUrl, client);
  }
  return client;
}
