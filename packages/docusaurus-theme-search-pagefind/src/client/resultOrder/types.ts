import type {DocSearchRecord} from '../../shared/types';
import type {TwinMatch} from '../../shared/twinLayout';

// The result order's types: a record of a page read that answers the query, and that record in
// its place in the hits' order.

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
