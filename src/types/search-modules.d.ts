// Type declarations for the DocSearch entry points that src/theme/SearchBar loads lazily
// (they ship without .d.ts files).
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';

// The engine's search bar, chosen at build time by the search plugin (plugins/search/index.ts):
// src/theme/SearchBar/LocalSearchBar with Pagefind, the theme's own SearchBar with Algolia.
declare module '@search-local/SearchBar' {
  import type {ReactNode} from 'react';
  import type {DocSearchModalProps} from '@docsearch/react';
  export default function SearchBar(props: {getMissingResultsUrl?: DocSearchModalProps['getMissingResultsUrl']}): ReactNode;
}
