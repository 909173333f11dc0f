// Type declarations for the DocSearch entry points that src/theme/SearchBar loads lazily
// (they ship without .d.ts files).
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
