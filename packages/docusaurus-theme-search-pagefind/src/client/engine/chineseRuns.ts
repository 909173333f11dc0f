import type {LoadedChunk, Meta} from '../../shared/pagefindFormat';
import {chunksFor, isWord, startsWord} from './chunkWords';
import type {QueryTerm} from './types';

// Browser code: runs of Chinese characters in a query, searched as written whatever words
// the browser's segmenter and the indexer cut them into (see runTerm).

export const HAN = /^\p{Script=Han}+$/u;

/** The words, with each run of neighbouring Chinese words joined into one. */
export function mergeRuns(words: readonly string[]): string[] {
  const merged: string[] = [];
  for (const word of words) {
    const last = merged.length - 1;
    if (last >= 0 && HAN.test(word) && HAN.test(merged[last])) merged[last] += word;
    else merged.push(word);
  }
  return merged;
}

/**
 * A run of Chinese characters, as one term the index can answer. The browser's segmenter
 * (what pagefind.js uses) and the indexer's (jieba) often disagree: ICU may keep 内存泄漏 or
 * 连接池 as one word where the index holds 内存 + 泄漏 or 连接 + 池, and pagefind.js then
 * finds only the few pages where jieba kept the compound, or none. Nor does jieba cut a
 * phrase the same way in every sentence (跨域 + 请求 here, 跨 + 域 + 请求 there).
 *
 * So a page must have, for each character, a word that can cover it where the run is
 * written: a word that starts at it or before it, within the run, and reads as the run does
 * from there (or runs past the end of it, as a word the visitor is still typing does). A page
 * holding the run as written has such a word for every character, however it was cut.
 * Quotes change nothing here: a run is already looked for as written.
 *
 * The chunks it needs are added to `loaded`.
 */
export async function runTerm(
  meta: Meta,
  run: string,
  loaded: LoadedChunk[],
  chunk: (hash: string) => Promise<LoadedChunk>,
): Promise<QueryTerm> {
  const characters = Array.from(run);
  const n = characters.length;
  const text = (from: number, to: number) => characters.slice(from, to).join('');
  // The words that can start at character j read as the run from there (text(j, end)), or
  // run past its end (words starting with the rest of the run, text(j, n)). Fetched first,
  // at once: the chunks that can hold the words inside the run (to its end: 缓 + 存, as our
  // build parts a heading's characters), and the words starting with the whole run (a word
  // still being typed). Not every chunk from a character to the rest
  // of the run: since Pagefind 1.6 indexes two-character entries across word boundaries,
  // the words starting with a common character fill several chunks (191 KB for 缓存 on a
  // 10,000-page site, where the run's own chunks are 40).
  const hashes = new Set<string>();
  for (let j = 0; j < n; j++) {
    for (let end = j + 1; end <= n; end++) {
      const word = text(j, end);
      for (const c of meta.chunks) if (c.from <= word && c.to >= word) hashes.add(c.hash);
    }
  }
  for (const c of chunksFor(meta, run)) hashes.add(c.hash);
  const load = async (wanted: Set<string>) => {
    for (const c of await Promise.all(Array.from(wanted, chunk)))
      if (!loaded.includes(c)) loaded.push(c);
  };
  await load(hashes);
  const coverOf = () =>
    characters.map((_, k) => {
      const words: string[] = [];
      const prefixes: string[] = [];
      for (let j = 0; j <= k; j++) {
        if (startsWord(loaded, text(j, n))) prefixes.push(text(j, n));
        for (let end = k + 1; end < n; end++)
          if (isWord(loaded, text(j, end))) words.push(text(j, end));
      }
      return {words, prefixes};
    });
  let cover = coverOf();
  // A character nothing covers yet may be covered by a word starting inside the run and
  // running past its end (缓存策 for 缓存 + 策略): a second round, only then, for those.
  const more = new Set<string>();
  cover.forEach(({words, prefixes}, k) => {
    if (words.length > 0 || prefixes.length > 0) return;
    for (let j = 1; j <= k; j++)
      for (const c of chunksFor(meta, text(j, n))) if (!hashes.has(c.hash)) more.add(c.hash);
  });
  if (more.size > 0) {
    await load(more);
    cover = coverOf();
  }
  // A character no word covers is not required, as pagefind.js leaves out a word the site
  // lacks; nor is a neighbour that only a one-character word covers (档 is unknown, so 文 in
  // 文档 is taken as part of that unknown word, not as the word 文).
  const uncovered = cover.map(({words, prefixes}) => words.length === 0 && prefixes.length === 0);
  const weak = cover.map(
    ({words, prefixes}) => prefixes.length === 0 && words.every((word) => word.length === 1),
  );
  const required = cover.filter(
    (_, k) => !uncovered[k] && !(weak[k] && (uncovered[k - 1] || uncovered[k + 1])),
  );
  return {term: run, original: run, mode: 'run', cover: required};
}
