import type {DocSearchRecord} from '../../shared/types';
import {pageGlossTerms, pageRecords, pageTwin} from '../../shared/recordLayout';
import {pageTwinMatch} from '../text/twinMatch';
import {pageGlossMatch} from '../text/glossMatch';
import {facetMatcher, type FacetValues} from '../engine/facets';
import {plausibleMatch} from './plausibleMatch';
import type {Candidate} from './types';
import type {PagefindData, PagefindResult} from '../engine/types';

// The records of a page the engine found that answer the query (its candidates
// for hits), made once per page and kept with its data; a page whose record is bad is left
// out and said once in the console, the others stand.

/** The files whose bad records were reported: each once per page load. */
const reportedFiles = new Set<string>();

/** Says once, in the console, that a record of `file` was skipped and why. */
function reportSkipped(file: string, reason: string): void {
  if (reportedFiles.has(file)) return;
  reportedFiles.add(file);
  console.warn(`[search] ${reason}`);
}

/**
 * A page's data, or null when its record cannot be used (the reader's InvalidRecordError):
 * that page is left out, the others stand. Any other failure (network, a corrupt file) fails
 * the search.
 */
export async function pageData(result: PagefindResult): Promise<PagefindData | null> {
  try {
    return await result.data();
  } catch (error) {
    const invalid = error as {name?: string; file?: string; message?: string} | null;
    if (invalid?.name !== 'InvalidRecordError') throw error;
    reportSkipped(invalid.file ?? result.id, invalid.message ?? 'bad record');
    return null;
  }
}

// A page's records, made once per page data (the bundle reader gives the same data for a page
// while it is shown, and the ranking folds each record's text once; see foldedRecord.ts).
const recordsOfPages = new WeakMap<PagefindData, DocSearchRecord[]>();

/** The page's records, or none when its data does not make records (reported once). */
function safePageRecords(data: PagefindData): DocSearchRecord[] {
  let records = recordsOfPages.get(data);
  if (!records) recordsOfPages.set(data, (records = readPageRecords(data)));
  return records;
}

function readPageRecords(data: PagefindData): DocSearchRecord[] {
  try {
    const records = pageRecords(data);
    for (const record of records) new URL(record.url); // absolute, or the page is left out
    return records;
  } catch (error) {
    reportSkipped(
      String(data.url),
      `Skipped the search records of ${String(data.url)}: ${(error as Error).message}`,
    );
    return [];
  }
}

function facetValues(record: DocSearchRecord) {
  return {
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    version: record.version,
  };
}

/**
 * A page's records that answer the query, each with the page's score: those that plausibly
 * match it, or, when none does, the section standing for the page (the translation's words or
 * a glossed heading found it). Facet filters (facetMatcher's, parsed once per search) apply to
 * both.
 */
export function pageCandidates(
  data: PagefindData,
  score: number,
  terms: string[],
  query: string,
  passes: (values: FacetValues) => boolean = facetMatcher(undefined),
): Candidate[] {
  const records = safePageRecords(data);
  // Words found only in the page's translation (cross-language search): said in the result; a
  // page holding none of the words itself shows the section that corresponds.
  const twin = records.length > 0 ? pageTwin(data) : null;
  const twinMatched = twin ? pageTwinMatch(records, twin, terms, query) : null;
  const twinMatch = twinMatched?.match;
  const candidates: Candidate[] = [];
  for (const record of records) {
    if (!plausibleMatch(record, terms)) continue;
    if (!passes(facetValues(record))) continue;
    candidates.push({record, score, twinMatch});
  }
  if (candidates.length > 0 || records.length === 0) return candidates;
  // A page found by a term its headings write only in glossed form (切片, "Slice 类型") shows
  // the heading that writes it.
  const glossed = twinMatched?.record ? null : pageGlossMatch(records, pageGlossTerms(data), terms);
  const section = twinMatched?.record ?? glossed?.record;
  if (!section || !passes(facetValues(section))) return candidates;
  return [{record: section, score, twinMatch: twinMatch ?? glossed?.match}];
}
