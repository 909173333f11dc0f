import type {RankingWeights} from '../../shared/engineOptions';
import {contentPlaces, type LoadedChunk, type WordEntry} from '../../shared/pagefind/postings';
import {lengthBonus, RANKING} from './pagefindRanking';
import {runCharacters} from './runScores';
import type {Match} from './scoreTypes';
import {termMatches} from './termMatches';
import type {QueryTerm} from './types';

// The pages a query's terms find (as Pagefind: a term no word matches is left
// out), and the matches pagefindRanking.ts scores them by. Where no page holds every term that
// matched (a word the index holds in another form, on pages of its own), the pages holding the
// most of them are found instead, so that one word never empties the answer.

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
  /**
   * Per page found (as `found`), how many of the matched terms it holds, when no page holds
   * them all (the pages holding the most come first, see `tieredScores`); null when every page
   * found holds every term, as Pagefind finds them.
   */
  held: Uint8Array | null;
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
        const {pages, metaStart, metaLocations} = postings;
        for (let i = 0; i < pages.length; i++) {
          if (pages[i] >= onPage.length || own[pages[i]] === 1) continue;
          let held = contentPlaces(postings, i) > 0;
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
  ranking: RankingWeights = RANKING,
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
      const bonus = mode === 'exact' ? 1 : lengthBonus(entry.word, text, ranking);
      const typoCount = typos.get(entry) ?? 0;
      for (const {form, postings} of entry.forms) {
        // A run has no diacritics to tell apart: it matches as written. A word a typo
        // away scores less than any word as typed: a half, a third for two typos.
        const diacriticBonus =
          typoCount > 0
            ? 1 / (1 + typoCount)
            : mode === 'run' || diacriticsMatch(original, form)
              ? 1 + ranking.diacriticSimilarity
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
  let held: Uint8Array | null = null;
  if (required.length > 0 && (exact || counts.some((count) => count > 0))) {
    const termsOnPage = new Uint8Array(totalPages);
    for (const onPage of required)
      for (let page = 0; page < totalPages; page++) termsOnPage[page] += onPage[page];
    for (let page = 0; page < totalPages; page++)
      if (termsOnPage[page] === required.length) found.push(page);
    // No page holds every matched term: the pages holding any of them, with how many they
    // hold (a "quoted" search still wants every term).
    if (found.length === 0 && !exact && required.length > 1) {
      for (let page = 0; page < totalPages; page++) if (termsOnPage[page] > 0) found.push(page);
      held = new Uint8Array(found.length);
      for (let i = 0; i < found.length; i++) held[i] = termsOnPage[found[i]];
    }
  }
  return {matches, counts, ownCounts, found, held};
}

/**
 * Scores that put the pages holding more of the query's terms first (`held`, per slot), the
 * pages of each count in the order of their own scores: each score raised by its count times
 * more than the best score. The scores of a search whose pages all hold every term are kept.
 */
export function tieredScores(scores: Float64Array, held: Uint8Array | null): Float64Array {
  if (!held) return scores;
  let best = 0;
  for (let s = 0; s < scores.length; s++) if (scores[s] > best) best = scores[s];
  const step = best + 1;
  const tiered = new Float64Array(scores.length);
  for (let s = 0; s < scores.length; s++) tiered[s] = scores[s] + held[s] * step;
  return tiered;
}

/** How many places of `page`, in its text and meta fields, hold a word of `matches`. */
export function placesOnPage(matches: readonly Match[], page: number): number {
  let places = 0;
  for (const {postings} of matches) {
    const {pages, metaStart} = postings;
    // (Its own binary search, for numbers: see chunkWords.ts's lowerBound.)
    let low = 0;
    let high = pages.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (pages[middle] < page) low = middle + 1;
      else high = middle;
    }
    if (pages[low] !== page) continue;
    // (Meta locations are pairs: field, then position.)
    places += contentPlaces(postings, low) + (metaStart[low + 1] - metaStart[low]) / 2;
  }
  return places;
}

/** How a page's title holds the query (see titleHolds). */
export const TITLE_HOLDS = {none: 0, every: 1, starts: 2} as const;

/**
 * Per page (by page number, of `totalPages`), how its title (meta field `titleField`) holds the
 * query's terms, read from the word positions the index chunks give for the title field, with
 * no fragment read: TITLE_HOLDS.starts when it holds every term that matched and the first
 * term is the title's first word (the title is the query, or starts with it),
 * TITLE_HOLDS.every when it holds every term, none otherwise. A term is held as the index
 * writes it (its stem, in a stemmed language), not as the start of a longer word: a word being
 * typed ("app") holds no title yet. A run of Chinese characters is held when its words in the
 * title write as many characters as the run has. All none when there is no title field.
 */
export function titleHolds(
  matches: readonly Match[],
  terms: readonly QueryTerm[],
  titleField: number,
  totalPages: number,
): Uint8Array {
  const termCount = terms.length;
  const holds = new Uint8Array(totalPages);
  if (titleField < 0 || termCount === 0) return holds;
  // Per term, per page: the characters of the term its title writes (a word not of a run: 1),
  // and whether the first term's word is at the title's first position.
  const written = Array.from({length: termCount}, () => new Float64Array(0));
  const needed = new Float64Array(termCount);
  const starts = new Uint8Array(totalPages);
  for (const match of matches) {
    const {term, postings, runLength, runCharacters} = match;
    if (terms[term].mode !== 'run' && match.word !== terms[term].term) continue;
    if (written[term].length === 0) written[term] = new Float64Array(totalPages);
    needed[term] = runLength ?? 1;
    const {pages, metaStart, metaLocations} = postings;
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i];
      if (page >= totalPages) continue;
      for (let j = metaStart[i]; j < metaStart[i + 1]; j += 2) {
        if (metaLocations[j] !== titleField) continue;
        written[term][page] += runCharacters ?? 1;
        if (term === 0 && metaLocations[j + 1] === 0) starts[page] = 1;
        break; // the word's other places in the title write the same characters
      }
    }
  }
  if (!written.some((w) => w.length > 0)) return holds;
  for (let page = 0; page < totalPages; page++) {
    let every = true;
    for (let t = 0; t < termCount && every; t++)
      every = written[t].length === 0 || written[t][page] >= needed[t];
    // (A term no word matched as written is left out, as the pages found leave out a term no
    // word matched.)
    if (every) holds[page] = starts[page] ? TITLE_HOLDS.starts : TITLE_HOLDS.every;
  }
  return holds;
}
