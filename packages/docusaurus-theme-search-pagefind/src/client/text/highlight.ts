import {escapeHtml} from './escapeHtml';
import {matchRanges} from './matchRanges';
import type {Marked, Range} from './types';

// A hit's highlighted text: the query's words marked with the request's tags, the rest escaped.

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

export function level(matched: number, total: number): Marked['matchLevel'] {
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
