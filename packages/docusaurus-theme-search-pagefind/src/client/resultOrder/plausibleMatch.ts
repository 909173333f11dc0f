import {codeWords, indexWord} from '../../shared/codeWords';
import type {DocSearchRecord} from '../../shared/types';
import {isShortWord} from '../engine/engineQuery';
import {stemmerFor} from '../engine/stemmers/stemmers';
import {WORD_CHAR} from '../text/wordBounds';
import {typoBudget} from '../text/typoBudget';
import {typosFrom} from '../text/typos';
import {folded, foldedText} from './foldedRecord';
import {LATIN_LETTERS} from '../../shared/languages';

// Which records of a page Pagefind found may be hits: those holding a query word as the engine
// matched it.

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
  // Each answer is kept with the record (a page's records are asked about each query word by
  // several steps of a search, and again at the next keystroke), until the stemmer changes.
  const stem = stemmerFor(record.language || 'en');
  const texts = folded(record);
  if (texts.matches?.stem !== stem || texts.matches.byTerm.size >= MATCHES_KEPT)
    texts.matches = {stem, byTerm: new Map()};
  const {byTerm} = texts.matches;
  return terms.some((term) => {
    let holds = byTerm.get(term);
    if (holds === undefined) byTerm.set(term, (holds = holdsTerm(record, term, stem)));
    return holds;
  });
}

/** Query words whose answers a record keeps (a typing session's words, and their starts). */
const MATCHES_KEPT = 256;

function holdsTerm(
  record: Pick<DocSearchRecord, 'hierarchy' | 'content' | 'code'>,
  term: string,
  stem: (word: string) => string,
): boolean {
  if (record.code && holdsCodeWord(record.content ?? '', term)) return true;
  const text = foldedText(record);
  if (isShortWord(term)) return holdsWord(text, term);
  if (LATIN_WORD.test(term)) {
    const words = latinWords(record);
    return holdsWordStarting(words, term, stem) || holdsTypo(words, term);
  }
  return text.includes(term.slice(0, Math.max(1, Math.ceil(term.length * 0.6))));
}

/**
 * The distinct words in Latin letters of a record's text and headings (foldedText), in order,
 * worked out once per record: a long page's records hold thousands of words, many of them the
 * same, and each query word is compared with every one.
 */
function latinWords(record: Pick<DocSearchRecord, 'hierarchy' | 'content'>): readonly string[] {
  const texts = folded(record);
  // (match, not matchAll: the words alone, without an object for each.)
  return (texts.latinWords ??= Array.from(new Set(foldedText(record).match(LATIN_WORDS))));
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

const LATIN_WORD = new RegExp(`^[${LATIN_LETTERS}\\p{N}_]+$`, 'u');
const LATIN_WORDS = new RegExp(`[${LATIN_LETTERS}\\p{N}_]+`, 'gu');

/** Whether one of `words` starts with `term`, or has a stem starting with the term's stem. */
function holdsWordStarting(
  words: readonly string[],
  term: string,
  stem: (word: string) => string,
): boolean {
  const termStem = stem(term);
  // A stem differs from its word at most in its last letters ("happi", "happy"): only words
  // sharing all but the stem's last letter are worth stemming.
  const stemHead = termStem.slice(0, -1);
  return words.some(
    (word) =>
      word.startsWith(term) || (word.startsWith(stemHead) && stem(word).startsWith(termStem)),
  );
}

/** Whether one of `words` is a typo or two away from `term` (see typos.ts). */
function holdsTypo(words: readonly string[], term: string): boolean {
  if (typoBudget(term) === 0) return false;
  const typos = typosFrom(term);
  return words.some((word) => typos(word) > 0);
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
