import type {EngineOptions} from '../../shared/engineOptions';
import type {SearchSite} from '../../shared/globalData';
import {alone} from '../sites/alone';
import {clientOnFirstSearch} from '../sites/clientOnFirstSearch';
import type {ReaderLocale} from '../sites/otherSite';
import type {SitesSearchClient} from '../sites/types';
import {NETWORK_TIMEOUT_MS, withTimeout} from '../engine/timeout';
import {devServerOptions} from './devServer';
import {RetryError} from './errors';
import {createPagefindSearchClient} from './searchClient';

// The search client the site's modal and /search page use, for the bundle at
// `bundleUrl`; under `npm start` it also follows the dev server's rebuilt bundle (devServer.ts).
// With `versionedDocs` (useVersionedDocs), a search scoped to a docs version reads that
// version's pages only (searchClient.ts, tagFilter). A record whose page is not under the
// locale's base URL is skipped (pageBase). With other `sites`, their results are merged in
// (client/sites/), by code downloaded only then (sites/withOtherSites.ts). The engine's
// options reach this site's reader and every other site's.

export interface SiteSearchSettings {
  /** The locale's bundle folder (SearchGlobalData's bundleUrl). */
  bundleUrl: string;
  /** Whether a docs instance has several versions (useVersionedDocs). */
  versionedDocs: boolean;
  /** The other sites searched with this one (the option `sites`). */
  sites: readonly SearchSite[];
  /** The reader's locale, which picks each other site's. */
  reader: ReaderLocale;
  /** The options of the engine (SearchGlobalData's engineOptions), for every site's reader. */
  engineOptions?: EngineOptions;
}

/** The locale's base URL path: the bundle folder's parent ("/blog-notes/en/" for "/blog-notes/en/pagefind/"). */
function localeBase(bundleUrl: string): string {
  return new URL(bundleUrl, 'http://site.invalid/').pathname.replace(/[^/]*\/?$/, '');
}

export function createSiteSearchClient({
  bundleUrl,
  versionedDocs,
  sites,
  reader,
  engineOptions,
}: SiteSearchSettings): SitesSearchClient {
  const own = createPagefindSearchClient({
    bundleUrl,
    engineOptions,
    pageBase: localeBase(bundleUrl),
    tagFilter: versionedDocs,
    ...devServerOptions(bundleUrl),
  });
  if (sites.length === 0) return alone(own);
  // The code that searches other sites comes on the first search, or as the modal opens. If it
  // cannot be downloaded, the search fails as when the engine's code cannot: the modal's error
  // screen, whose "try again" downloads it again.
  return clientOnFirstSearch(
    () =>
      withTimeout(
        import('../sites/withOtherSites'),
        NETWORK_TIMEOUT_MS,
        'The code that searches other sites',
      ).then(
        ({withOtherSites}) => withOtherSites(own, {bundleUrl, sites, reader, engineOptions}),
        (error: unknown) => {
          throw new RetryError('The search engine could not be loaded.', {cause: error});
        },
      ),
    () => own.warmUp(),
  );
}
