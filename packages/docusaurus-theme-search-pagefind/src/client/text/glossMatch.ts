import {recordTitle} from '../../shared/record';
import type {PageGloss} from '../../shared/glossLayout';
import type {TwinMatch} from '../../shared/twinLayout';
import type {DocSearchRecord} from '../../shared/types';
import {plausibleMatch} from '../resultOrder/plausibleMatch';
import {textHolds} from './twinMatch';

// The site's own glossary (shared/glossLayout.ts): a page found by a term its
// headings write only in glossed form (切片 for "Slice 类型") has no record holding the term;
// it shows the heading that writes the glossed word, and says which word matched.

/** The glossed words that found a page, and the record to show for them. */
export interface PageGlossMatch {
  match: TwinMatch;
  record: DocSearchRecord;
}

/**
 * For the query terms (queryWords) that no record of the page holds, the words of its headings
 * they stand for by the page's glosses, with the first heading (the title first) writing one;
 * null when the glosses answer none of them.
 */
export function pageGlossMatch(
  records: readonly DocSearchRecord[],
  glosses: readonly PageGloss[],
  terms: readonly string[],
): PageGlossMatch | null {
  if (glosses.length === 0 || records.length === 0) return null;
  const words: string[] = [];
  for (const term of terms) {
    if (records.some((record) => plausibleMatch(record, [term]))) continue;
    const gloss = glosses.find((candidate) => textHolds(candidate.term, term));
    if (gloss && !words.includes(gloss.word)) words.push(gloss.word);
  }
  if (words.length === 0) return null;
  const lower = words.map((word) => word.toLowerCase());
  const record =
    records.find(
      (candidate) =>
        candidate.type !== 'content' &&
        lower.some((word) => recordTitle(candidate).toLowerCase().includes(word)),
    ) ??
    records.find((candidate) => candidate.type === 'lvl1') ??
    records[0];
  // Glosses name a term in Latin letters: English, on the sites this reads.
  return {match: {language: 'en', words}, record};
}
