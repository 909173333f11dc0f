import type {LoadedChunk, WordEntry} from '../../shared/pagefindFormat';
import {lengthBonus, RANKING, runCharacters, type Match} from './pageScores';
import {termMatches} from './termMatches';
import type {QueryTerm} from './types';

// Browser code: the pages a query's terms find (as Pagefind: a term no word matches is left
// out), and the matches pageScores.ts scores them by.

export interface PageMatches {
  /** Every (word form, term) pair found, with its bonuses and postings. */
  matches: Match[];
  /** Per term, how many pages have a word of it. */
  counts: number[];
  /**
   * Per term, how many of those pages have it outside their translation twin's fields
   * (cross-language search; `twinField` marks those fields), or all of them when none has:
   * the term's IDF, so twins do not change how same-language words weigh.
   */
  ownCounts: number[];
  /** The pages found, by page number, in order. */
  found: number[];
}

function diacriticsMatch(original: string, form: string): boolean {
  return form === original || form.startsWith(original) || original.startsWith(form);
}

/** How many of the pages in `onPage` hold a word of the groups outside the twin's fields. */
function ownPageCount(
  groups: readonly WordEntry[][],
  onPage: Uint8Array,
  twinField: Uint8Array,
): number {
  const own = new Uint8Array(onPage.length);
  for (const group of groups)
    for (const entry of group)
      for (const {postings} of entry.forms) {
        const {pages, locationStart, metaStart, metaLocations} = postings;
        for (let i = 0; i < pages.length; i++) {
          if (pages[i] >= onPage.length || own[pages[i]] === 1) continue;
          let held = locationStart[i + 1] > locationStart[i];
          for (let j = metaStart[i]; j < metaStart[i + 1] && !held; j += 2)
            held = twinField[metaLocations[j]] !== 1;
          if (held) own[pages[i]] = 1;
        }
      }
  let count = 0;
  for (let page = 0; page < onPage.length; page++) count += own[page] & onPage[page];
  return count;
}

/** The pages with every (matched) term, of `totalPages`; with `exact`, every term. */
export function pageMatches(
  terms: readonly QueryTerm[],
  loaded: LoadedChunk[],
  totalPages: number,
  exact: boolean,
  twinField: Uint8Array = new Uint8Array(0),
): PageMatches {
  const matches: Match[] = [];
  const termPages: Uint8Array[] = [];
  const counts: number[] = [];
  const ownCounts: number[] = [];
  const hasTwins = twinField.includes(1);
  for (let t = 0; t < terms.length; t++) {
    const {term: text, original, mode} = terms[t];
    const typos = new Map<WordEntry, number>();
    const groups = termMatches(loaded, terms[t], typos);
    // Each word once, though it may cover several characters of a run.
    for (const entry of new Set(groups.flat())) {
      const bonus = mode === 'exact' ? 1 : lengthBonus(entry.word, text);
      const typoCount = typos.get(entry) ?? 0;
      for (const {form, postings} of entry.forms) {
        // A run has no diacritics to tell apart: it matches as written. A word a typo
        // away scores less than any word as typed: a half, a third for two typos.
        const diacriticBonus =
          typoCount > 0
            ? 1 / (1 + typoCount)
            : mode === 'run' || diacriticsMatch(original, form)
              ? 1 + RANKING.diacriticSimilarity
              : 1;
        matches.push({
          word: entry.word,
          term: t,
          lengthBonus: bonus,
          diacriticBonus,
          postings,
          joined: mode === 'run',
          ...(mode === 'run'
            ? {runLength: Array.from(text).length, runCharacters: runCharacters(entry.word, text)}
            : {}),
        });
      }
    }
    // The pages with a word of every group.
    let onPage: Uint8Array | null = null;
    for (const group of groups) {
      const inGroup = new Uint8Array(totalPages);
      for (const entry of group)
        for (const {postings} of entry.forms) {
          // (An index loop: run once a keystroke, for-of made an object per page in code not yet optimised.)
          const {pages} = postings;
          for (let i = 0; i < pages.length; i++) if (pages[i] < totalPages) inGroup[pages[i]] = 1;
        }
      if (onPage) for (let page = 0; page < totalPages; page++) onPage[page] &= inGroup[page];
      else onPage = inGroup;
    }
    onPage ??= new Uint8Array(totalPages);
    termPages.push(onPage);
    let count = 0;
    for (let page = 0; page < totalPages; page++) count += onPage[page];
    counts.push(count);
    const own = hasTwins ? ownPageCount(groups, onPage, twinField) : count;
    ownCounts.push(own > 0 ? own : count);
  }
  // A term no word matches is left out (as Pagefind does), unless none matches or the
  // search is "quoted".
  const required = exact ? termPages : termPages.filter((_, t) => counts[t] > 0);
  const found: number[] = [];
  if (required.length > 0 && (exact || counts.some((count) => count > 0))) {
    const termsOnPage = new Uint8Array(totalPages);
    for (const onPage of required)
      for (let page = 0; page < totalPages; page++) termsOnPage[page] += onPage[page];
    for (let page = 0; page < totalPages; page++)
      if (termsOnPage[page] === required.length) found.push(page);
  }
  return {matches, counts, ownCounts, found};
}

/** How many places of `page`, in its text and meta fields, hold a word of `matches`. */
export function placesOnPage(matches: readonly Match[], page: number): number {
  let places = 0;
  for (const {postings} of matches) {
    const {pages, locationStart, metaStart} = postings;
    // (Its own binary search, for numbers: see chunkWords.ts's lowerBound.)
    let low = 0;
    let high = pages.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (pages[middle] < page) low = middle + 1;
      else high = middle;
    }
    if (pages[low] !== page) continue;
    // (Both lists hold pairs: weight or field, then position.)
    places +=
      (locationStart[low + 1] - locationStart[low] + metaStart[low + 1] - metaStart[low]) / 2;
  }
  return places;
}
