/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Mirrors @docusaurus/theme-common 3.10.2 src/hooks/useSearchPage.ts
 * (useSearchQueryString); see licenses/upstream-copies.json.
 */
// The Docusaurus client APIs this theme uses whose home differs between the
// Docusaurus versions it supports, in one place. Imported instead of the Docusaurus module by
// the copied search page (theme/SearchPage/ThemeSearchPage.tsx) and the contextual-search hooks.
//
// - useSearchQueryString: exported by @docusaurus/theme-common from 3.6 through 3.10; 4.0
//   (canary 4.0.0-canary-6808) moves it to @docusaurus/theme-search-algolia's client, which a
//   site with this theme need not have. Both define it as `useQueryString('q')`, and
//   theme-common's useQueryString is exported from 3.6 through 4.0: that is used here.
// - DEFAULT_SEARCH_TAG: @docusaurus/theme-common/internal, 3.6 through 4.0 alike.
import {useQueryString} from '@docusaurus/theme-common';

export {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';

/** The search page's query parameter (Docusaurus's SEARCH_PARAM_QUERY). */
const SEARCH_PARAM_QUERY = 'q';

/** The search page's query in the URL (`?q=`), and a setter that writes it there. */
export function useSearchQueryString(): [string, (newValue: string) => void] {
  return useQueryString(SEARCH_PARAM_QUERY);
}
