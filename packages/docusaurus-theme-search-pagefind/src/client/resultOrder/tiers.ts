import {recordTitle} from '../../shared/record';
import type {DocSearchRecord} from '../../shared/types';
import {queryWords} from '../engine/queryWords';
import {stemmerFor} from '../engine/stemmers/stemmers';
import {folded, foldedPhrase, writtenPhrase} from './foldedRecord';
import {SPACED_LETTERS} from '../../shared/languages';

// A record's tier: how well it holds the query as typed, the first key of the hits' order
// (rerank.ts). Pagefind scores pages (BM25 plus a boost for words in the title and headings
// meta); on top of that, records are ordered by their tier: a heading that is the query (the page title or a
// top section) first, then a heading holding the whole phrase, then a body holding the exact
// phrase, then a heading holding every word, then a body holding every word.

export const TIER = {
  titleEqual: 5,
  titlePhrase: 4,
  contentPhrase: 3,
  titleAllWords: 2,
  contentAllWords: 1,
  other: 0,
} as const;

/** A query as rankTier compares it: folded once, not once per record (rerank ranks hundreds). */
export interface TierQuery {
  phrase: string;
  /** The query's words (queryWords), worked out when a record first needs them. */
  terms: () => string[];
  /** The query as written (writtenPhrase; see writtenTier). */
  written: string;
  /** Its words as writtenTier compares them (writtenWords), worked out when first needed. */
  writtenWords: () => string[];
}

/** Headings that rank first when they are the query: the page title (h1) and top sections (h2). */
const TOP_HEADINGS: ReadonlySet<string> = new Set(['lvl1', 'lvl2']);

export function tierQuery(query: string): TierQuery {
  let terms: string[] | undefined;
  let words: string[] | undefined;
  const written = writtenPhrase(query);
  return {
    phrase: foldedPhrase(query),
    terms: () => (terms ??= queryWords(query)),
    written,
    writtenWords: () => (words ??= writtenWords(written)),
  };
}

/** Whether `text` holds `phrase` (rankTier: anywhere; writtenTier: as whole words). */
type Holds = (text: string, phrase: string) => boolean;

const anywhere: Holds = (text, phrase) => text.includes(phrase);

/** A letter of a script whose words spaces part and whose words end where their letters do. */
const SPACED_LETTER = new RegExp(`[${SPACED_LETTERS}\\p{N}_]`, 'u');

const LAST_WORD = /[\p{L}\p{N}_]+$/u;
/** The phrases' last words (a query's few phrases are asked of every record of the pages read). */
const lastWords = new Map<string, string | undefined>();

/** The letters, digits and _ that end `phrase`, if it ends with any. */
function lastWord(phrase: string): string | undefined {
  if (lastWords.has(phrase)) return lastWords.get(phrase);
  const last = LAST_WORD.exec(phrase)?.[0];
  if (lastWords.size >= 64) lastWords.clear();
  lastWords.set(phrase, last);
  return last;
}

/**
 * Whether `text` holds `phrase` as whole words: not inside a longer word ("state" in
 * "substate"), and ending where a word ends, or where a word of the same stem does ("states"
 * for "state", with `stem`, the record's language's stemmer; not "statement"). Only letters of
 * scripts whose words spaces part count (a Chinese or Korean word runs on into the next
 * characters).
 */
function asWords(stem: (word: string) => string): Holds {
  return (text, phrase) => {
    const last = lastWord(phrase);
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      const before = text[at - 1];
      if (before && SPACED_LETTER.test(before) && SPACED_LETTER.test(phrase[0])) continue;
      const end = at + phrase.length;
      if (!last || !SPACED_LETTER.test(text[end] ?? '') || !SPACED_LETTER.test(phrase.at(-1)!))
        return true;
      const rest = /^[\p{L}\p{N}_]+/u.exec(text.slice(end))![0];
      if (stem(last + rest) === stem(last)) return true;
    }
    return false;
  };
}

/** The tier of a record whose title and content are `title` and `content` (see rankTier). */
function tierOf(
  type: string,
  title: string,
  content: string,
  phrase: string,
  queryWords: () => string[],
  holds: Holds = anywhere,
): number {
  // A heading that is the query itself: that page or top section comes first. A deeper heading
  // (h3–h6) is named within its parents' topic (枚举 under 解构 in a chapter on patterns): it
  // holds the phrase, as a page titled 枚举的定义 does, and Pagefind's score orders the two.
  if (TOP_HEADINGS.has(type) && title === phrase) return TIER.titleEqual;
  if (holds(title, phrase)) return TIER.titlePhrase;
  if (holds(content, phrase)) return TIER.contentPhrase;
  const terms = queryWords();
  if (terms.length > 0 && terms.every((term) => holds(title, term))) return TIER.titleAllWords;
  if (terms.length > 0 && terms.every((term) => holds(content, term))) return TIER.contentAllWords;
  return TIER.other;
}

/**
 * How well a record holds the query as typed: the tiers of rankTier, on the texts as written
 * (diacritics kept) and with the query's words (as its spaces part them) as whole words. A
 * record holding the words as typed ranks above one that holds them only once both are folded
 * ("Thế" above "Thể" and "theo" for "thế"; "chu" above "chủ"), as Pagefind's diacritic bonus
 * ranks its pages, and above one holding only longer words they start ("state" above
 * "statement"; a word of the same stem, "states", counts as the word). A word being typed is
 * the start of longer words only: nothing holds it whole, and the folded tier alone orders.
 */
export function writtenTier(
  record: Pick<DocSearchRecord, 'hierarchy' | 'type' | 'content'> & {language?: string},
  query: TierQuery,
): number {
  const {written} = query;
  if (!written) return TIER.other;
  const texts = folded(record);
  const title = (texts.writtenTitle ??= writtenPhrase(recordTitle(record)));
  const content = (texts.writtenContent ??= writtenPhrase(record.content ?? ''));
  const stem = stemmerFor(record.language || 'en');
  return tierOf(record.type, title, content, written, query.writtenWords, asWords(stem));
}

const HAS_WORD = /[\p{L}\p{N}]/u;
/** A query piece of letters of scripts whose words spaces part (and signs). */
const SPACED_PIECE = new RegExp(`^[${SPACED_LETTERS}\\p{N}\\p{P}\\p{S}\\p{M}_]+$`, 'u');

/**
 * The query's words as writtenTier compares them: its words of scripts spaces part as typed
 * (signs alone are no word, as in queryWords); the others (Chinese, Japanese) as queryWords
 * cuts them, which folding leaves as typed, so that 不可恢复错误 is the words 不可, 恢复 and 错误
 * there as in rankTier.
 */
function writtenWords(written: string): string[] {
  const words: string[] = [];
  for (const piece of written.split(' ')) {
    if (!HAS_WORD.test(piece)) continue; // ("?", "->")
    if (SPACED_PIECE.test(piece)) words.push(piece);
    else words.push(...queryWords(piece));
  }
  return words;
}

/** How well a record holds the query (see TIER). */
export function rankTier(
  record: Pick<DocSearchRecord, 'hierarchy' | 'type' | 'content'>,
  query: string | TierQuery,
): number {
  const {phrase, terms: queryWords} = typeof query === 'string' ? tierQuery(query) : query;
  if (!phrase) return TIER.other;
  const texts = folded(record);
  const title = (texts.title ??= foldedPhrase(recordTitle(record)));
  const content = (texts.content ??= foldedPhrase(record.content ?? ''));
  return tierOf(record.type, title, content, phrase, queryWords);
}
