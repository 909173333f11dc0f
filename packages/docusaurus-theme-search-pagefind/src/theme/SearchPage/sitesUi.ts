// With other sites (option `sites`): what the search page and the modal show of them, the site
// menu and the notice of sites that could not be searched, and the hooks they read. The theme
// picks this module or sitesUi.none.ts at build time (src/index.ts aliases
// `docusaurus-theme-search-pagefind/sites-ui`), so that a site without other sites bundles none
// of it.
import {useSiteSearchSettings} from '../../client/hooks/useSiteSearchSettings';

export {default as SiteFilter, useLateSiteAnswers, useSiteFilter} from './SiteFilter';
export {default as SitesNotice} from '../SearchBar/SitesNotice';

/** The other sites' labels, in the reader's language. */
export function useSiteLabels(): string[] {
  return useSiteSearchSettings().sites.map(({label}) => label);
}
