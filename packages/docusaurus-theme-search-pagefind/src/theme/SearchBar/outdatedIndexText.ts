import {translate} from '@docusaurus/Translate';

// What the visitor reads when the search index was written by another Pagefind version than the
// site's reader reads (a cache still serving an earlier build's index, or a build with another
// Pagefind), in the reader's language: the help text of the modal's error screen (DocSearchBar)
// and of the search page's error (SearchPage/ThemeSearchPage). The browser's console gets the
// technical line (PagefindVersionError with BROWSER_ADVICE, shared/pagefind/version.ts).

/** The outdated-index help text, translated. */
export function outdatedIndexText(): string {
  return translate({
    id: 'search.modal.errorScreen.outdatedIndex',
    message:
      'The search index does not match this version of the site. Reload the page; if this persists, the site must be rebuilt and redeployed.',
    description:
      'Help text of the search error screen when the search index was written by another Pagefind version than the site reads',
  });
}
