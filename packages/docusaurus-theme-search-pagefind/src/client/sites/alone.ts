import type {PagefindSearchClient} from '../algoliaAdapter/types';
import type {SitesSearchClient} from './types';

/** This site's client as a SitesSearchClient (a site with no other sites). */
export function alone(own: PagefindSearchClient): SitesSearchClient {
  return {
    ...own,
    get loaded() {
      return own.loaded;
    },
    failedSites: () => [],
    subscribe: () => () => {},
    prepare() {
      own.warmUp();
    },
  };
}
