/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in
 * licenses/docusaurus.LICENSE. Mirrors @docusaurus/theme-search-algolia 3.10.2 src/client
 * (useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor, mergeFacetFilters) and
 * @docusaurus/theme-common 3.10.2 useSearchLinkCreator; see licenses/upstream-copies.json.
 */
import {useCallback} from 'react';
import {useAllDocsData, useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {FacetFilters} from '../engine/facets';
import {useSearchConfig} from './useSearchConfig';
import {DEFAULT_SEARCH_TAG} from '../docusaurusCompat';
import {wellFormed} from '../algoliaAdapter/queryText';

// What the Algolia theme's hooks do, reading this theme's settings instead of
// themeConfig.algolia (which a site with this theme does not have). Contextual search: results
// in the page's language and, on a docs page, in the docs instance and version being read
// (DocSearch's `language` and `docusaurus_tag` facets, which the indexer records from each page's
// `docsearch:*` meta tags).

export type {FacetFilters} from '../engine/facets';

/** [`language:<locale>`, [`docusaurus_tag:default`, `docusaurus_tag:docs-<instance>-<version>`...]]. */
export function useContextualFacetFilters(): [string, string[]] {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * Whether a docs instance has several versions: only then does contextual search leave docs
 * pages out, and is the search client's tagFilter worth its file. (Not upstream.)
 */
export function useVersionedDocs(): boolean {
  return Object.values(useAllDocsData() ?? {}).some((docs) => docs.versions.length > 1);
}

export function mergeFacetFilters(
  f1: FacetFilters | undefined,
  f2: FacetFilters | undefined,
): FacetFilters | undefined {
  if (f1 === undefined) return f2;
  if (f2 === undefined) return f1;
  const normalize = (f: FacetFilters) => (typeof f === 'string' ? [f] : f);
  return [...normalize(f1), ...normalize(f2)];
}

/**
 * A result's absolute URL → the site-relative URL the router navigates to. (Not upstream: a URL
 * that does not parse, relative ones included, resolves against the page instead of throwing;
 * the modal and the search page drop hits of other sites before this, see useSafeHits.)
 */
export function useSearchResultUrlProcessor(): (url: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback(
    (url: string) => {
      let parsed: URL;
      try {
        parsed = new URL(url, typeof window === 'undefined' ? undefined : window.location.href);
      } catch {
        return withBaseUrl('/');
      }
      return withBaseUrl(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    },
    [withBaseUrl],
  );
}

/** The search page's URL for a query; null without a search page. */
export function useSearchLinkCreator(): ((query: string) => string) | null {
  const {searchPagePath} = useSearchConfig();
  const create = useCallback(
    (query: string) => `${searchPagePath}?q=${encodeURIComponent(wellFormed(query))}`,
    [searchPagePath],
  );
  return searchPagePath ? create : null;
}
