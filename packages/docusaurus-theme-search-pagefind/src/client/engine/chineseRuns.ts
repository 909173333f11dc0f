import type {Meta} from '../../shared/pagefind/meta';
import type {LoadedChunk} from '../../shared/pagefind/postings';
import {chunksFor, chunksHolding} from './chunkRanges';
import {isWord, startsWord, wholeWords, wordsStartingWith} from './chunkWords';
import type {QueryTerm} from './types';
import {runChunks} from './firstChunks';
import {isJapaneseRun} from './queryRuns';

// Runs of Chinese characters in a query, searched as written whatever words
// the browser's segmenter and the indexer cut them into (see runTerm).

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
  meta: Pick<Meta, 'chunks'>,
  run: string,
  loaded: LoadedChunk[],
  chunk: (hash: string) => Promise<LoadedChunk>,
  segments: readonly string[] = [run],
): Promise<QueryTerm> {
  const characters = Array.from(run);
  const n = characters.length;
  // A Japanese run (kana in it): the indexer writes kana neither as pairs nor cut where the
  // browser cuts them (a title's kana between two spaces or Chinese characters is one word:
  // すべきかするまいか, and と alone between 参照 and 借用), so each character is also covered
  // by the words pagefind.js matches for the browser's word it is in (words starting with
  // it): a page pagefind.js finds is found.
  const japanese = isJapaneseRun(run, segments);
  const segmentOf: string[] = [];
  if (japanese) for (const segment of segments) for (const _ of segment) segmentOf.push(segment);
  const text = (from: number, to: number) => characters.slice(from, to).join('');
  // A run is first looked for by its words of two characters or more (one-character words only
  // for a character no pair covers, a run the site does not write as typed: below).
  const shortest = n > 1 ? 2 : 1;
  // The words that can start at character j read as the run from there (text(j, end)), or
  // run past its end (words starting with the rest of the run, text(j, n)). Fetched first,
  // at once, from every character (in a Japanese run too), so that what covers a character
  // does not depend on which other words share a chunk with them (firstChunks.ts).
  const addChunks = (from: number, to: number, into: Set<string>) => {
    for (const c of chunksHolding(meta, text(from, to))) into.add(c.hash);
  };
  const hashes = new Set<string>();
  runChunks(meta, run, segments, hashes);
  // The words the run's characters can be covered by (coverAt, below: two characters or more),
  // decoded in each chunk as it arrives, while the others are on their way; termMatches then
  // finds them decoded.
  const runWords: string[] = [];
  const runPrefixes: string[] = [];
  for (let j = 0; j < n; j++) {
    for (let end = j + shortest; end < n; end++) runWords.push(text(j, end));
    if (n - j >= shortest) runPrefixes.push(text(j, n));
  }
  const decodeAhead = (c: LoadedChunk) => {
    wordsStartingWith([c], runPrefixes, wholeWords([c], runWords, new Set()));
    return c;
  };
  const load = async (wanted: Set<string>) => {
    for (const c of await Promise.all(Array.from(wanted, (hash) => chunk(hash).then(decodeAhead))))
      if (!loaded.includes(c)) loaded.push(c);
  };
  await load(hashes);
  /** The words that can cover character k, of `least` characters or more. */
  const coverAt = (k: number, least: number) => {
    const words: string[] = [];
    const prefixes: string[] = [];
    if (japanese && startsWord(loaded, segmentOf[k])) prefixes.push(segmentOf[k]);
    for (let j = 0; j <= k; j++) {
      if (n - j >= least && startsWord(loaded, text(j, n))) prefixes.push(text(j, n));
      for (let end = Math.max(k + 1, j + least); end < n; end++)
        if (isWord(loaded, text(j, end))) words.push(text(j, end));
    }
    return {words, prefixes};
  };
  const cover = characters.map((_, k) => coverAt(k, shortest));
  // A character nothing covers yet: its one-character words, and the words starting inside
  // the run and running past its end (缓存策 for 缓存 + 策略), in a second round, only then.
  const bare = cover.map(({words, prefixes}) => words.length === 0 && prefixes.length === 0);
  if (bare.includes(true)) {
    const more = new Set<string>();
    bare.forEach((isBare, k) => {
      if (!isBare) return;
      if (shortest > 1) addChunks(k, k + 1, more);
      for (let j = 1; j <= k; j++) for (const c of chunksFor(meta, text(j, n))) more.add(c.hash);
    });
    for (const hash of hashes) more.delete(hash);
    await load(more);
    bare.forEach((isBare, k) => {
      if (isBare) cover[k] = coverAt(k, 1);
    });
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
