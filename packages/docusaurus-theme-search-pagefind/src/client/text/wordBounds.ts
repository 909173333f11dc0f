import {segmentAt} from '../engine/wordSegments';
import {textWork} from './textWork';
import type {Range} from './types';

// Where the words around a match start and end: a mark always covers whole words.

/** A character that belongs to a word (letter, digit or underscore). */
export const WORD_CHAR = /[\p{L}\p{N}_]/u;

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
