import {pageHierarchy} from '../../shared/record';
import type {TwinData, TwinMatch} from '../../shared/twinLayout';

export type {TwinMatch} from '../../shared/twinLayout';
import type {DocSearchRecord} from '../../shared/types';
import {plausibleMatch} from '../resultOrder/plausibleMatch';
import {RUN_LETTERS} from '../../shared/languages';

// Cross-language search: which of the query's words a page holds
// only through its translation twin (shared/twinLayout.ts), the twin's words they matched (for
// the result's "matched in English: …" line), and the page's own section that corresponds to
// the twin's heading where they matched.

/** The twin-only matches of a page, and the record of the page's own to show for them. */
export interface PageTwinMatch {
  match: TwinMatch;
  /** The page's own heading record at the place of the twin heading that matched, else its title record. */
  record: DocSearchRecord | null;
}

const WORDS = /[\p{L}\p{N}_]+/gu;
const HAN_RUN = new RegExp(`^[${RUN_LETTERS}]+$`, 'u');
const HAN_RUNS = new RegExp(`[${RUN_LETTERS}]+`, 'gu');

/**
 * Whether `text` holds `term` as a record's text would (plausibleMatch), stemmed as the text's
 * language (English when not given).
 */
export const textHolds = (text: string, term: string, language?: string) =>
  plausibleMatch({hierarchy: pageHierarchy(null), content: text, language}, [term]);

/** The twin's word that `term` matched in `text`, as written there; null when none. */
export function matchedWord(text: string, term: string, language?: string): string | null {
  if (!textHolds(text, term, language)) return null;
  if (HAN_RUN.test(term)) {
    // The longest start of the query's run that the text writes (the whole run, usually).
    for (let end = term.length; end > 0; end--)
      if (text.includes(term.slice(0, end))) return term.slice(0, end);
    return null;
  }
  for (const [word] of text.matchAll(WORDS)) if (textHolds(word, term, language)) return word;
  return null;
}

/**
 * The query terms (queryWords of the query) that no record of the page matches but its twin
 * does, with the words they matched; null when there are none.
 */
export function pageTwinMatch(
  records: readonly DocSearchRecord[],
  twin: TwinData,
  terms: readonly string[],
  query = '',
): PageTwinMatch | null {
  const twinOnly = terms.filter(
    (term) => !records.some((record) => plausibleMatch(record, [term])),
  );
  if (twinOnly.length === 0) return null;
  const texts = [twin.title, ...twin.headings.map((h) => h.text), twin.body];
  const words: string[] = [];
  let heading = -1; // the first twin heading holding a twin-only word
  let inTitle = false;
  for (const term of twinOnly) {
    let word: string | null = null;
    for (let t = 0; t < texts.length && !word; t++) {
      word = matchedWord(texts[t], term, twin.language);
      if (!word) continue;
      if (t === 0) inTitle = true;
      else if (t <= twin.headings.length && heading === -1 && !inTitle) heading = t - 1;
    }
    if (word && !words.some((known) => known.toLowerCase() === word.toLowerCase()))
      words.push(word);
  }
  if (words.length === 0) return null;
  // A run of Chinese characters the twin writes whole is said whole (依赖注入, not 依赖 注入).
  const whole = (query.match(HAN_RUNS) ?? []).filter((run) => texts.some((t) => t.includes(run)));
  const said = [
    ...whole.filter((run) => words.some((word) => run.includes(word))),
    ...words.filter((word) => !whole.some((run) => run.includes(word))),
  ];
  const ownHeadings = records.filter(
    (record) => record.type !== 'content' && record.type !== 'lvl1',
  );
  const own = !inTitle && heading >= 0 ? twin.headings[heading].own : -1;
  const record =
    (own >= 0 ? ownHeadings[own] : undefined) ??
    records.find((r) => r.type === 'lvl1') ??
    records[0] ??
    null;
  return {match: {language: twin.language, words: said}, record};
}
