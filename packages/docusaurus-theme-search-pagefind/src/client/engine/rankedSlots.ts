// The order of the pages a search found, from their scores (the reader's
// results, and the first few it reads before the others are sorted).

const DIGIT_BITS = 11;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;
/** The radix sort's passes, least significant digit first: [half (0 low, 1 high), shift]. */
const PASSES = [0, 1].flatMap((half) =>
  [0, DIGIT_BITS, 2 * DIGIT_BITS].map((shift) => [half, shift] as const),
);

/** Whether this machine stores a number's low 32 bits first (every browser's processor does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The slots `returned` accepts, best score first, equal scores in slot order; a NaN score (a
 * page a "quoted" search does not find) after all others.
 *
 * A radix sort on the scores' bits: each score's 64 bits, turned so that a better score is a
 * smaller unsigned number, sorted DIGIT_BITS bits at a time from the last, each pass stable, so
 * that equal scores keep their slot order: linear in the pages found, where a comparator is
 * called n log n times (a short prefix finds most pages of a big site).
 */
export function rankedSlots(
  scores: Float64Array,
  returned: (slot: number) => boolean,
): Uint32Array {
  const slots = new Uint32Array(scores.length);
  const unscored: number[] = [];
  let count = 0;
  for (let s = 0; s < scores.length; s++) {
    if (!returned(s)) continue;
    if (Number.isNaN(scores[s])) unscored.push(s);
    else slots[count++] = s;
  }
  // Each score's key, as two 32-bit halves: the bits of a number that is not negative with
  // all but the sign flipped (a greater number, a smaller key, below every negative one's),
  // a negative number's as they are (a greater number, already a smaller key). -0 is 0.
  const bits = new Uint32Array(scores.buffer, scores.byteOffset, 2 * scores.length);
  const [lowAt, highAt] = LITTLE_ENDIAN ? [0, 1] : [1, 0];
  let low = new Uint32Array(count);
  let high = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const s = slots[i];
    if (scores[s] === 0) {
      low[i] = 0xffffffff;
      high[i] = 0x7fffffff;
    } else if (bits[2 * s + highAt] >>> 31 === 0) {
      low[i] = ~bits[2 * s + lowAt] >>> 0;
      high[i] = (bits[2 * s + highAt] ^ 0x7fffffff) >>> 0;
    } else {
      low[i] = bits[2 * s + lowAt];
      high[i] = bits[2 * s + highAt];
    }
  }
  // DIGIT_BITS bits a pass, the keys moved with their slots (read in order, not through the slot).
  let from = slots.subarray(0, count);
  let to = new Uint32Array(count);
  let lowTo = new Uint32Array(count);
  let highTo = new Uint32Array(count);
  const counts = new Uint32Array(1 << DIGIT_BITS);
  for (const [half, shift] of PASSES) {
    const key = half === 0 ? low : high;
    counts.fill(0);
    for (let i = 0; i < count; i++) counts[(key[i] >>> shift) & DIGIT_MASK]++;
    if (counts[(key[0] >>> shift) & DIGIT_MASK] === count) continue; // one digit for all
    for (let digit = 0, at = 0; digit < counts.length; digit++) {
      const n = counts[digit];
      counts[digit] = at;
      at += n;
    }
    for (let i = 0; i < count; i++) {
      const at = counts[(key[i] >>> shift) & DIGIT_MASK]++;
      to[at] = from[i];
      lowTo[at] = low[i];
      highTo[at] = high[i];
    }
    [from, to, low, lowTo, high, highTo] = [to, from, lowTo, low, highTo, high];
  }
  const ranked = new Uint32Array(count + unscored.length);
  ranked.set(from);
  ranked.set(unscored, count);
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
