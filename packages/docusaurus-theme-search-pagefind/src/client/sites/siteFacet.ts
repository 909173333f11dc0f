import {facetGroups, type FacetFilters} from '../engine/facets';
import {SITE_FACET, THIS_SITE} from './siteFilterNames';

export {SITE_FACET, THIS_SITE};

// Which sites a search asks for (option `sites`), said as an Algolia facet filter so that it
// travels with the search page's other filters through algoliasearch-helper: `site:this` for
// this site, `site:<label>` for another; none for every site.

/** The sites asked for (THIS_SITE or labels), or null for every site. */
export function requestedSites(facetFilters: unknown): Set<string> | null {
  let asked = null as Set<string> | null;
  for (const group of facetGroups(facetFilters as FacetFilters | undefined)) {
    const values = group.filter((facet) => facet.key === SITE_FACET && !facet.negated);
    if (values.length === 0) continue;
    const names = new Set(values.map((facet) => facet.value));
    // Several groups: sites in every one of them.
    asked = asked ? new Set(Array.from(asked).filter((name) => names.has(name))) : names;
  }
  return asked;
}

/** The request's parameters without the site facet, which no index knows. */
export function withoutSiteFacet(params: Record<string, unknown>): Record<string, unknown> {
  const filters = params.facetFilters as FacetFilters | undefined;
  if (filters === undefined || filters === null) return params;
  const isSite = (filter: unknown) =>
    typeof filter === 'string' && filter.trim().replace(/^-/, '').startsWith(`${SITE_FACET}:`);
  const list = typeof filters === 'string' ? [filters] : Array.isArray(filters) ? filters : [];
  const kept = list
    .map((item) => (Array.isArray(item) ? item.filter((filter) => !isSite(filter)) : item))
    .filter((item) => (Array.isArray(item) ? item.length > 0 : !isSite(item)));
  return {...params, facetFilters: kept};
}
