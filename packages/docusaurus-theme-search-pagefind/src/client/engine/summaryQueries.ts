import {needsWordSegmentation} from './queryNormalization';
import {HAN} from './queryRuns';
import type {NormalizedQuery} from './types';

// Which files a query reads its words from: the summaries of the index chunks
// (shared/chunkSummaries.ts), which score as the chunks do but for the positions of a run of
// Chinese characters (whose neighbouring words count as one occurrence) and of a "quoted"
// phrase; those read the chunks themselves. One rule for the reader and for the chunks asked
// for before its code is here (algoliaAdapter/earlyQueryChunks.ts), so that both ask for the
// same files.

/**
 * Whether the query's words are cut as Chinese, Japanese or Thai text is (the runs of Chinese
 * characters matched as written: chineseRuns.ts), in the index's `language`.
 */
export function isSegmentedQuery(language: string, query: NormalizedQuery): boolean {
  return needsWordSegmentation(language) || query.words.some((word) => HAN.test(word));
}

/** Whether the query reads the summaries of its index chunks (where the build wrote them). */
export function readsSummaries(language: string, query: NormalizedQuery): boolean {
  return !query.exact && !isSegmentedQuery(language, query);
}
