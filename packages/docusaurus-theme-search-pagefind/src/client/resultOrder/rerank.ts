import {rankTier, TIER, tierQuery, writtenTier} from './tiers';
import type {Candidate, RankedCandidate} from './types';

// The hits' order: the candidates of the pages read, sorted and made distinct by URL.

/**
 * How many records of one page come before the records of other pages that hold the query as
 * well (the same tier). The DocSearch modal lists at most five hits of a sidebar category, and
 * a whole manual is often one category: without this, a page with many matching sections
 * (every section of "Running tests" holds 测试) fills all five, and the pages that answer as
 * well are not shown at all.
 */
export const RECORDS_PER_PAGE_FIRST = 2;

/**
 * For each page, the best tier at which a record of it that is not a code line (its title, a
 * heading, a paragraph, inline code in prose) holds the query: where the page names what it
 * is asked for, rather than only using it in its code. A record holding only some of the
 * query's words (TIER.other) names nothing.
 */
function namedTiers(keyed: ReadonlyArray<{candidate: Candidate; tier: number}>) {
  const named = new Map<string, number>();
  for (const {candidate, tier} of keyed) {
    if (candidate.record.code || tier === TIER.other) continue;
    const page = candidate.record.url_without_anchor;
    named.set(page, Math.max(tier, named.get(page) ?? tier));
  }
  return named;
}

/**
 * Orders candidates by tier (as typed, see writtenTier, then folded), then whether their page names the query outside its code blocks
 * at that tier (a page that explains `useNavigation` in its text or headings before pages that
 * only call it in code, however often), then Pagefind score, then headings before body text,
 * then page order; keeps the best record per URL (DocSearch's `distinct` on url); then, within a
 * tier, puts a page's records past its first RECORDS_PER_PAGE_FIRST after the other pages'
 * first ones. Among pages without code lines, and among records holding only some of the
 * query's words, the order is as without code.
 */
export function rerank(candidates: readonly Candidate[], query: string): RankedCandidate[] {
  const prepared = tierQuery(query);
  // The tier as typed first, then folded (one number: TIER's values are below 8).
  const tiered = candidates.map((candidate) => ({
    candidate,
    tier: writtenTier(candidate.record, prepared) * 8 + rankTier(candidate.record, prepared),
  }));
  const named = namedTiers(tiered);
  const keyed = tiered.map((entry) => ({
    ...entry,
    named:
      entry.tier === TIER.other ||
      (named.get(entry.candidate.record.url_without_anchor) ?? -1) >= entry.tier,
  }));
  keyed.sort(
    (a, b) =>
      b.tier - a.tier ||
      Number(b.named) - Number(a.named) ||
      b.candidate.score - a.candidate.score ||
      b.candidate.record.weight.level - a.candidate.record.weight.level ||
      a.candidate.record.weight.position - b.candidate.record.weight.position,
  );
  const seen = new Set<string>();
  const distinct: Array<{candidate: Candidate; tier: number; later: boolean}> = [];
  const perPage = new Map<string, number>(); // "tier page" → records of that page kept so far in the tier
  for (const {candidate, tier} of keyed) {
    if (seen.has(candidate.record.url)) continue;
    seen.add(candidate.record.url);
    const page = `${tier} ${candidate.record.url_without_anchor}`;
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    distinct.push({candidate, tier, later: count >= RECORDS_PER_PAGE_FIRST});
  }
  // Stable: the order above holds within each part.
  distinct.sort((a, b) => b.tier - a.tier || Number(a.later) - Number(b.later));
  return distinct.map(({candidate, tier}) => ({...candidate, tier}));
}
