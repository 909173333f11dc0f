// Browser code: the order of the pages a search found, from their scores (the reader's
// results, and the first few it reads before the others are sorted).

/**
 * The slots `returned` accepts, best score first, equal scores in slot order; a NaN score (a
 * page a "quoted" search does not find) after all others.
 *
 * The distinct scores are sorted by the typed array's own sort, and the slots placed by the
 * rank of their score (a counting sort, stable): a comparator called n log n times took
 * milliseconds on the 8,000 pages of a three-letter English prefix.
 */
export function rankedSlots(
  scores: Float64Array,
  returned: (slot: number) => boolean,
): Uint32Array {
  const slots: number[] = [];
  for (let s = 0; s < scores.length; s++) if (returned(s)) slots.push(s);
  // The distinct scores, best first (the typed array's sort is ascending, NaN last).
  const ascending = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) ascending[i] = scores[slots[i]];
  ascending.sort();
  const sorted = new Float64Array(slots.length);
  let distinct = 0;
  for (let i = ascending.length - 1; i >= 0; i--) {
    if (Number.isNaN(ascending[i])) continue;
    if (distinct === 0 || ascending[i] !== sorted[distinct - 1]) sorted[distinct++] = ascending[i];
  }
  // Each slot's rank (0 for the best score, `distinct` for NaN), then the slots by rank.
  const rankOf = new Uint32Array(slots.length);
  const firstOfRank = new Uint32Array(distinct + 2);
  for (let i = 0; i < slots.length; i++) {
    const score = scores[slots[i]];
    let rank = distinct;
    if (!Number.isNaN(score)) {
      let low = 0;
      let high = distinct - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sorted[middle] > score) low = middle + 1;
        else high = middle;
      }
      rank = low;
    }
    rankOf[i] = rank;
    firstOfRank[rank + 1]++;
  }
  for (let rank = 1; rank <= distinct + 1; rank++) firstOfRank[rank] += firstOfRank[rank - 1];
  const ranked = new Uint32Array(slots.length);
  for (let i = 0; i < slots.length; i++) ranked[firstOfRank[rankOf[i]]++] = slots[i];
  return ranked;
}

/**
 * The first `count` of rankedSlots, in one pass: a sorted list of at most `count` slots, kept
 * as the scores are read (for more than a few, rankedSlots' sort).
 */
export function bestSlots(
  scores: Float64Array,
  returned: (slot: number) => boolean,
  wanted: number,
): number[] {
  const best: number[] = [];
  const count = Math.floor(wanted);
  if (!(count >= 1)) return best; // (NaN too)
  if (count > 32) return Array.from(rankedSlots(scores, returned).subarray(0, count));
  for (let s = 0; s < scores.length; s++) {
    if (best.length === count && !(scores[s] > scores[best[count - 1]])) continue;
    if (!returned(s)) continue;
    let at = best.length;
    while (at > 0 && scores[s] > scores[best[at - 1]]) at--;
    best.splice(at, 0, s);
    if (best.length > count) best.pop();
  }
  return best;
}
