import type {PagefindSearchClient} from '../algoliaAdapter/types';

// The search client of a site's modal and search page, with or without other sites (option
// `sites`): sitesClient.ts makes one with other sites, alone.ts one without.

export interface SitesSearchClient extends PagefindSearchClient {
  /** The labels of the sites the newest search asked for that could not be searched. */
  failedSites(): string[];
  /**
   * `listener` is called when another site answers, or fails, after the newest search
   * answered without it: searching again shows it. Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
  /**
   * The reader is about to search: starts fetching what this site's first query needs
   * (warmUp) and reading the other sites' manifests.
   */
  prepare(): void;
}
