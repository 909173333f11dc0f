import {CborReader} from './cbor.js';
import {wordsFrom, type LoadedChunk} from './pagefind/postings.js';

// A summary of an index chunk, which this theme's build writes beside each chunk among its page
// files (server/chunkSummaries.ts, at pageFilePaths.ts's chunkSummaryPath): the chunk's words
// and pages, with the positions left out wherever the score does not need them.
//
// Pagefind's score of a page (client/engine/pagefindRanking.ts) reads a word's positions only to
// tell which matching words share a place: the parts of a code name are indexed at the name's
// place, and the terms met at one place multiply its weight. A place that holds one word of
// the whole index (a solo place) weighs the same for any query that matches that word (by as
// many of its terms), so the summary keeps, per word and page, only how many solo places it
// has of each weight, and lists the shared places as the chunk does. Scores read from a summary
// are the chunk's, bit for bit, for any query whose words are not matched as a run of
// neighbouring positions (Chinese text) or as a "quoted" phrase: those read the chunk itself
// (client/engine/summaryQueries.ts). What the first query saves on the bench's 10,000-page
// English site: bench/RESULTS.md, bench:search.
//
// The file is packed as Pagefind packs a chunk; it is CBOR [SUMMARY_TAG, the chunk's hash,
// [[word, pages, variants], ...]] as the chunk's words (shared/pagefind/postings.ts), each page
// [page delta, [weight, solo places of that weight, ...] by weight, the shared places as the
// chunk writes locations, the meta locations as the chunk writes them], or, for a page whose
// places are all solo and of the text's weight (postings.ts's PLAIN_WEIGHT, most pages of a
// common word), [page delta, solo places]. The hash tells a summary served in
// another's place (the chunks' names are the build's own: server/indexChunks.ts).

/** What a summary starts with: a file of this layout. */
export const SUMMARY_TAG = 'docusaurus-theme-search-pagefind summary 1';

/**
 * The summary file of chunk `hash`, its bytes after Pagefind's signature, read as a chunk whose
 * pages have solo places; throws if it is not a summary, or another chunk's.
 */
export function summaryChunk(bytes: Uint8Array, hash: string): LoadedChunk {
  const cbor = new CborReader(bytes);
  if (cbor.array() !== 3 || cbor.peekMajor() !== 3 || cbor.string() !== SUMMARY_TAG)
    throw new Error('Not a summary of an index chunk');
  if (cbor.peekMajor() !== 3 || cbor.string() !== hash)
    throw new Error(`Not the summary of index chunk ${hash}`);
  return wordsFrom(cbor, bytes, true);
}
