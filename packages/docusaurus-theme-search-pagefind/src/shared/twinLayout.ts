import type {DocSearchRecord} from './types.js';
import {rememberedByText} from './processWide.js';
import {IDEOGRAPHIC_LETTERS, RUN_LETTERS, SEGMENTER_LANGUAGE} from './languages.js';

// How a page's translation twin rides in its Pagefind entry (cross-language search),
// shared by the indexer (Node) and the adapter (browser). The twin's title, headings and body
// words are three more meta fields of the page in the reader's locale, searched like the page's
// own but weighed lower (TWIN_META_WEIGHTS); which twin heading corresponds to which of the
// page's own headings rides in a filter (stored, not searched), so a match in a twin heading
// opens the page's section with the same place.

/** Meta field names of the twin's texts. */
export const TWIN_FIELDS = {
  title: 'twin_title',
  headings: 'twin_headings',
  body: 'twin_body',
} as const;

/**
 * Weights of the twin fields: each a third of its same-language counterpart's (title 6,
 * headings 3), and the body's words half a title word's weight of the twin's, below what one
 * occurrence of a word in a page's own body of up to about five times the average length
 * scores, so a word found only through the twin ranks below the same word found in the
 * reader's language, field for field.
 */
export const TWIN_META_WEIGHTS: Readonly<Record<string, number>> = {
  [TWIN_FIELDS.title]: 2,
  [TWIN_FIELDS.headings]: 1,
  [TWIN_FIELDS.body]: 0.5,
};

/** The filter holding the twin's language and heading pairs. */
export const TWIN_FILTER = 'twin';

/**
 * Characters of the twin's body words kept per page (distinct words, in the order the twin first
 * writes them): the fewest that keep cross-language search's hits (bench:quality), since every
 * character grows the index (bench:search reports the growth and the first query's bytes).
 */
export const TWIN_BODY_BUDGET = 400;

/** The twin of a page as the indexer hands it over: its language and its records, in page order. */
export interface TwinPage {
  language: string;
  records: readonly DocSearchRecord[];
}

/** What a result says about the other-language words that found its page. */
export interface TwinMatch {
  /** The twin's language ("en", "zh"). */
  language: string;
  /** The twin's words that matched, as the twin writes them, in query order. */
  words: string[];
}

/** The twin as the adapter reads it back. */
export interface TwinData {
  language: string;
  title: string;
  /** The twin's headings (lvl2–lvl6), each with the ordinal of the page's own heading (lvl2–lvl6) at the same place, or -1. */
  headings: Array<{text: string; own: number}>;
  body: string;
}

const isSectionHeading = (record: DocSearchRecord) =>
  record.type !== 'content' && record.type !== 'lvl1';

const headingText = (record: DocSearchRecord) =>
  record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');

/**
 * Pairs the twin's section headings with the page's own: the same anchor when both have it (a
 * heading id written in the source, `{#id}`), else the same place among the headings of its
 * level (the second h2 with the second h2). -1 where the page has no such heading.
 */
export function pairHeadings(
  own: readonly DocSearchRecord[],
  twin: readonly DocSearchRecord[],
): number[] {
  const ownHeadings = own.filter(isSectionHeading);
  const byAnchor = new Map<string, number>();
  ownHeadings.forEach((record, i) => record.anchor && byAnchor.set(record.anchor, i));
  const ownOfLevel = new Map<string, number[]>();
  ownHeadings.forEach((record, i) => {
    const list = ownOfLevel.get(record.type) ?? [];
    list.push(i);
    ownOfLevel.set(record.type, list);
  });
  const seenOfLevel = new Map<string, number>();
  return twin.filter(isSectionHeading).map((record) => {
    const k = seenOfLevel.get(record.type) ?? 0;
    seenOfLevel.set(record.type, k + 1);
    if (record.anchor && byAnchor.has(record.anchor)) return byAnchor.get(record.anchor)!;
    return ownOfLevel.get(record.type)?.[k] ?? -1;
  });
}

let wordSegmenter: Intl.Segmenter | undefined;

/** The words of a text (word-like segments), each with its lower case form, in order. */
function segmentWords(text: string): ReadonlyArray<readonly [word: string, key: string]> {
  wordSegmenter ??= new Intl.Segmenter(SEGMENTER_LANGUAGE, {granularity: 'word'});
  const words: Array<readonly [string, string]> = [];
  for (const {segment, isWordLike} of wordSegmenter.segment(text))
    if (isWordLike) words.push([segment, segment.toLowerCase()]);
  return words;
}

/**
 * segmentWords, remembered by text: every locale built after the default one has its twins
 * there, so each of those texts is segmented once for all of them.
 */
const twinTextWords = rememberedByText('twinTextWords', segmentWords);

/**
 * The distinct words of `texts` not `known` (given in lower case), in first-seen order, joined
 * by spaces, cut at `budget` characters (whole words).
 */
export function distinctWords(
  texts: readonly string[],
  budget = TWIN_BODY_BUDGET,
  known: (word: string) => boolean = () => false,
): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  let length = 0;
  for (const text of texts) {
    for (const [word, key] of twinTextWords(text)) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (known(key)) continue;
      if (length + word.length + 1 > budget) return kept.join(' ');
      kept.push(word);
      length += word.length + 1;
    }
  }
  return kept.join(' ');
}

/**
 * Whether the texts already answer a word (lower case), so a twin need not bring it: it is one
 * of their words, or, a word of Chinese characters, they write it anywhere (the reader finds a
 * run of Chinese characters where it is written, however the text around it was cut into
 * words: client/engine/chineseRuns.ts). A text is cut into words (segmented) only where the
 * characters around the word leave it in doubt (wordIn): a page's twin mostly asks for words of
 * another language, which few of the page's texts hold, and an ASCII word mostly stands between
 * spaces, punctuation or Chinese characters.
 */
export function answeredBy(texts: readonly string[]): (word: string) => boolean {
  const lower = texts.map((text) => text.toLowerCase());
  // (Joined by a line break, beside which a word always ends: a word found in the whole is
  // found in one text, and as a word there if it is one in the whole.)
  const whole = lower.join('\n');
  const words: Array<Set<string> | undefined> = [];
  const segmented = (i: number) =>
    (words[i] ??= new Set(segmentWords(texts[i]).map(([, key]) => key)));
  return (word) => {
    const ascii = ASCII_WORD.test(word);
    const inWhole = wordIn(whole, word, ascii);
    if (inWhole !== 'maybe') return inWhole === 'yes';
    return lower.some((text, i) => {
      const found = wordIn(text, word, ascii);
      return found === 'yes' || (found === 'maybe' && segmented(i).has(word));
    });
  };
}

const ASCII_WORD = /^[a-z0-9]+$/;
const HAN_WORD = new RegExp(`^[${RUN_LETTERS}]+$`, 'u');
const ASCII_LETTER_OR_DIGIT = /[a-z0-9]/i;

/**
 * Characters beside which a word of ASCII letters and digits ends, whatever lies beyond them
 * (Unicode's word rules, UAX #29): white space but the narrow no-break space; ASCII
 * punctuation but `.` `'` `,` `;` `:` `_`, which may join letters or digits across them (WB6,
 * WB7, WB11, WB12, WB13a, WB13b); Chinese characters and kana; CJK punctuation but its tone
 * marks (accents, WB4) and the masu mark, and the full-width forms but those of the six and of
 * letters and digits. Beside letters of other scripts, accents and the rest, the segmenter
 * decides. (Checked beside each character where scripts meet Latin text: twins.test.ts.)
 */
const ASCII_WORD_END = new RegExp(
  String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u205f!"#$%&()*+\-/<=>?@[\\\]^` +
    '`' +
    String.raw`{|}~${IDEOGRAPHIC_LETTERS}\u3000-\u3029\u3030-\u303b\u303d-\u303f\uff01-\uff06\uff08-\uff0b\uff0d\uff0f\uff1c-\uff20\uff3b-\uff3e\uff40\uff5b-\uff65]`,
  'u',
);

/** Whether a word of ASCII letters and digits always ends beside `char` (undefined: the text's end). */
const endsAsciiWord = (char: string | undefined) => char === undefined || ASCII_WORD_END.test(char);

/**
 * Whether `text` (lower case) answers `word` (answeredBy): 'no' when it does not hold it, or
 * holds a word of ASCII letters and digits (`ascii`) only inside a longer run of them ("in" in
 * "println"), where no segmenter puts a word boundary (WB5–WB10); 'yes' when it holds such a
 * word between characters it always ends beside (ASCII_WORD_END) or at the text's ends, or
 * holds a word of Chinese characters; else 'maybe', for segmenting to decide.
 */
function wordIn(text: string, word: string, ascii: boolean): 'yes' | 'no' | 'maybe' {
  if (!ascii) return !text.includes(word) ? 'no' : HAN_WORD.test(word) ? 'yes' : 'maybe';
  let found: 'no' | 'maybe' = 'no';
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (before !== undefined && ASCII_LETTER_OR_DIGIT.test(before)) continue;
    if (after !== undefined && ASCII_LETTER_OR_DIGIT.test(after)) continue;
    if (endsAsciiWord(before) && endsAsciiWord(after)) return 'yes';
    found = 'maybe';
  }
  return found;
}

const recordText = (record: DocSearchRecord) =>
  record.type === 'content' ? (record.content ?? '') : headingText(record);

/**
 * The twin's meta fields (before Chinese words are parted for Pagefind) and filter value. The
 * body keeps only words the page does not answer itself (answeredBy; code names and English
 * terms a Chinese page writes as they are): those add nothing a visitor can find, and would lift
 * pages in the reader's own language for words they already hold.
 */
export function twinEntryParts(
  own: readonly DocSearchRecord[],
  twin: TwinPage,
  budget = TWIN_BODY_BUDGET,
): {meta: Record<string, string>; filter: string} {
  const title = twin.records.find((record) => record.type === 'lvl1');
  const headings = twin.records.filter(isSectionHeading);
  const pairs = pairHeadings(own, twin.records);
  const body = distinctWords(
    twin.records.filter((r) => r.type === 'content').map((r) => r.content ?? ''),
    budget,
    answeredBy(own.map(recordText)),
  );
  const meta: Record<string, string> = {};
  if (title) meta[TWIN_FIELDS.title] = headingText(title);
  if (headings.length > 0) meta[TWIN_FIELDS.headings] = headings.map(headingText).join(' ');
  if (body) meta[TWIN_FIELDS.body] = body;
  const filter = JSON.stringify({
    language: twin.language,
    headings: headings.map((record, i) => [headingText(record).length, pairs[i]]),
  });
  return {meta, filter};
}

/** The twin a page's entry carries, or null (no twin, or a filter this version cannot read). */
export function decodeTwin(
  meta: Record<string, string | undefined>,
  filterValue: string | undefined,
  unseparate: (text: string) => string,
): TwinData | null {
  if (!filterValue) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(filterValue);
  } catch {
    return null;
  }
  const {language, headings: lengths} = (parsed ?? {}) as {language?: unknown; headings?: unknown};
  if (typeof language !== 'string' || !Array.isArray(lengths)) return null;
  const joined = unseparate(meta[TWIN_FIELDS.headings] ?? '');
  const headings: TwinData['headings'] = [];
  let at = 0;
  for (const item of lengths) {
    if (!Array.isArray(item)) return null;
    const [length, own] = item as unknown[];
    if (!Number.isInteger(length) || !Number.isInteger(own)) return null;
    const end = at + (length as number);
    if (end > joined.length) return null;
    headings.push({text: joined.slice(at, end), own: own as number});
    at = end + 1;
  }
  return {
    language,
    title: unseparate(meta[TWIN_FIELDS.title] ?? ''),
    headings,
    body: unseparate(meta[TWIN_FIELDS.body] ?? ''),
  };
}
