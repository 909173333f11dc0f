// Chinese in the searched meta fields, written as Pagefind 1.6 must see it to find its words
// (the pairs of neighbouring characters), and given back as it was written.
import {RUN_LETTERS} from './languages.js';

/**
 * Pagefind 1.6 indexes Chinese body text as the pairs of neighbouring characters (缓存, 存入,
 * 入门 for 缓存入门) and the one-character words its segmenter cuts; meta fields it splits on
 * whitespace only, so a heading such as 深入理解状态管理 would be one word, which a search for
 * 状态管理 would not find. So in the searched meta fields, each run of Chinese characters is written as its
 * pairs, parted by ideographic spaces (U+3000), as are the words or punctuation next to it:
 * 缓存入门 is written 缓存␣存入␣入门. Every text in the index then holds each pair of
 * neighbouring characters it has as a word, which is how the reader finds a run of two or more
 * (see chineseRuns.ts); one character it finds as the start of a word, as in the body. U+3000
 * is whitespace to Pagefind and never in the texts themselves (they have every whitespace run
 * as one plain space), so joinWords gives them back exactly.
 */
const WORD_SEPARATOR = '\u3000';
const HAN_RUN = new RegExp(`[${RUN_LETTERS}]+`, 'gu');
/** A separator between two copies of one character: the overlap of two pairs. */
const PAIR_OVERLAP = new RegExp(`([${RUN_LETTERS}])\\u3000\\1`, 'gu');
const WORD_SEPARATORS = /\u3000/g;

/** 缓存入门 as 缓存␣存入␣入门: its pairs of neighbouring characters (a lone character as it is). */
function runPairs(run: string): string {
  const characters = Array.from(run);
  if (characters.length === 1) return run;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < characters.length; i++) pairs.push(characters[i] + characters[i + 1]);
  return pairs.join(WORD_SEPARATOR);
}

/** The text with its Chinese written as pairs for Pagefind's meta index (see WORD_SEPARATOR). */
export function separateWords(text: string): string {
  return text.replace(HAN_RUN, (run: string, at: number) => {
    // Apart from their neighbours too, punctuation included: Pagefind keeps "LogBox：红" as
    // one word (it splits a word at ASCII punctuation only).
    const before = at > 0 && !/\s/.test(text[at - 1]) ? WORD_SEPARATOR : '';
    const end = at + run.length;
    const after = end < text.length && !/\s/.test(text[end]) ? WORD_SEPARATOR : '';
    return before + runPairs(run) + after;
  });
}

/** separateWords in reverse: the text as it was written. */
export function joinWords(text: string): string {
  return text.replace(PAIR_OVERLAP, '$1').replace(WORD_SEPARATORS, '');
}
