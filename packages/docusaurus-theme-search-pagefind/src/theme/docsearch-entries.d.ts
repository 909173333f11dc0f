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
