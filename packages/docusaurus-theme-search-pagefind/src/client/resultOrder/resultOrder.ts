import {recordTitle} from '../../shared/record';
import {codeWords, indexWord} from '../../shared/codeWords';
import type {DocSearchRecord} from '../../shared/types';
import {isShortWord} from '../engine/engineQuery';
import {fold} from '../text/fold';
import {queryWords} from '../engine/queryWords';
import {stemmerFor} from '../engine/stemmers/stemmers';
import {WORD_CHAR} from '../text/wordBounds';
import {typoBudget, typosBetween} from '../text/typos';
import type {TwinMatch} from '../../shared/twinLayout';

// Pure re-ranking of the records of the pages Pagefind returns. Pagefind scores pages (BM25
// plus a boost for words in the title and headings meta); on top of that, records are ordered
// by how well they hold the query as typed: a heading that is the query (the page title or a
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

/** The text folded (fold.ts) with its runs of spaces made one: as phrases are compared. */
function foldedPhrase(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

/**
 * The text as written, to tell accents apart (NFKC, lower case, runs of spaces made one): "thế"
 * is not "thể" nor "theo", which fold to "the" alike.
 */
function writtenPhrase(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A record's texts as rankTier and plausibleMatch compare them, folded when first asked for. */
interface FoldedRecord {
  title?: string;
  content?: string;
  /** The title and content as written (see writtenPhrase). */
  writtenTitle?: string;
  writtenContent?: string;
  /** The text and the headings below lvl0, together. */
  text?: string;
}

// Records are not changed once made, and the reader hands out the same records for a page
// while it is shown (typing a word a letter at a time asks for the same pages again): each
// text is folded once, not on every keystroke.
const foldedRecords = new WeakMap<object, FoldedRecord>();

/** A record's headings below lvl0 (a section name many pages share). */
function headings(record: Pick<DocSearchRecord, 'hierarchy'>): string[] {
  const {lvl0: _section, ...below} = record.hierarchy;
  return Object.values(below).filter((v): v is string => !!v);
}

function folded(record: object): FoldedRecord {
  let texts = foldedRecords.get(record);
  if (!texts) foldedRecords.set(record, (texts = {}));
  return texts;
}

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
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_]/u;

/**
 * Whether `text` holds `phrase` as whole words: not inside a longer word ("state" in
 * "substate"), and ending where a word ends, or where a word of the same stem does ("states"
 * for "state", with `stem`, the record's language's stemmer; not "statement"). Only letters of
 * scripts whose words spaces part count (a Chinese or Korean word runs on into the next
 * characters).
 */
function asWords(stem: (word: string) => string): Holds {
  return (text, phrase) => {
    const last = /[\p{L}\p{N}_]+$/u.exec(phrase)?.[0];
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
const SPACED_PIECE =
  /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{S}\p{M}_]+$/u;

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

/**
 * Whether a record of a page Pagefind found matches the query: its text or its headings (lvl1 to
 * lvl6; lvl0 is a section name many pages share) hold one query word as the engine matches it.
 * A Latin word: a word starting with it, or whose stem starts with its stem ("configuring" for
 * "configure"; the stemmer of the record's language, English for a record without one, once
 * loaded: see stemmers/stemmers.ts), as Pagefind matches stems by prefix; not any text holding
 * its first letters ("started" does not answer "state management"). A word of one or two
 * Latin letters must be there whole. Chinese: at least the first 60 % of the word (a shorter
 * word of it; see queryWords for how a query's Chinese words are cut). Pagefind also returns pages whose indexed word is only a prefix of the query
 * word (a lone "q" for "qqzzxx"); their records have nothing to show or highlight.
 */
export function plausibleMatch(
  record: Pick<DocSearchRecord, 'hierarchy' | 'content' | 'code'> & {language?: string},
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return false;
  const texts = folded(record);
  const text = (texts.text ??= foldedPhrase([record.content ?? '', ...headings(record)].join(' ')));
  return terms.some((term) => {
    if (record.code && holdsCodeWord(record.content ?? '', term)) return true;
    if (isShortWord(term)) return holdsWord(text, term);
    if (LATIN_WORD.test(term))
      return (
        holdsWordStarting(text, term, stemmerFor(record.language || 'en')) || holdsTypo(text, term)
      );
    return text.includes(term.slice(0, Math.max(1, Math.ceil(term.length * 0.6))));
  });
}

/**
 * Whether a code line has a word, as its page's code fields index it (codeWords.ts), starting
 * with `term`: `readFileSync` and `fs.readFileSync` find `fs.readFileSync(path)`, `filesync`
 * and `search_api_key` find the words inside its identifiers.
 */
function holdsCodeWord(line: string, term: string): boolean {
  const typed = indexWord(term);
  if (!typed) return false;
  const {whole, parts} = codeWords([line]);
  return (
    whole.some((word) => word.startsWith(typed)) || parts.some((word) => word.startsWith(typed))
  );
}

const LATIN_WORD = /^[\p{Script=Latin}\p{N}_]+$/u;
const LATIN_WORDS = /[\p{Script=Latin}\p{N}_]+/gu;

/** Whether `text` has a word starting with `term`, or whose stem starts with the term's stem. */
function holdsWordStarting(text: string, term: string, stem: (word: string) => string): boolean {
  const termStem = stem(term);
  // A stem differs from its word at most in its last letters ("happi", "happy"): only words
  // sharing all but the stem's last letter are worth stemming.
  const stemHead = termStem.slice(0, -1);
  for (const [word] of text.matchAll(LATIN_WORDS)) {
    if (word.startsWith(term)) return true;
    if (word.startsWith(stemHead) && stem(word).startsWith(termStem)) return true;
  }
  return false;
}

/** Whether `text` has a word a typo or two away from `term` (see typos.ts). */
function holdsTypo(text: string, term: string): boolean {
  if (typoBudget(term) === 0) return false;
  for (const [word] of text.matchAll(LATIN_WORDS)) if (typosBetween(term, word) > 0) return true;
  return false;
}

/** Whether `text` holds `word` as a whole word (short words match only so; see engineQuery). */
function holdsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((!before || !WORD_CHAR.test(before)) && (!after || !WORD_CHAR.test(after))) return true;
  }
  return false;
}

export interface Candidate {
  record: DocSearchRecord;
  /** Pagefind's score for the record's page. */
  score: number;
  /** Words the page holds only in its translation (cross-language search; see twinMatch.ts). */
  twinMatch?: TwinMatch;
}

/** A candidate in its place in the hits' order, with the tier it was ranked at (its first key). */
export interface RankedCandidate extends Candidate {
  tier: number;
}

/**
 * How many records of one page come before the records of other pages that hold the query as
 * well (the same tier). The DocSearch modal lists at most five hits of a sidebar category, and
 * a whole manual is often one category: without this, a page with many matching sections
 * (every section of "Running tests" holds 测试) fills all five, and the pages that answer as
 * well are not shown at all.
 */
export const RECORDS_PER_PAGE_FIRST = 2;

/**
 * For each page, the best tier at which a record of it that is not a code line (its title, a
 * heading, a paragraph, inline code in prose) holds the query: where the page names what it
 * is asked for, rather than only using it in its code. A record holding only some of the
 * query's words (TIER.other) names nothing.
 */
function namedTiers(keyed: ReadonlyArray<{candidate: Candidate; tier: number}>) {
  const named = new Map<string, number>();
  for (const {candidate, tier} of keyed) {
    if (candidate.record.code || tier === TIER.other) continue;
    const page = candidate.record.url_without_anchor;
    named.set(page, Math.max(tier, named.get(page) ?? tier));
  }
  return named;
}

/**
 * Orders candidates by tier (as typed, see writtenTier, then folded), then whether their page names the query outside its code blocks
 * at that tier (a page that explains `useNavigation` in its text or headings before pages that
 * only call it in code, however often), then Pagefind score, then headings before body text,
 * then page order; keeps the best record per URL (DocSearch's `distinct` on url); then, within a
 * tier, puts a page's records past its first RECORDS_PER_PAGE_FIRST after the other pages'
 * first ones. Among pages without code lines, and among records holding only some of the
 * query's words, the order is as without code.
 */
export function rerank(candidates: readonly Candidate[], query: string): RankedCandidate[] {
  const prepared = tierQuery(query);
  // The tier as typed first, then folded (one number: TIER's values are below 8).
  const tiered = candidates.map((candidate) => ({
    candidate,
    tier: writtenTier(candidate.record, prepared) * 8 + rankTier(candidate.record, prepared),
  }));
  const named = namedTiers(tiered);
  const keyed = tiered.map((entry) => ({
    ...entry,
    named:
      entry.tier === TIER.other ||
      (named.get(entry.candidate.record.url_without_anchor) ?? -1) >= entry.tier,
  }));
  keyed.sort(
    (a, b) =>
      b.tier - a.tier ||
      Number(b.named) - Number(a.named) ||
      b.candidate.score - a.candidate.score ||
      b.candidate.record.weight.level - a.candidate.record.weight.level ||
      a.candidate.record.weight.position - b.candidate.record.weight.position,
  );
  const seen = new Set<string>();
  const distinct: Array<{candidate: Candidate; tier: number; later: boolean}> = [];
  const perPage = new Map<string, number>(); // "tier page" → records of that page kept so far in the tier
  for (const {candidate, tier} of keyed) {
    if (seen.has(candidate.record.url)) continue;
    seen.add(candidate.record.url);
    const page = `${tier} ${candidate.record.url_without_anchor}`;
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    distinct.push({candidate, tier, later: count >= RECORDS_PER_PAGE_FIRST});
  }
  // Stable: the order above holds within each part.
  distinct.sort((a, b) => b.tier - a.tier || Number(a.later) - Number(b.later));
  return distinct.map(({candidate, tier}) => ({...candidate, tier}));
}
