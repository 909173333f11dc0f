import {savingData} from '../algoliaAdapter/dataSaver';
import type {SitesSearchClient} from './types';

// A search client whose code is downloaded on its first search, or when the reader is about to
// search (prepare): the search page's client, whose code is not in the page's own chunk
// (hooks/searchPageClient.ts), and the part of a site's client that searches other sites, which
// a site without the option `sites` never downloads (algoliaAdapter/siteClient.ts). Until the
// code is here no site has failed, and subscribers are kept for the client it makes. A download
// that fails fails the search that waits for it (the modal and the page offer to try again),
// and the next search downloads again. Nothing is downloaded under data saver until a search.

/** A failed download is told by the search that needs it (it downloads again). */
const ignore = () => {};

/**
 * The client `download` makes, downloaded on first use; `beforePrepare` runs first on each
 * prepare(), and `beforeCode` on each search asked before the client is made, for what need not
 * wait for the download.
 */
export function clientOnFirstSearch(
  download: () => Promise<SitesSearchClient>,
  beforePrepare: () => void = () => {},
  beforeCode: (requests: Parameters<SitesSearchClient['search']>[0]) => void = () => {},
): SitesSearchClient {
  let loading: Promise<SitesSearchClient> | null = null;
  let client: SitesSearchClient | null = null;
  // Subscribed before the client's code came: handed to it when it comes.
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= download().then(
      (made) => {
        client = made;
        made.subscribe(() => listeners.forEach((listener) => listener()));
        return made;
      },
      (error: unknown) => {
        loading = null; // the next search tries again
        throw error;
      },
    ));
  function prepare() {
    if (savingData()) return;
    beforePrepare();
    load().then((loaded) => loaded.prepare(), ignore);
  }
  return {
    search: (requests) => {
      if (!client) beforeCode(requests);
      return load().then((loaded) => loaded.search(requests));
    },
    searchForFacetValues: async () => [{facetHits: []}],
    addAlgoliaAgent() {},
    async clearCache() {},
    get loaded() {
      return client?.loaded ?? false;
    },
    failedSites: () => client?.failedSites() ?? [],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    warmUp: prepare,
    prepare,
  };
}
