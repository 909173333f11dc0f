import type {Meta} from '../../shared/pagefind/meta';
import {chunksFor, chunksHolding} from './chunkRanges';
import {isJapaneseRun} from './queryRuns';
import {typoBudget} from '../text/typoBudget';

// The index chunks a query's words and runs ask for first, chosen from the chunks' bounds
// alone, before any chunk is loaded: what engineTerms.ts and chineseRuns.ts load at once, and
// what a text typed before the reader's code is here asks for
// (algoliaAdapter/earlyQueryChunks.ts). Each adds the chunks' hashes to `into`.

/**
 * A word's chunks: those that may hold the word as typed or its term (its stem, in a stemmed
 * language: chunk bounds are stemmed words), or words starting with either; for a "quoted"
 * search, the one chunk that may hold its term whole (for "s", not the dozens of chunks of words
 * starting with s). A word that sorts between two chunks is in neither: its typo candidates are
 * next to it, in the chunks on either side that hold words of its first letter (same round
 * trip).
 */
export function wordChunks(
  meta: Pick<Meta, 'chunks'>,
  typed: string,
  term: string,
  exact: boolean,
  into: Set<string>,
): void {
  const words = exact ? [term] : new Set([typed, term]);
  for (const t of words)
    for (const c of exact ? chunksHolding(meta, t) : chunksFor(meta, t)) into.add(c.hash);
  if (!exact && typoBudget(typed) > 0 && chunksHolding(meta, typed).length === 0) {
    const next = meta.chunks.findIndex((c) => c.from > typed);
    for (const c of [
      meta.chunks[next === -1 ? meta.chunks.length - 1 : next - 1],
      meta.chunks[next],
    ]) {
      if (c && (c.from[0] === typed[0] || c.to[0] === typed[0])) into.add(c.hash);
    }
  }
}

/**
 * A run's chunks (chineseRuns.ts's runTerm, its first round). Pagefind 1.6 indexes Chinese body
 * text as the pairs of neighbouring characters, and our build writes the headings' the same way
 * (shared/metaWords.ts's separateWords): a page holding a run of two or more characters as
 * written has each of its pairs as a word. So a run is first looked for by its words of two
 * characters or more; the one-character words, whose chunks are large (a common character is a
 * word on thousands of pages), are fetched only for a character no pair covers, later. From
 * every character j: the chunks that can hold the words inside the run starting at j, and those
 * of the words starting with the rest of the run. Not every chunk of the words starting with one
 * character: those of a common character fill several chunks (缓 on a 10,000-page site), where
 * the run's own words fill one. A Japanese run (`segments`, the browser's words, hold kana) also
 * reads the chunks of the words starting with each segment.
 */
export function runChunks(
  meta: Pick<Meta, 'chunks'>,
  run: string,
  segments: readonly string[],
  into: Set<string>,
): void {
  const characters = Array.from(run);
  const n = characters.length;
  const shortest = n > 1 ? 2 : 1;
  const text = (from: number, to: number) => characters.slice(from, to).join('');
  for (let j = 0; j < n; j++) {
    for (let end = j + shortest; end < n; end++)
      for (const c of chunksHolding(meta, text(j, end))) into.add(c.hash);
    if (n - j >= shortest) for (const c of chunksFor(meta, text(j, n))) into.add(c.hash);
  }
  if (isJapaneseRun(run, segments))
    for (const segment of segments) for (const c of chunksFor(meta, segment)) into.add(c.hash);
}
