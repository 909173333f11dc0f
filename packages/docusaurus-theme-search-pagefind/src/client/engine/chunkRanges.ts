import {cutShort, type Chunk} from '../../shared/pagefind/chunkBounds';
import type {Meta} from '../../shared/pagefind/meta';

// Which of the index's chunks can hold a word, or words starting with a term, from the chunks'
// bounds alone (no chunk loaded): a query asks for these chunks.

/** Whether `word` sorts no later than chunk i's last word (its `to` may be cut short: cutShort). */
function upToLast(chunks: readonly Chunk[], i: number, word: string): boolean {
  const {to} = chunks[i];
  return word <= to || (word.startsWith(to) && cutShort(chunks, i));
}

/** The chunks that may hold `word` (every chunk tested: the rule chunksHolding keeps). */
export function chunksHoldingLinear(chunks: readonly Chunk[], word: string): Chunk[] {
  return chunks.filter((c, i) => c.from <= word && upToLast(chunks, i, word));
}

/** The chunks that may hold `term` or words starting with it (every chunk tested). */
export function chunksForLinear(chunks: readonly Chunk[], term: string): Chunk[] {
  return chunks.filter(
    (c, i) => upToLast(chunks, i, term) && (c.from <= term || c.from.startsWith(term)),
  );
}

/**
 * Whether the chunks' bounds are in the order Pagefind writes them (chunkBounds.ts's chunkBounds),
 * so that a binary search finds the same chunks as testing each one: every `from` and `to` not
 * empty, and each chunk's `from` after the `from` and the `to` of the chunk before. Worked out
 * once per list.
 */
const ordered = new WeakMap<readonly Chunk[], boolean>();
function inOrder(chunks: readonly Chunk[]): boolean {
  let known = ordered.get(chunks);
  if (known === undefined) {
    known = chunks.every(
      (c, i) =>
        c.from !== '' &&
        c.to !== '' &&
        (i === 0 || (chunks[i - 1].from < c.from && chunks[i - 1].to < c.from)),
    );
    ordered.set(chunks, known);
  }
  return known;
}

/** How many chunks start at or before `word` (their `from` ascending). */
function startingBy(chunks: readonly Chunk[], word: string): number {
  let low = 0;
  let high = chunks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (chunks[middle].from <= word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The chunks before index `k` (those starting at or before `word`) that may hold `word`, in
 * index order. Each chunk's `to` is before the next chunk's `from`, so only the last of them
 * can end at or after `word`; an earlier one holds it only through a cut-short `to` that starts
 * `word`, and then every `from` between that `to` and `word` starts with it too: looking back
 * stops at the first `from` whose first character is not `word`'s.
 */
function holdingBefore(chunks: readonly Chunk[], k: number, word: string): Chunk[] {
  const found: Chunk[] = [];
  for (let i = k - 1; i >= 0; i--) {
    if (upToLast(chunks, i, word)) found.push(chunks[i]);
    if (chunks[i].from[0] !== word[0]) break;
  }
  return found.reverse();
}

/**
 * The chunks that may hold `word`: those starting at or before it whose last word is not
 * before it (or is cut short and starts it). Found by a binary search on the chunks' bounds
 * (a Chinese keystroke asks this of every part of its run, on thousands of chunks).
 */
export function chunksHolding(meta: Pick<Meta, 'chunks'>, word: string): Chunk[] {
  const {chunks} = meta;
  if (word === '' || !inOrder(chunks)) return chunksHoldingLinear(chunks, word);
  return holdingBefore(chunks, startingBy(chunks, word), word);
}

/**
 * The chunks that may hold `term` or words starting with it: chunksHolding's, and the chunks
 * after them whose first word starts with it (a run of chunks: their `from` sort together).
 */
export function chunksFor(meta: Pick<Meta, 'chunks'>, term: string): Chunk[] {
  const {chunks} = meta;
  if (term === '' || !inOrder(chunks)) return chunksForLinear(chunks, term);
  const k = startingBy(chunks, term);
  const found = holdingBefore(chunks, k, term);
  for (let i = k; i < chunks.length && chunks[i].from.startsWith(term); i++)
    if (upToLast(chunks, i, term)) found.push(chunks[i]);
  return found;
}

/** Whether two chunk lists list the same chunks (each one's name and bounds), in the same order. */
export function sameChunks(a: readonly Chunk[], b: readonly Chunk[] | null): boolean {
  return (
    b !== null &&
    a.length === b.length &&
    a.every((c, i) => c.hash === b[i].hash && c.from === b[i].from && c.to === b[i].to)
  );
}
