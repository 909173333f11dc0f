import type {Postings} from '../../shared/pagefind/postings';
import type {Match} from './scoreTypes';

// The matches' locations on the pages a search found, in flat typed arrays: what the scorers
// (pagefindRanking.ts, phraseScores.ts) walk page by page.

// A content location is packed into one number, (position × MATCH_LIMIT + match) × 256 +
// weight, so that a page's locations sort by position, then match, with a typed array's own sort.
export const MATCH_LIMIT = 2 ** 21;
export const WEIGHT_LIMIT = 256; // contentScorer unpacks match and weight with >>> 8 and & 255
export const POSITION_UNIT = MATCH_LIMIT * WEIGHT_LIMIT;

/** The matches' locations on the pages found, page by page. */
export interface Located {
  /** Page found[s]'s packed content locations are content[contentStart[s]] to content[contentStart[s + 1]], sorted. */
  contentStart: Int32Array;
  content: Float64Array;
  /** Its meta locations are field, match, position triples from meta[3 × metaStart[s]] on, in match order. */
  metaStart: Int32Array;
  meta: Int32Array;
  /** Per page number (of totalPages), its slot in `found`, or -1. */
  slot: Int32Array;
  /**
   * Its solo places (postings read from a summary, shared/chunkSummaries.ts): match, weight
   * pairs from solo[2 × soloStart[s]] on, in match order, each the weight its match's solo
   * places add to its word (soloWeight).
   */
  soloStart: Int32Array;
  solo: Float64Array;
}

export function locate(
  found: readonly number[],
  matches: readonly Match[],
  totalPages: number,
): Located {
  if (matches.length >= MATCH_LIMIT) throw new Error(`Too many matching words (${matches.length})`);
  const slot = new Int32Array(totalPages).fill(-1);
  found.forEach((page, s) => (slot[page] = s));
  const slotOf = (page: number) => (page < totalPages ? slot[page] : -1);
  // Counted first, then filled: two passes over the postings, no array per page.
  const contentStart = new Int32Array(found.length + 1);
  const metaStart = new Int32Array(found.length + 1);
  const soloStart = new Int32Array(found.length + 1);
  for (const {postings} of matches) {
    const {pages, locationStart, metaStart: metaStarts, soloStart: soloStarts} = postings;
    for (let i = 0; i < pages.length; i++) {
      const s = slotOf(pages[i]);
      if (s < 0) continue;
      contentStart[s + 1] += (locationStart[i + 1] - locationStart[i]) / 2;
      metaStart[s + 1] += (metaStarts[i + 1] - metaStarts[i]) / 2;
      if (soloStarts && soloStarts[i + 1] > soloStarts[i]) soloStart[s + 1]++;
    }
  }
  for (let s = 0; s < found.length; s++) {
    contentStart[s + 1] += contentStart[s];
    metaStart[s + 1] += metaStart[s];
    soloStart[s + 1] += soloStart[s];
  }
  const solo = new Float64Array(2 * soloStart[found.length]);
  const soloAt = soloStart.slice(0, found.length);
  const termsOf = soloStart[found.length] > 0 ? termsByPostings(matches) : null;
  const content = new Float64Array(contentStart[found.length]);
  const meta = new Int32Array(3 * metaStart[found.length]);
  const contentAt = contentStart.slice(0, found.length);
  const metaAt = metaStart.slice(0, found.length);
  matches.forEach(({postings}, m) => {
    const {pages, locationStart, locations, metaStart: metaStarts, metaLocations} = postings;
    const {soloStart: soloStarts, solo: soloPlaces} = postings;
    const terms = termsOf?.get(postings) ?? 1;
    for (let i = 0; i < pages.length; i++) {
      const s = slotOf(pages[i]);
      if (s < 0) continue;
      if (soloStarts && soloPlaces && soloStarts[i + 1] > soloStarts[i]) {
        const at = 2 * soloAt[s]++;
        solo[at] = m;
        solo[at + 1] = soloWeight(soloPlaces, soloStarts[i], soloStarts[i + 1], terms);
      }
      for (let j = locationStart[i]; j < locationStart[i + 1]; j += 2) {
        content[contentAt[s]++] =
          (locations[j + 1] * MATCH_LIMIT + m) * WEIGHT_LIMIT + locations[j];
      }
      for (let j = metaStarts[i]; j < metaStarts[i + 1]; j += 2) {
        const at = 3 * metaAt[s]++;
        meta[at] = metaLocations[j];
        meta[at + 1] = m;
        meta[at + 2] = metaLocations[j + 1];
      }
    }
  });
  for (let s = 0; s < found.length; s++) sortRange(content, contentStart[s], contentStart[s + 1]);
  return {contentStart, content, metaStart, meta, slot, soloStart, solo};
}

/** Per postings matched, how many of the query's terms match it. */
function termsByPostings(matches: readonly Match[]): Map<Postings, number> {
  const terms = new Map<Postings, Set<number>>();
  for (const {postings, term} of matches) {
    let known = terms.get(postings);
    if (!known) terms.set(postings, (known = new Set()));
    known.add(term);
  }
  return new Map(Array.from(terms, ([postings, set]) => [postings, set.size]));
}

/**
 * What a word's solo places, weight, count pairs from solo[from] to solo[to - 1], add to its
 * weight on the page through one of the `terms` query terms that match it (pagefindRanking.ts's
 * contentScorer): at each place every such term meets the word, and each of them adds the
 * place's weight times the terms met, at most 255.
 */
export function soloWeight(
  solo: ArrayLike<number>,
  from: number,
  to: number,
  terms: number,
): number {
  let weight = 0;
  for (let j = from; j < to; j += 2) weight += solo[j + 1] * Math.min(255, solo[j] * terms);
  return weight;
}

/**
 * Sorts values[from] to values[to - 1] (numbers, no NaN) in place: a few by insertion, more by
 * the typed array's own sort (no view made per page: a search may sort thousands of pages).
 */
export function sortRange(values: Float64Array, from: number, to: number): void {
  if (to - from > 16) {
    values.subarray(from, to).sort();
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const value = values[i];
    let j = i - 1;
    for (; j >= from && values[j] > value; j--) values[j + 1] = values[j];
    values[j + 1] = value;
  }
}
