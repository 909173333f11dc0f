// Pure text helpers for the browser adapter: whole-word match ranges, HTML-escaped
// highlights and word-count snippets. Words are wordSegments.ts's (Intl.Segmenter: Chinese has
// no spaces); a marked range always covers whole words.

import {foldWithOrigins} from './fold';
import {typoBudget, typosBetween} from './typos';
import {eachSegment, segmentAt, segments, type Segment} from '../engine/wordSegments';

export interface Range {
  start: number;
  end: number;
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

const LATIN_START = /^[\p{Script=Latin}\p{N}_]/u;
/** A character that belongs to a word (letter, digit or underscore). */
export const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * The most matches one text gets marked: past it the rest of the text is left unmarked, so a
 * record that repeats a word thousands of times (a generated reference page, a changelog)
 * costs no more than this many marks.
 */
export const MAX_MARKS = 200;
/**
 * How much of one text is searched for the query's words (UTF-16 code units): the rest is shown
 * as written, unmarked. A cap on the work per record (a 200 KB generated page costs what its
 * first 32 KB cost).
 */
export const MAX_SEARCHED_LENGTH = 32_768;
/** The most words of one text compared with a query word for typos. */
export const MAX_TYPO_WORDS = 2000;
/** Characters read on each side of a match to find the words it touches. */
export const WORD_WINDOW = 64;
/**
 * Characters that end every word on both sides under Unicode's word rules (UAX #29): spaces and
 * line breaks (not U+FEFF, a Format character the rules read through), and Chinese stops that
 * are none of its MidLetter, MidNum or MidNumLet (、。！？（）「」《》; not ，or ：, which join
 * digits or letters). A word's bounds are found between two of them.
 */
const WORD_STOP =
  /[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000-\u3002\u300A-\u300D\uFF01\uFF08\uFF09\uFF1F]/;
const ASCII_WORD = /^[A-Za-z0-9_]+$/;

/**
 * Steps of work done by matchRanges and snippet (matches found, segments and words looked at):
 * what the tests count to check that the work grows linearly with a text, and stays capped.
 */
export const textWork = {steps: 0};

/** Longest piece of text given to the segmenter at once (its cost grows faster than the text's length). */
const PIECE = 1024;

/** segments(text), read a piece at a time (cut after a space where there is one), lazily. */
function* segmentsInPieces(text: string): Generator<Segment> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + PIECE);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > at) end = space + 1;
    }
    for (const part of segments(text.slice(at, end)))
      yield {index: part.index + at, end: part.end + at, isWord: part.isWord};
    at = end;
  }
}

/**
 * The start of the word holding `start` and the end of the word holding `end - 1`, read in a
 * window around them (exported for its test).
 */
export function wordBounds(text: string, start: number, end: number): Range {
  // No word runs across a space or a stop (see WORD_STOP): the window ends at the nearest one.
  let from = start;
  while (from > 0 && start - from < WORD_WINDOW && !WORD_STOP.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && to - end < WORD_WINDOW && !WORD_STOP.test(text[to])) to++;
  // Letters, digits and "_" of ASCII alone are one word (Unicode's word rules WB5 to WB13b).
  if (ASCII_WORD.test(text.slice(from, to))) return {start: from, end: to};
  // The words holding the first and the last character, as the window's segmentation cuts it.
  const at = segmentAt(text.slice(from, to));
  const first = at(start - from);
  const last = at(end - 1 - from);
  textWork.steps += 2;
  return {
    start: first?.isWord ? first.index + from : start,
    end: last?.isWord ? last.end + from : end,
  };
}

/**
 * Whether the characters at `before` and `at` of a text part two words of one identifier: after
 * "_" (search_api_key in ALGOLIA_SEARCH_API_KEY) or at a camelCase step (FileSync in
 * readFileSync), so a code name's words are marked where it is found by them.
 */
function startsInnerWord(text: string, before: number, at: number): boolean {
  const previous = text[before];
  const next = text[at];
  if (previous === '_') return next !== '_';
  return LOWER_CASE.test(previous) && UPPER_CASE.test(next);
}
const LOWER_CASE = /\p{Ll}/u;
const UPPER_CASE = /\p{Lu}/u;

/** Where a text's query terms occur, as written, before they are widened to whole words. */
interface Matches {
  /** The matches, sorted by start. */
  raw: Range[];
  /** The terms found. */
  matched: string[];
  /** matchRanges' ranges, once worked out. */
  ranges?: Range[];
}

/**
 * Where the query's terms occur in `text`, widened to whole words and merged.
 * A Latin/digit term must start at a word start ("cach" marks "caching", "ache" marks nothing);
 * a Chinese term may start anywhere, and the mark grows to the words it touches.
 * Linear in the text's length, and capped: only its first MAX_SEARCHED_LENGTH characters are
 * searched, at most MAX_MARKS matches kept, each widened by reading only the text around it,
 * and at most MAX_TYPO_WORDS words compared for typos.
 */
export function matchRanges(
  text: string,
  terms: readonly string[],
): {ranges: Range[]; matched: string[]} {
  const found = matchesOf(text, terms);
  found.ranges ??= widenAndMerge(text, found.raw);
  return {ranges: found.ranges, matched: found.matched};
}

// The matches found in each text, per array of terms, kept while the array is: a hit's text is
// highlighted and snippeted with the same terms (searchClient's toHit), and the hits of one
// answer share their pages' titles. Callers do not change the arrays they pass.
const matchesByTerms = new WeakMap<readonly string[], Map<string, Matches>>();

function matchesOf(text: string, terms: readonly string[]): Matches {
  let byText = matchesByTerms.get(terms);
  if (!byText) matchesByTerms.set(terms, (byText = new Map()));
  let found = byText.get(text);
  if (!found) byText.set(text, (found = findMatches(text, terms)));
  return found;
}

function findMatches(text: string, terms: readonly string[]): Matches {
  if (!text || terms.length === 0) return {raw: [], matched: []};
  // Matched in the folded text; each range is then mapped back to the characters as written.
  const searched = text.length > MAX_SEARCHED_LENGTH ? text.slice(0, MAX_SEARCHED_LENGTH) : text;
  const {folded: search, start: origin, end: originEnd} = foldWithOrigins(searched);
  textWork.steps += searched.length;
  const raw: Range[] = [];
  const matched: string[] = [];
  for (const term of terms) {
    let found = false;
    const mustStartWord = LATIN_START.test(term);
    for (
      let at = search.indexOf(term);
      at !== -1 && raw.length < MAX_MARKS;
      at = search.indexOf(term, at + 1)
    ) {
      textWork.steps++;
      if (
        mustStartWord &&
        at > 0 &&
        WORD_CHAR.test(search[at - 1]) &&
        LATIN_START.test(search[at - 1]) &&
        !startsInnerWord(searched, origin[at - 1], origin[at])
      ) {
        continue;
      }
      raw.push({start: at, end: at + term.length});
      found = true;
    }
    // A word written with a typo marks the words of the text it is a typo or two away from; a
    // code name's (fs.readfilesnyc) is compared without its inner stops, as the index has it.
    const typoTerm = term.replace(INNER_STOP, '');
    if (!found && typoBudget(typoTerm) > 0) {
      let compared = 0;
      for (const {index, end, isWord} of segmentsInPieces(search)) {
        textWork.steps++;
        if (!isWord) continue;
        if (++compared > MAX_TYPO_WORDS || raw.length >= MAX_MARKS) break;
        const piece = typoPiece(typoTerm, search, index, end);
        if (piece) {
          raw.push(piece);
          found = true;
        }
      }
    }
    if (found) matched.push(term);
  }
  for (const range of raw) {
    const end = originEnd[range.end - 1];
    range.start = origin[range.start];
    range.end = end;
  }
  raw.sort((a, b) => a.start - b.start || a.end - b.end);
  return {raw, matched};
}

/** Where a word is parted inside: the punctuation Unicode's word rules read through (fs.readFileSync, db:migrate). */
const INNER_STOP = /[.:]/g;

/**
 * The word of search[index, end), or of its parts between "." and ":" (a code name such as
 * fs.readFileSync is one word to the segmenter), that `term` is a typo or two away from; the
 * whole word is compared without its stops, as a code name's query word is (fsreadfilesnyc).
 */
function typoPiece(term: string, search: string, index: number, end: number): Range | null {
  const word = search.slice(index, end);
  if (typosBetween(term, word.replace(INNER_STOP, '')) > 0) return {start: index, end};
  let from = 0;
  for (const stop of [...Array.from(word.matchAll(INNER_STOP)), {index: word.length}]) {
    const to = stop.index;
    if (to > from && typosBetween(term, word.slice(from, to)) > 0)
      return {start: index + from, end: index + to};
    from = to + 1;
  }
  return null;
}

/** The matches widened to the words they touch (wordBounds), sorted and merged. */
function widenAndMerge(text: string, raw: readonly Range[]): Range[] {
  return merge(raw.map(({start, end}) => wordBounds(text, start, end)));
}

function merge(widened: Range[]): Range[] {
  widened.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of widened) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({...range});
  }
  return merged;
}

/**
 * The first of matchRanges' ranges, widening only the matches that can merge into it: a match
 * widens by at most WORD_WINDOW characters on each side (wordBounds), so once the next match
 * starts further than that past every range widened so far, neither it nor any after it can
 * join them.
 */
function firstRange(text: string, raw: readonly Range[]): Range | undefined {
  const widened: Range[] = [];
  let end = -Infinity;
  for (const {start, end: rawEnd} of raw) {
    if (widened.length > 0 && start - WORD_WINDOW > end) break;
    const range = wordBounds(text, start, rawEnd);
    widened.push(range);
    end = Math.max(end, range.end);
  }
  return merge(widened)[0];
}

/**
 * matchRanges' ranges that lie inside [start, end]: only the matches near it are widened (those
 * further than WORD_WINDOW away cannot reach it, see firstRange), so a snippet costs what its
 * window holds, not what the whole text does.
 */
function rangesWithin(text: string, raw: readonly Range[], start: number, end: number): Range[] {
  const near = raw.filter((r) => r.end >= start - WORD_WINDOW && r.start <= end + WORD_WINDOW);
  return widenAndMerge(text, near).filter((r) => r.start >= start && r.end <= end);
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
  const found = matchesOf(text, terms);
  const matchLevel = level(found.matched.length, terms.length);
  // A text is cut into words only around its first match, where the snippet can be, and only
  // the matches there are widened to words (linear work, and little of it: this is done for
  // every hit shown, on every keystroke). The ranges are matchRanges' (see rangesWithin).
  const span = WORD_WINDOW + words * 32;
  const windowed = text.length > 2 * span;
  if (!windowed) found.ranges ??= widenAndMerge(text, found.raw);
  const within = (start: number, end: number) =>
    found.ranges
      ? found.ranges.filter((r) => r.start >= start && r.end <= end)
      : rangesWithin(text, found.raw, start, end);
  const first = found.ranges ? found.ranges[0] : firstRange(text, found.raw);
  const from = windowed ? Math.max(0, (first?.start ?? 0) - span) : 0;
  const to = windowed ? Math.min(text.length, (first?.end ?? 0) + span) : text.length;
  const cut = readCut(text, from, to, first, words);
  if (cut === 'whole')
    return {value: markRanges(text, within(0, text.length), preTag, postTag), matchLevel};
  if (cut === 'no words') {
    return {
      value: escapeHtml(ellipsis) + escapeHtml(text.slice(from, to)) + escapeHtml(ellipsis),
      matchLevel,
    };
  }
  const {start, end} = cut;
  const inside = within(start, end).map((r) => ({start: r.start - start, end: r.end - start}));
  const body = markRanges(text.slice(start, end), inside, preTag, postTag);
  const prefix = start > 0 ? escapeHtml(ellipsis) : '';
  const suffix = end < text.length ? escapeHtml(ellipsis) : '';
  return {value: `${prefix}${body}${suffix}`, matchLevel};
}

/**
 * A snippet's bounds in the window [from, to) of `text`: `words` words, starting a couple of
 * words before the first match's (so it has some context), or as many as the text holds
 * ('whole': a short text, shown whole; 'no words'). The window's edges may cut a word: its first
 * and last parts are not used.
 */
function readCut(
  text: string,
  from: number,
  to: number,
  first: Range | undefined,
  words: number,
): Range | 'whole' | 'no words' {
  // Read up to two words past the snippet's last (at most `words` from the match's), no further:
  // the bounds are those the whole window gives, and the last part read, not used, is one the
  // window holds whole.
  const parts: Segment[] = [];
  let wordsRead = 0;
  let matchWord = first ? -1 : 0;
  let stopped = false;
  for (const {index, end, isWord} of eachSegment(text.slice(from, to))) {
    textWork.steps++;
    if (from > 0 && index === 0) continue;
    parts.push({index: index + from, end: end + from, isWord});
    if (!isWord) continue;
    if (matchWord < 0 && end + from > first!.start) matchWord = wordsRead;
    wordsRead++;
    if (matchWord >= 0 && wordsRead >= matchWord + words + 2) {
      stopped = true;
      break;
    }
  }
  if (stopped || to < text.length) parts.pop();
  return cutOfParts(parts, from === 0, to === text.length, text.length, first, words);
}

/**
 * readCut's bounds from the window's parts (its first and last left out where the window cuts
 * the text), `startsText` and `endsText` saying whether the window reaches the text's ends
 * (exported for its test, which gives it every part of the window).
 */
export function cutOfParts(
  parts: readonly Segment[],
  startsText: boolean,
  endsText: boolean,
  textLength: number,
  first: Range | undefined,
  words: number,
): Range | 'whole' | 'no words' {
  const wordIndexes = parts.flatMap((part, i) => (part.isWord ? [i] : []));
  if (startsText && endsText && wordIndexes.length <= words) return 'whole';
  if (wordIndexes.length === 0) return 'no words';
  let firstWord = 0;
  if (first) {
    const found = wordIndexes.findIndex((i) => parts[i].end > first.start);
    firstWord = Math.max(0, found - Math.floor(words / 4));
  }
  firstWord = Math.max(0, Math.min(firstWord, wordIndexes.length - words));
  const lastWord = Math.min(firstWord + words - 1, wordIndexes.length - 1);
  const start = firstWord === 0 && startsText ? 0 : parts[wordIndexes[firstWord]].index;
  const end =
    lastWord >= wordIndexes.length - 1 && endsText ? textLength : parts[wordIndexes[lastWord]].end;
  return {start, end};
}
