// How records are laid out in Pagefind, shared by the indexer (Node) and the adapter (browser).

/**
 * Pagefind `ranking.metaWeights`. Pagefind searches every meta key: the record's own heading
 * (`title`) counts most, the page title and section headings a little (so a paragraph is found
 * by the heading it sits under, as in DocSearch), and bookkeeping keys not at all (the adapter
 * drops entries whose only matches are in zero-weight keys).
 */
export const META_WEIGHTS: Readonly<Record<string, number>> = {
  title: 8,
  lvl0: 0,
  lvl1: 1.5,
  lvl2: 1,
  lvl3: 1,
  lvl4: 1,
  lvl5: 1,
  lvl6: 1,
  objectID: 0,
  url: 0,
  type: 0,
  position: 0,
};
