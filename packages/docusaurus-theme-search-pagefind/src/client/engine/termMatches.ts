import {wordEntry, type LoadedChunk, type WordEntry} from '../../shared/pagefind/postings';
import {longestExtended, wholeWords, wordsStartingWith} from './chunkWords';
import {typoBudget} from '../text/typoBudget';
import {typosToStem} from '../text/typos';
import type {QueryTerm} from './types';

// The words of the loaded chunks that a query term matches, as pagefind.js
// matches them (a prefix, falling back on the longest word the term extends), with words a
// typo or two away when nothing else matches (typos.ts), and a Chinese run's words per
// character (chineseRuns.ts).

/**
 * The words matching a query term, in groups a page must each have a word of: one group,
 * or for a run one per character it requires (none when it requires none). The words found
 * a typo or two away are added to `typos`, with their count.
 */
export function termMatches(
  loaded: LoadedChunk[],
  {term, mode, cover = [], typed = term, stemmed}: QueryTerm,
  typos: Map<WordEntry, number>,
): WordEntry[][] {
  if (mode === 'run')
    return cover
      .map(({words, prefixes}) =>
        wordsStartingWith(loaded, prefixes, wholeWords(loaded, words, new Set())),
      )
      .map((group) => Array.from(group));
  if (mode === 'exact') return [Array.from(wholeWords(loaded, [term], new Set()))];
  const entries = wordsStartingWith(loaded, [term], new Set());
  if (entries.size > 0) {
    // A word typed past its stem ("borrowi" for borrowing, whose stem is borrow; "iterat"
    // for iterator, iter) starts no stem of the word it will be: unless it is a word of the
    // index itself, also the longest stem of 4 or more letters it extends by at most 3 (the
    // client keeps only the records with a word starting with what was typed).
    const stem =
      stemmed && wholeWords(loaded, [term], new Set()).size === 0
        ? longestExtended(loaded, term)
        : null;
    if (stem && stem.word.length >= 4 && term.length - stem.word.length <= 3) entries.add(stem);
    return [Array.from(entries)];
  }
  // No word is or starts with the term: the words a typo or two away, from the chunks
  // already loaded (see typos.ts), besides Pagefind's own fallback below.
  const found: WordEntry[] = [];
  if (typoBudget(typed) > 0) {
    for (const c of loaded) {
      for (let i = 0; i < c.words.length; i++) {
        const count = typosToStem(typed, term, c.words[i]);
        if (count < 0) continue;
        const entry = wordEntry(c, i);
        if (!typos.has(entry)) found.push(entry);
        typos.set(entry, Math.min(count, typos.get(entry) ?? count));
      }
    }
  }
  // Pagefind falls back on the longest word in memory that the term extends.
  const best = longestExtended(loaded, term);
  if (best) {
    if (!found.includes(best)) found.push(best);
    typos.delete(best);
  }
  return [found];
}
