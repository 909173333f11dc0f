// The theme components this package gives Docusaurus, as a site's code imports them
// (`@theme/SearchBar`, `@theme/SearchPage`: a swizzled component's neighbours, a page that
// embeds the bar). The package's types reference this file (scripts/build.mjs writes the line
// into lib/node/index.d.ts; test/themeTypes.test.ts), so a site has them with
// `"types": ["docusaurus-theme-search-pagefind"]` in its tsconfig.json, or a
// `/// <reference types="docusaurus-theme-search-pagefind" />` line.
declare module '@theme/SearchBar' {
  import type {ReactNode} from 'react';

  /** The navbar's search: the DocSearch button, and its modal on first use. */
  export default function SearchBar(): ReactNode;
}

declare module '@theme/SearchPage' {
  import type {ReactNode} from 'react';

  /** The search page (the `searchPagePath` route). */
  export default function SearchPage(): ReactNode;
}
