// Pure text helpers for the browser adapter: query terms, whole-word match ranges, HTML-escaped
// highlights and word-count snippets. Chinese has no spaces, so words come from Intl.Segmenter
// (Chromium, Firefox, Safari and Node all ship it); a marked range always covers whole words.

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

function normalise(text: string): string {
  // NFKC folds full-width Latin letters and digits; lower-casing keeps length for the texts we index.
  return text.normalize('NFKC').toLowerCase();
}

/** The distinct words of a query, longest first (so "cache" wins over "ca"). */
export function queryTerms(query: string): string[] {
  const text = normalise(query.slice(0, 256));
  const terms = new Set<string>();
  for (const segment of segments(text)) {
    if (segment.isWord) terms.add(text.slice(segment.index, segment.end));
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

const LATIN_START = /^[\p{Script=Latin}\p{N}_]/u;
/** A character that belongs to a word (letter, digit or underscore). */
export const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Where the query's terms occur in `text`, widened to whole words and merged.
 * A Latin/digit term must start at a word start ("cach" marks "caching", "ache" marks nothing);
 * a Chinese term may start anywhere, and the mark grows to the words it touches.
 */
export function matchRanges(text: string, terms: readonly string[]): {ranges: Range[]; matched: string[]} {
  if (!text || terms.length === 0) return {ranges: [], matched: []};
  const haystack = normalise(text);
  // NFKC can change lengths (ligatures); then fall back to the raw lower-cased text.
  const search = haystack.length === text.length ? haystack : text.toLowerCase();
  const raw: Range[] = [];
  const matched: string[] = [];
  for (const term of terms) {
    let found = false;
    const mustStartWord = LATIN_START.test(term);
    for (let at = search.indexOf(term); at !== -1; at = search.indexOf(term, at + 1)) {
      if (mustStartWord && at > 0 && WORD_CHAR.test(search[at - 1]) && LATIN_START.test(search[at - 1])) {
        continue;
      }
      raw.push({start: at, end: at + term.length});
      found = true;
    }
    if (found) matched.push(term);
  }
  if (raw.length === 0) return {ranges: [], matched};

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
export function markRanges(text: string, ranges: readonly Range[], preTag: string, postTag: string): string {
  let out = '';
  let at = 0;
  for (const {start, end} of ranges) {
    if (start < at || end > text.length) continue;
    out += escapeHtml(text.slice(at, start)) + preTag + escapeHtml(text.slice(start, end)) + postTag;
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
export function highlight(text: string, terms: readonly string[], preTag: string, postTag: string): Marked {
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
