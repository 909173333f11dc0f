// Pure text helpers for the browser adapter: query terms, whole-word match ranges, HTML-escaped
// highlights and word-count snippets. Chinese has no spaces, so words come from Intl.Segmenter
// (Chromium, Firefox, Safari and Node all ship it); a marked range always covers whole words.

import {fold, foldWithOrigins} from './fold';
import {typoBudget, typosBetween} from './typos';

export interface Range {
  start: number;
  end: number;
}

interface Segment {
  index: number;
  end: number;
  isWord: boolean;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five HTML-special characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

let wordSegmenter: Intl.Segmenter | null | undefined;
function getSegmenter(): Intl.Segmenter | null {
  if (wordSegmenter === undefined) {
    wordSegmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('zh', {granularity: 'word'})
        : null;
  }
  return wordSegmenter;
}

/** Splits text into word and non-word segments (whitespace, punctuation). */
export function segments(text: string): Segment[] {
  const segmenter = getSegmenter();
  const result: Segment[] = [];
  if (segmenter) {
    for (const part of segmenter.segment(text)) {
      result.push({
        index: part.index,
        end: part.index + part.segment.length,
        isWord: part.isWordLike === true,
      });
    }
    return result;
  }
  for (const match of text.matchAll(/[\p{L}\p{N}_]+|[^\p{L}\p{N}_]+/gu)) {
    const index = match.index ?? 0;
    result.push({index, end: index + match[0].length, isWord: /[\p{L}\p{N}_]/u.test(match[0])});
  }
  return result;
}

const HAN_CHARACTER = /^\p{Script=Han}$/u;
const HAN_WORD = /^\p{Script=Han}+$/u;
/** One-character Chinese words that join others (的, 和, 在…): no query term on their own. */
const FUNCTION_CHARACTERS = new Set(
  '的了和与及或在是把被从对为也都就而并跟给向以之其这那个着过吗呢吧啊'.split(''),
);

interface QueryWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The distinct words of a query, longest first (so "cache" wins over "ca"). The segmenter cuts
 * a Chinese word its dictionary lacks into characters (缓存 → 缓 + 存, 数据库 → 数据 + 库), and a
 * record holding only 存 (保存, 内存) does not answer 缓存. So a one-character word is not a term
 * alone: neighbouring characters join (缓存), and a lone one joins the word beside it (数据库,
 * keeping 数据 too); a function character (的, 和) is left out. A query of one character, or of
 * characters the visitor spaced apart, keeps them.
 */
export function queryTerms(query: string): string[] {
  const text = fold(query.slice(0, 256));
  const words: QueryWord[] = segments(text)
    .filter((segment) => segment.isWord)
    .map(({index, end}) => ({word: text.slice(index, end), start: index, end}));
  const single = (w: QueryWord | undefined) =>
    !!w && HAN_CHARACTER.test(w.word) && !FUNCTION_CHARACTERS.has(w.word);
  const chinese = (w: QueryWord | undefined) =>
    !!w && HAN_WORD.test(w.word) && !FUNCTION_CHARACTERS.has(w.word);
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const current = words[i];
    if (FUNCTION_CHARACTERS.has(current.word)) continue;
    if (!single(current)) {
      terms.add(current.word);
      continue;
    }
    // A run of neighbouring one-character words reads as one word.
    let run = current.word;
    let last = current;
    while (single(words[i + 1]) && words[i + 1].start === last.end) {
      last = words[++i];
      run += last.word;
    }
    if (run.length > 1) {
      terms.add(run);
      continue;
    }
    const before = words[i - 1];
    const after = words[i + 1];
    if (chinese(before) && before.end === current.start) terms.add(before.word + run);
    else if (chinese(after) && after.start === current.end) terms.add(run + after.word);
    else terms.add(run);
  }
  if (terms.size === 0) for (const {word} of words) terms.add(word); // a query of function characters
  return Array.from(terms).sort((a, b) => b.length - a.length);
}

const LATIN_START = /^[\p{Script=Latin}\p{N}_]/u;
/** A character that belongs to a word (letter, digit or underscore). */
export const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Where the query's terms occur in `text`, widened to whole words and merged.
 * A Latin/digit term must start at a word start ("cach" marks "caching", "ache" marks nothing);
 * a Chinese term may start anywhere, and the mark grows to the words it touches.
 */
export function matchRanges(
  text: string,
  terms: readonly string[],
): {ranges: Range[]; matched: string[]} {
  if (!text || terms.length === 0) return {ranges: [], matched: []};
  // Matched in the folded text; each range is then mapped back to the characters as written.
  const {folded: search, start: origin, end: originEnd} = foldWithOrigins(text);
  const raw: Range[] = [];
  const matched: string[] = [];
  for (const term of terms) {
    let found = false;
    const mustStartWord = LATIN_START.test(term);
    for (let at = search.indexOf(term); at !== -1; at = search.indexOf(term, at + 1)) {
      if (
        mustStartWord &&
        at > 0 &&
        WORD_CHAR.test(search[at - 1]) &&
        LATIN_START.test(search[at - 1])
      ) {
        continue;
      }
      raw.push({start: at, end: at + term.length});
      found = true;
    }
    // A word written with a typo marks the words of the text it is a typo or two away from.
    if (!found && typoBudget(term) > 0) {
      for (const {index, end} of segments(search)) {
        if (typosBetween(term, search.slice(index, end)) > 0) {
          raw.push({start: index, end});
          found = true;
        }
      }
    }
    if (found) matched.push(term);
  }
  if (raw.length === 0) return {ranges: [], matched};
  for (const range of raw) {
    const end = originEnd[range.end - 1];
    range.start = origin[range.start];
    range.end = end;
  }

  const words = segments(text).filter((segment) => segment.isWord);
  const widened = raw.map(({start, end}) => {
    let s = start;
    let e = end;
    for (const word of words) {
      if (word.index <= start && start < word.end) s = word.index;
      if (word.index < end && end <= word.end) e = word.end;
    }
    return {start: s, end: e};
  });
  widened.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of widened) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({...range});
  }
  return {ranges: merged, matched};
}

/** Escapes `text` and wraps each range in the given tags (escaping first, so only the tags are HTML). */
export function markRanges(
  text: string,
  ranges: readonly Range[],
  preTag: string,
  postTag: string,
): string {
  let out = '';
  let at = 0;
  for (const {start, end} of ranges) {
    if (start < at || end > text.length) continue;
    out +=
      escapeHtml(text.slice(at, start)) + preTag + escapeHtml(text.slice(start, end)) + postTag;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

export interface Marked {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

function level(matched: number, total: number): Marked['matchLevel'] {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

/** Algolia-style `_highlightResult` entry for one attribute. */
export function highlight(
  text: string,
  terms: readonly string[],
  preTag: string,
  postTag: string,
): Marked {
  const {ranges, matched} = matchRanges(text, terms);
  return {
    value: markRanges(text, ranges, preTag, postTag),
    matchLevel: level(matched.length, terms.length),
    matchedWords: matched,
  };
}

/**
 * Algolia-style `_snippetResult` entry: about `words` words of `text` around the first match
 * (or from the start), marked and escaped, with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  words: number,
  preTag: string,
  postTag: string,
  ellipsis = '…',
): Omit<Marked, 'matchedWords'> {
  const {ranges, matched} = matchRanges(text, terms);
  const parts = segments(text);
  const wordIndexes = parts.flatMap((part, i) => (part.isWord ? [i] : []));
  const matchLevel = level(matched.length, terms.length);
  if (wordIndexes.length <= words) {
    return {value: markRanges(text, ranges, preTag, postTag), matchLevel};
  }
  // Start a couple of words before the first match so it has some context.
  const first = ranges[0];
  let firstWord = 0;
  if (first) {
    const found = wordIndexes.findIndex((i) => parts[i].end > first.start);
    firstWord = Math.max(0, found - Math.floor(words / 4));
  }
  firstWord = Math.min(firstWord, wordIndexes.length - words);
  const lastWord = firstWord + words - 1;
  const start = firstWord === 0 ? 0 : parts[wordIndexes[firstWord]].index;
  const end = lastWord >= wordIndexes.length - 1 ? text.length : parts[wordIndexes[lastWord]].end;
  const inside = ranges
    .filter((r) => r.start >= start && r.end <= end)
    .map((r) => ({start: r.start - start, end: r.end - start}));
  const body = markRanges(text.slice(start, end), inside, preTag, postTag);
  const prefix = start > 0 ? escapeHtml(ellipsis) : '';
  const suffix = end < text.length ? escapeHtml(ellipsis) : '';
  return {value: `${prefix}${body}${suffix}`, matchLevel};
}
