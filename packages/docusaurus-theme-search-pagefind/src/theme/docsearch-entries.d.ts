// Type declarations for the DocSearch entry points that src/theme/SearchBar loads lazily
// (they ship without .d.ts files).
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';

// The search page's client for the engine in use, chosen at build time by the theme
// (src/index.ts, configureWebpack): client/hooks/searchPageClient.ts or searchPageClient.algolia.ts.
declare module 'docusaurus-theme-search-pagefind/search-page-client' {
  import type {SearchClient} from 'algoliasearch-helper';
  export function useSearchPageClient(): SearchClient;
}

// Algolia's logo on the search page, chosen at build time by the theme (src/index.ts,
// configureWebpack): theme/SearchPage/AlgoliaLogo.tsx with Algolia's engine, else
// algoliaLogo.none.tsx.
declare module 'docusaurus-theme-search-pagefind/search-page-logo' {
  export {default} from './SearchPage/AlgoliaLogo';
}

// What the search page and the modal show of other sites, chosen at build time by the theme
// (src/index.ts, configureWebpack): theme/SearchPage/sitesUi.ts, or sitesUi.none.ts without them.
declare module 'docusaurus-theme-search-pagefind/sites-ui' {
  type SitesUi = typeof import('./SearchPage/sitesUi');
  export const SiteFilter: SitesUi['SiteFilter'];
  export const SitesNotice: SitesUi['SitesNotice'];
  export const useLateSiteAnswers: SitesUi['useLateSiteAnswers'];
  export const useSiteFilter: SitesUi['useSiteFilter'];
  export const useSiteLabels: SitesUi['useSiteLabels'];
}

// This theme's own SearchTranslations (src/theme/SearchTranslations), as Docusaurus aliases it.
declare module '@theme/SearchTranslations' {
  import translations from './SearchTranslations/index';
  export default translations;
}

// The line under a result found through the page's translation (src/theme/SearchTwinMatch).
declare module '@theme/SearchTwinMatch' {
  import SearchTwinMatch, {twinWords} from './SearchTwinMatch/index';
  export {twinWords};
  export default SearchTwinMatch;
}
