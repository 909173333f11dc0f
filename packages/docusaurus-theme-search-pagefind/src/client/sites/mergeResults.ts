import type {SearchHit} from '../algoliaAdapter/types';

// The hits of several sites in one list (option `sites`). Each site's hits come in its own
// order (resultOrder/rerank.ts), which the merge keeps: it takes, each time, the best of the
// sites' next hits, by tier (how well the hit holds the query as typed), then by the page's
// score times the site's weight, then this site's before another's. So this site's results
// keep their order, and a heading that is the query on another site still comes before a
// paragraph that merely holds it here, whatever the two indexes' scores.

export interface SiteHits {
  hits: readonly SearchHit[];
  /** The factor on the site's scores (1 for this site). */
  weight: number;
}

function before(a: SearchHit, aWeight: number, b: SearchHit, bWeight: number): boolean {
  const tiers = a.__ranking.tier - b.__ranking.tier;
  if (tiers !== 0) return tiers > 0;
  return a.__ranking.score * aWeight > b.__ranking.score * bWeight;
}

/** The first `count` hits of all sites, merged; `sites` in order of precedence on ties. */
export function mergeHits(sites: readonly SiteHits[], count: number): SearchHit[] {
  const next = sites.map(() => 0);
  const merged: SearchHit[] = [];
  while (merged.length < count) {
    let best = -1;
    for (let s = 0; s < sites.length; s++) {
      if (next[s] >= sites[s].hits.length) continue;
      if (
        best === -1 ||
        before(
          sites[s].hits[next[s]],
          sites[s].weight,
          sites[best].hits[next[best]],
          sites[best].weight,
        )
      )
        best = s;
    }
    if (best === -1) break;
    merged.push(sites[best].hits[next[best]++]);
  }
  return merged;
}
