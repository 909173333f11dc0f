import type {EngineOptions} from '../../shared/engineOptions';
import type {SearchSite} from '../../shared/globalData';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import type {PagefindSearchClient} from '../algoliaAdapter/types';
import {otherSite, type ReaderLocale} from './otherSite';
import {createSitesSearchClient} from './sitesClient';
import type {SitesSearchClient} from './types';

// This site's client with the other sites of the option `sites` searched beside it: a chunk
// of its own, which algoliaAdapter/siteClient.ts downloads only for a site that has other
// sites. Unnamed: a chunk's name would be one more string in the chunk map that every page's
// webpack runtime carries.

export interface OtherSitesSettings {
  /** This site's bundle folder, whose stemmers read the other sites' bundles too. */
  bundleUrl: string;
  sites: readonly SearchSite[];
  /** The reader's locale, which picks each other site's. */
  reader: ReaderLocale;
  engineOptions?: EngineOptions;
}

export function withOtherSites(
  own: PagefindSearchClient,
  {bundleUrl, sites, reader, engineOptions}: OtherSitesSettings,
): SitesSearchClient {
  // (The search page makes its client while it renders, on the server too, where it never searches.)
  const pageUrl = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  return createSitesSearchClient(
    own,
    // Other sites' bundles are read with this site's stemmers: no code comes from another site.
    sites.map((site) =>
      otherSite(site, reader, {pageUrl, stemmerFolder: stemmerFolderOf(bundleUrl), engineOptions}),
    ),
  );
}
