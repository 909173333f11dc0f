import {eachSegment, type Segment} from '../engine/wordSegments';
import {escapeHtml} from './escapeHtml';
import {level, markRanges} from './highlight';
import {matchesOf, merge, widenAndMerge} from './matchRanges';
import {textWork} from './textWork';
import type {Marked, Range} from './types';
import {WORD_WINDOW, wordBounds} from './wordBounds';

// A hit's snippet: about so many words of a text around its first match, marked and escaped.

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
