import type {DocSearchRecord} from '../../shared/types';
import type {TwinMatch} from '../../shared/twinLayout';

// The result order's types: a record of a page read that answers the query, the keys it is
// ordered by, and that record in its place in the hits' order.

export interface Candidate {
  record: DocSearchRecord;
  /** Pagefind's score for the record's page. */
  score: number;
  /** Words the page holds only in its translation (cross-language search; see twinMatch.ts). */
  twinMatch?: TwinMatch;
}

/** A candidate in its place in the hits' order, with the tier it was ranked at (its first key). */
export interface RankedCandidate extends Candidate {
  tier: number;
}

/** A candidate with what rerank works out before sorting: its tier and whether its page names the query there. */
export interface KeyedCandidate {
  candidate: Candidate;
  /** writtenTier × 8 + rankTier: as typed first, then folded. */
  tier: number;
  /** Whether its page names the query outside its code blocks at this tier (see rerank's namedTiers). */
  named: boolean;
}

/** One key of the hits' order: its name and how it compares two candidates (negative: `a` first). */
export interface OrderKey {
  name: string;
  compare: (a: KeyedCandidate, b: KeyedCandidate) => number;
}
