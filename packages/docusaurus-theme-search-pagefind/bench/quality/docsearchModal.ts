// What the DocSearch modal (@docsearch/react 3.9.0, the version package.json pins) asks the
// search client and in what order it shows the answer: the one place the benchmarks mirror its
// internals. Upstream: packages/docsearch-react/src/DocSearchModal.tsx (the `search` call in
// getSources and the two `groupBy`s) and src/utils/groupBy.ts, at tag v3.9.0; in the installed
// bundle, node_modules/@docsearch/react/dist/esm/index.js. Framework-free (the browser bench
// page and Node both use it).

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** DocSearch's default `maxResultsPerGroup`; the site's LocalSearchBar does not set it. */
export const MAX_RESULTS_PER_GROUP = 5;

/**
 * The request DocSearch 3.9 sends for one query (snippets of 10 words, as on a wide screen),
 * with the facet filters Docusaurus's contextual search adds on a docs page of `locale`.
 */
export function docsearchRequest(
  query: string,
  {indexName, locale}: {indexName: string; locale: string},
) {
  return {
    query,
    indexName,
    attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: [
      `language:${locale}`,
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ],
  };
}

/** The fields of a hit the modal groups by. */
export interface GroupableHit {
  hierarchy: Record<string, string | null>;
  _highlightResult?: {hierarchy?: Record<string, {value?: string} | undefined>};
}

/** upstream groupBy: first-seen order of keys, at most `max` items per key. */
function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k) ?? [];
    if (!groups.has(k)) groups.set(k, group);
    if (group.length < max) group.push(item);
  }
  return [...groups.values()];
}

/** The group title: lvl0 as highlighted, marks removed (upstream `getCollectionTitle`'s key). */
function lvl0Key(hit: GroupableHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted ? highlighted.replace(/<\/?mark>/g, '') : String(hit.hierarchy.lvl0);
}

/**
 * The hits in the order the modal lists them: grouped by lvl0 (sidebar category), groups in the
 * order of their first hit, then within a group by lvl1 (page title), at most 5 of each; hits
 * past those limits are not shown.
 */
export function modalOrder<T extends GroupableHit>(
  hits: readonly T[],
  max = MAX_RESULTS_PER_GROUP,
): T[] {
  return groupBy(hits, lvl0Key, max).flatMap((group) =>
    groupBy(group, (hit) => String(hit.hierarchy.lvl1), max).flat(),
  );
}
