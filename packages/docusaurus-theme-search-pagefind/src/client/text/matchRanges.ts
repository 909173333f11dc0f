import {foldWithOrigins} from './fold';
import {typoBudget} from './typoBudget';
import {typosFrom} from './typos';
import {segments, type Segment} from '../engine/wordSegments';
import {textWork} from './textWork';
import type {Range} from './types';
import {WORD_CHAR, wordBounds} from './wordBounds';
import {LATIN_LETTERS} from '../../shared/languages';

// Where a text holds the query's words, widened to whole words: the ranges a hit's highlight
// and snippet and the opened page's marks mark. Words are wordSegments.ts's (Intl.Segmenter:
// Chinese has no spaces); a marked range always covers whole words.

const LATIN_START = new RegExp(`^[${LATIN_LETTERS}\\p{N}_]`, 'u');

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

export function matchesOf(text: string, terms: readonly string[]): Matches {
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
      const typos = typosFrom(typoTerm);
      let compared = 0;
      for (const {index, end, isWord} of segmentsInPieces(search)) {
        textWork.steps++;
        if (!isWord) continue;
        if (++compared > MAX_TYPO_WORDS || raw.length >= MAX_MARKS) break;
        const piece = typoPiece(typos, search, index, end);
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
 * fs.readFileSync is one word to the segmenter), that the query word of `typos` (typosFrom) is a
 * typo or two away from; the whole word is compared without its stops, as a code name's query
 * word is (fsreadfilesnyc).
 */
function typoPiece(
  typos: (word: string) => number,
  search: string,
  index: number,
  end: number,
): Range | null {
  const word = search.slice(index, end);
  if (typos(word.replace(INNER_STOP, '')) > 0) return {start: index, end};
  let from = 0;
  for (const stop of [...Array.from(word.matchAll(INNER_STOP)), {index: word.length}]) {
    const to = stop.index;
    if (to > from && typos(word.slice(from, to)) > 0) return {start: index + from, end: index + to};
    from = to + 1;
  }
  return null;
}

/** The matches widened to the words they touch (wordBounds), sorted and merged. */
export function widenAndMerge(text: string, raw: readonly Range[]): Range[] {
  return merge(raw.map(({start, end}) => wordBounds(text, start, end)));
}

export function merge(widened: Range[]): Range[] {
  widened.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of widened) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({...range});
  }
  return merged;
}
