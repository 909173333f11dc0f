// How the client compares a query with page text (pure): NFKC (full-width
// Latin letters and digits become ASCII), lower case, diacritics removed (as Pagefind indexes
// words: "dócker" finds "docker"; kana keep their voicing marks), zero-width, bidi and control characters dropped, emoji read
// as a space. The same folding is applied to the query and to the text it is looked for in;
// foldWithOrigins keeps, for each folded character, where it came from, so a highlight marks
// the characters as the page writes them.

import {DIACRITICS} from './diacritics';

/** Zero-width characters, bidi marks and controls (not whitespace): dropped. */
// Each code point in the class stands alone here (U+034F, U+115F...): none combines with another.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|[^\P{Cc}\s]|\p{Cf}/u;
/** Emoji and their modifiers: read as a space between words. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]/u;

/** Characters folded so far (a page uses few distinct ones): folding is a lookup, not four regex tests. */
const folded = new Map<string, string>();
const MAX_REMEMBERED = 20_000;

/** One character (code point), folded: "" when dropped. */
export function foldCharacter(character: string): string {
  let known = folded.get(character);
  if (known === undefined) {
    known = foldUncached(character);
    if (folded.size < MAX_REMEMBERED) folded.set(character, known);
  }
  return known;
}

function foldUncached(character: string): string {
  if (INVISIBLE.test(character)) return '';
  if (EMOJI.test(character)) return ' ';
  return character
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .normalize('NFC');
}

/**
 * Runs of characters other than tab, line breaks, printable ASCII and the CJK Unified
 * Ideographs: those fold to themselves in lower case (fold.test.ts checks each one), and most
 * of a page's text is of them. Without the `u` flag, so a surrogate pair stays in one run.
 */
const UNPLAIN = /[^\t\n\r\x20-\x7E\u4E00-\u9FFF]+/g;

/** Calls `plain` and `other` on the text's runs, in order (see UNPLAIN). */
function eachRun(
  text: string,
  plain: (from: number, to: number) => void,
  other: (from: number, to: number) => void,
): void {
  let at = 0;
  for (const run of text.matchAll(UNPLAIN)) {
    if (run.index > at) plain(at, run.index);
    at = run.index + run[0].length;
    other(run.index, at);
  }
  if (at < text.length) plain(at, text.length);
}

/** The text, folded (see above). Plain runs are lower-cased at once: folding is per keystroke, on every record shown. */
export function fold(text: string): string {
  let out = '';
  eachRun(
    text,
    (from, to) => (out += text.slice(from, to).toLowerCase()),
    (from, to) => {
      for (const character of text.slice(from, to)) out += foldCharacter(character);
    },
  );
  return out;
}

/**
 * The text folded, with each folded character's origin: it came from text[start[k]] to
 * text[end[k]] (exclusive).
 */
export function foldWithOrigins(text: string): {folded: string; start: number[]; end: number[]} {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  eachRun(
    text,
    (from, to) => {
      folded += text.slice(from, to).toLowerCase();
      for (let at = from; at < to; at++) {
        start.push(at);
        end.push(at + 1);
      }
    },
    (from, to) => {
      let at = from;
      for (const character of text.slice(from, to)) {
        const next = at + character.length;
        // A folded character may be more than one UTF-16 unit (and NFKC may give several).
        const units = foldCharacter(character);
        for (let i = 0; i < units.length; i++) {
          start.push(at);
          end.push(next);
        }
        folded += units;
        at = next;
      }
    },
  );
  return {folded, start, end};
}
