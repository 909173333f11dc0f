// Algolia's logo with Pagefind's engine: none, as the page hides the "Powered by Algolia" line
// (styles.css). src/index.ts picks this module or AlgoliaLogo.tsx, so that a site searching with
// Pagefind bundles no logo.
import type {ReactNode} from 'react';

export default function AlgoliaLogo(): ReactNode {
  return null;
}
