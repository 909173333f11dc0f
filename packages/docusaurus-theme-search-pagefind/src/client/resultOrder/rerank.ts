import {rankTier, TIER, tierQuery, writtenTier} from './tiers';
import type {Candidate, KeyedCandidate, OrderKey, RankedCandidate} from './types';

// The hits' order: the candidates of the pages read, sorted by ORDER_KEYS and made distinct by
// URL.

/**
 * The hits' order, key after key: the first key that tells two candidates apart decides. A rule
 * about which hit comes first is a key here, in its place; each key names the tests that pin it
 * ("Pinned by", in rerank.test.ts, which checks that they exist), which a change of the keys moves.
 */
export const ORDER_KEYS: readonly OrderKey[] = [
  // How well the record holds the query, as typed, then folded (tiers.ts).
  // Pinned by 'puts a title match above a body match even when Pagefind scored the body higher'
  // Pinned by 'puts an exact phrase above scattered words'
  // Pinned by 'puts the words as typed above words that only fold to them (diacritics)'
  {name: 'tier', compare: (a, b) => b.tier - a.tier},
  // Whether its page names the query outside its code blocks at that tier.
  // Pinned by 'puts a page naming the query in its text above pages holding it only in code, whatever their scores'
  {name: 'named', compare: (a, b) => Number(b.named) - Number(a.named)},
  // Pagefind's score of its page.
  // Pinned by 'breaks ties by score, then headings first, then page order'
  {name: 'pageScore', compare: (a, b) => b.candidate.score - a.candidate.score},
  // A heading before body text.
  // Pinned by 'puts a heading before body text of the same tier and score'
  {
    name: 'headingFirst',
    compare: (a, b) => b.candidate.record.weight.level - a.candidate.record.weight.level,
  },
  // Its place in its page.
  // Pinned by 'breaks ties by score, then headings first, then page order'
  {
    name: 'pageOrder',
    compare: (a, b) => a.candidate.record.weight.position - b.candidate.record.weight.position,
  },
];

/** ORDER_KEYS applied in order (a key comparing to 0, or to NaN, leaves it to the next). */
function byOrderKeys(a: KeyedCandidate, b: KeyedCandidate): number {
  for (const key of ORDER_KEYS) {
    const order = key.compare(a, b);
    if (order) return order;
  }
  return 0;
}

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
 * Orders candidates by ORDER_KEYS: tier (as typed, see writtenTier, then folded), then whether
 * their page names the query outside its code blocks at that tier (a page that explains
 * `useNavigation` in its text or headings before pages that only call it in code, however
 * often), then Pagefind score, then headings before body text, then page order; keeps the best record per URL (DocSearch's `distinct` on url); then, within a
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
  const keyed: KeyedCandidate[] = tiered.map((entry) => ({
    ...entry,
    named:
      entry.tier === TIER.other ||
      (named.get(entry.candidate.record.url_without_anchor) ?? -1) >= entry.tier,
  }));
  keyed.sort(byOrderKeys);
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
  // Stable: the order above holds within each part ('a page with many matching sections lets
  // the next pages in', and the other cases beside it).
  distinct.sort((a, b) => b.tier - a.tier || Number(a.later) - Number(b.later));
  return distinct.map(({candidate, tier}) => ({...candidate, tier}));
}
