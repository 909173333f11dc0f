import {wordEntry, type LoadedChunk, type WordEntry} from '../../shared/pagefind/postings';

// Finding words in the index's loaded chunks (each chunk's words are sorted): the words that
// are, start with, or begin a term. Which chunks can hold them is chunkRanges.ts's.

/**
 * The index of the first word not before `term` (binary search in sorted words). For words
 * only: one binary search for both words and page numbers (placesOnPage's) would make V8
 * optimise it for both, and slow the word look-ups of the first queries after the warm-up.
 */
export function lowerBound(words: readonly string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a loaded chunk holds `word`. */
export function isWord(loaded: readonly LoadedChunk[], word: string): boolean {
  return loaded.some((c) => c.words[lowerBound(c.words, word)] === word);
}

/** Whether a loaded chunk holds a word starting with `prefix`. */
export function startsWord(loaded: readonly LoadedChunk[], prefix: string): boolean {
  return loaded.some((c) => c.words[lowerBound(c.words, prefix)]?.startsWith(prefix));
}

/** Adds to `into` the entries of `words` that the loaded chunks hold. */
export function wholeWords(
  loaded: readonly LoadedChunk[],
  words: readonly string[],
  into: Set<WordEntry>,
): Set<WordEntry> {
  for (const c of loaded) {
    for (const word of words) {
      const i = lowerBound(c.words, word);
      if (c.words[i] === word) into.add(wordEntry(c, i));
    }
  }
  return into;
}

/** Adds to `into` the entries of the loaded chunks' words starting with one of `prefixes`. */
export function wordsStartingWith(
  loaded: readonly LoadedChunk[],
  prefixes: readonly string[],
  into: Set<WordEntry>,
): Set<WordEntry> {
  for (const c of loaded) {
    for (const prefix of prefixes) {
      for (
        let i = lowerBound(c.words, prefix);
        i < c.words.length && c.words[i].startsWith(prefix);
        i++
      )
        into.add(wordEntry(c, i));
    }
  }
  return into;
}

/** The longest word in the loaded chunks that `term` extends (starts with and is longer than). */
export function longestExtended(loaded: readonly LoadedChunk[], term: string): WordEntry | null {
  let best: WordEntry | null = null;
  for (const c of loaded) {
    for (let end = term.length - 1; end > (best?.word.length ?? 0); end--) {
      const prefix = term.slice(0, end);
      const i = lowerBound(c.words, prefix);
      if (c.words[i] === prefix) {
        best = wordEntry(c, i);
        break;
      }
    }
  }
  return best;
}
