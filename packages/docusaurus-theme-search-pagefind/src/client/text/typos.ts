// Typo tolerance for Latin-script words (pure). A query word of 4 to 7 letters
// forgives one typo, of 8 or more two; shorter words none. A typo is a letter inserted,
// deleted, replaced, or two neighbouring letters swapped (optimal string alignment distance,
// the restricted Damerau–Levenshtein distance). The first letter must be right: Pagefind's
// index chunks are sorted by word, so the candidates for a word are the words of the chunks
// its first letters already fetch, and no typo costs a download of its own.
import {typoBudget} from './typoBudget';

/**
 * The optimal string alignment distance between `a` and `b`, or `max + 1` as soon as it is
 * sure to be larger than `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0); // row i - 2
  let previous = Array.from({length: n + 1}, (_, j) => j); // row i - 1
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n];
}

/**
 * How many typos separate a query word from a whole word of the text, or -1 when it is none
 * of them (or the same word, or a word it starts: those are no typos). Only whole words: with
 * the starts of longer words, "state" would find "sta(r)te(d)".
 */
export function typosBetween(query: string, word: string): number {
  return typosFrom(query)(word);
}

/**
 * typosBetween with the query word fixed, its budget worked out once: for comparing one query
 * word with every word of a text.
 */
export function typosFrom(query: string): (word: string) => number {
  const budget = typoBudget(query);
  return (word) => {
    if (budget === 0 || word[0] !== query[0] || word.startsWith(query)) return -1;
    const distance = typoDistance(query, word, budget);
    return distance >= 1 && distance <= budget ? distance : -1;
  };
}

/**
 * How many typos separate a query word from a word of the index, or -1. Index words are
 * stems ("comput" for computed, "reactiv" for reactivity): the query word also matches a stem
 * its own stem is within its budget of, or a stem that is a typo away from how the query
 * word starts, with at most four letters of suffix after it (what stemming takes off).
 */
export function typosToStem(query: string, queryStem: string, stem: string): number {
  const budget = typoBudget(query);
  if (budget === 0 || stem[0] !== query[0] || stem.length < 3) return -1;
  let best = Math.min(typoDistance(query, stem, budget), typoDistance(queryStem, stem, budget));
  for (let end = Math.max(stem.length - budget, query.length - 4); end < query.length; end++) {
    if (end >= 3) best = Math.min(best, typoDistance(query.slice(0, end), stem, budget));
  }
  // 0 would mean the stem is the query word or starts it: Pagefind's own matching finds those.
  return best >= 1 && best <= budget ? best : -1;
}
