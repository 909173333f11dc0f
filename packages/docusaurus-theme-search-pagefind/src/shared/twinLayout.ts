import type {DocSearchRecord} from './types.js';
import {rememberedByText} from './processWide.js';

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
 * writes them). On the Rust Book (bench:quality), 1,500, 800 and 400 characters gave the same
 * cross-language hits@3 and same-language figures, while the index's growth roughly halved from
 * 1,500 to 400; the 10,000-page bench (bench:search) reports the growth and the first query's
 * bytes with this budget.
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
  wordSegmenter ??= new Intl.Segmenter('zh', {granularity: 'word'});
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
 * Whether a word (lower case) is one of the texts' words. A text is cut into words (segmented)
 * only once a word is asked for that it may hold (mayBeWordIn): a page's twin mostly asks for
 * words of another language, which few of the page's texts hold.
 */
export function isWordOf(texts: readonly string[]): (word: string) => boolean {
  const lower = texts.map((text) => text.toLowerCase());
  // (Joined by a character no word holds: a word found in the whole is found in one text.)
  const whole = lower.join('\n');
  const words: Array<Set<string> | undefined> = [];
  return (word) => {
    const ascii = ASCII_WORD.test(word);
    return (
      mayBeWordIn(whole, word, ascii) &&
      lower.some(
        (text, i) =>
          mayBeWordIn(text, word, ascii) &&
          (words[i] ??= new Set(segmentWords(texts[i]).map(([, key]) => key))).has(word),
      )
    );
  };
}

const ASCII_WORD = /^[a-z0-9]+$/;
const isAsciiLetterOrDigit = (char: string | undefined) =>
  char !== undefined && /[a-z0-9]/i.test(char);

/**
 * Whether `text` (lower case) may hold `word` as a word of its own: it holds it, and, for a word
 * of ASCII letters and digits (`ascii`), not only inside a longer run of them ("in" in
 * "println"), where no segmenter puts a word boundary (Unicode's word rules WB5–WB10). Passes
 * over most texts without segmenting them; what it lets through, segmenting decides.
 */
function mayBeWordIn(text: string, word: string, ascii: boolean): boolean {
  if (!ascii) return text.includes(word);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
    if (!isAsciiLetterOrDigit(text[at - 1]) && !isAsciiLetterOrDigit(text[at + word.length]))
      return true;
  return false;
}

const recordText = (record: DocSearchRecord) =>
  record.type === 'content' ? (record.content ?? '') : headingText(record);

/**
 * The twin's meta fields (before Chinese words are parted for Pagefind) and filter value. The
 * body keeps only words the page itself lacks (code names and English terms a Chinese page
 * writes as they are): those add nothing a visitor can find, and would lift pages in the
 * reader's own language for words they already hold.
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
    isWordOf(own.map(recordText)),
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
export function readTwin(
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
