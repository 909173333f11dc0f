// Algolia `facetFilters` (what DocSearch and the search page send for contextual search),
// applied to the records the adapter rebuilds, with Algolia's rules.
//
// facetFilters: an AND-list whose items are "key:value" strings or OR-lists of them;
// a leading "-" negates ("-docusaurus_tag:x"). Example from Docusaurus:
//   ['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]

/** Algolia's `facetFilters`, as DocSearch and the search page take them (the theme's hooks build them). */
export type FacetFilters = string | Array<string | string[]>;

/** The record fields that can be filtered: language, docusaurus_tag, version. */
export type FacetValues = Readonly<Record<string, readonly string[] | string | null | undefined>>;

interface Facet {
  key: string;
  value: string;
  negated: boolean;
}

/** Parses "key:value" / "-key:value"; returns null for strings without a key. */
export function parseFacet(filter: string): Facet | null {
  let text = filter.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  let value = text.slice(colon + 1);
  if (value.startsWith('-')) {
    // Algolia also accepts "key:-value"
    negated = !negated;
    value = value.slice(1);
  }
  return {key: text.slice(0, colon).trim(), value: value.trim(), negated};
}

/** Normalises facetFilters to an AND-list of OR-lists of parsed facets. */
export function facetGroups(facetFilters: FacetFilters | undefined | null): Facet[][] {
  if (!facetFilters) return [];
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const groups: Facet[][] = [];
  for (const item of list) {
    const alternatives = (typeof item === 'string' ? [item] : item)
      .map(parseFacet)
      .filter((facet): facet is Facet => facet !== null);
    if (alternatives.length > 0) groups.push(alternatives);
  }
  return groups;
}

function hasValue(values: FacetValues, key: string, value: string): boolean {
  const field = values[key];
  if (field === null || field === undefined) return false;
  return (typeof field === 'string' ? [field] : field).includes(value);
}

/** Whether a record with these facet values passes the filters (same rules as Algolia). */
export function matchesFacetFilters(
  values: FacetValues,
  facetFilters: FacetFilters | undefined | null,
): boolean {
  return facetMatcher(facetFilters)(values);
}

/**
 * matchesFacetFilters for one set of filters, parsed once: a search checks every record of the
 * pages it reads against the same filters.
 */
export function facetMatcher(
  facetFilters: FacetFilters | undefined | null,
): (values: FacetValues) => boolean {
  const groups = facetGroups(facetFilters);
  return (values) =>
    groups.every((group) =>
      group.some((facet) => hasValue(values, facet.key, facet.value) !== facet.negated),
    );
}

/**
 * The values of `key` a record must have one of, when an item of the filters is a list of
 * such values only (contextual search's `['docusaurus_tag:default', 'docusaurus_tag:docs-…']`);
 * null when none is.
 */
export function requiredValues(
  facetFilters: FacetFilters | undefined | null,
  key: string,
): string[] | null {
  const group = facetGroups(facetFilters).find((facets) =>
    facets.every((facet) => facet.key === key && !facet.negated),
  );
  return group ? group.map((facet) => facet.value) : null;
}
