import {decodeFragment} from '../../shared/pagefind/fragment';
import type {Meta, MetaPage} from '../../shared/pagefind/meta';
import type {LoadedChunk} from '../../shared/pagefind/postings';
import {bundleFiles} from './bundleFiles';
import {cachedLoads} from './cachedLoads';
import {nextTask} from './nextTask';
import {allowedPages} from './filteredPages';
import {pageMatches, placesOnPage, tieredScores, titleHolds} from './pageMatches';
import {bestSlots, rankedSlots} from './rankedSlots';
import {rankedScores, rankingWeights} from './pagefindRanking';
import {exactScores} from './phraseScores';
import type {Match} from './scoreTypes';
import {twinFields} from './twinScores';
import {normalizeQuery, prepareQuerySegmentation} from './queryNormalization';
import {isSegmentedQuery, readsSummaries} from './summaryQueries';
import {loadStemmer, needsStemmer, stemmerFor} from './stemmers/stemmers';
import {engineTerms, segmentedTerms} from './engineTerms';
import {sameChunks} from './chunkRanges';
import {warmUpBundle} from './warmUpBundle';
import type {
  PagefindData,
  PagefindModule,
  PagefindReaderOptions,
  PagefindResult,
  PagefindSearchOptions,
} from './types';

// Reading a bundle's files, for the tests and benchmarks that preload pagefind.js with the
// bundle's chunks (bench/quality imports them from here).
export {readBundleFile} from '../../shared/pagefind/bundleFile';
export {decodeMeta} from '../../shared/pagefind/meta';
export {normalizeQuery} from './queryNormalization';
export {MAX_CHUNKS_PER_QUERY} from './bundleFiles';
export type {PagefindReaderOptions} from './types';

// Reads a Pagefind bundle (the format and the release it mirrors are in
// shared/pagefind/) and answers `search(term)` like pagefind.js, without its runtime
// and WebAssembly (bytes every first query would fetch) and in time linear in the postings it
// reads. Pagefind's search walks every matching (word, page) pair once per matching page, which
// grows with the square of the pages found: a word on most pages of a big site slows each key.
//
// The query is normalised as pagefind.js does (queryNormalization.ts) and its words stemmed
// with the Snowball stemmer Pagefind indexes the language with (stemmers/); its terms find
// words in the index's chunks (engineTerms.ts, termMatches.ts, chineseRuns.ts for Chinese),
// each file fetched once (bundleFiles.ts). Scores follow Pagefind's ranking (pageMatches.ts,
// pagefindRanking.ts: BM25 with its weights, Pagefind's defaults or the site's option `ranking`,
// word-length and diacritic bonuses, meta field boosts); the tests compare both engines' pages
// and scores on real bundles.

/** Pages whose data the reader keeps decoded (a few screens of results). */
const DECODED_PAGES = 100;

/** A page found; its data is fetched when asked for (one class, not a closure per page found). */
class Result implements PagefindResult {
  readonly id: string;
  constructor(
    private readonly page: MetaPage,
    private readonly pageNumber: number,
    readonly score: number,
    private readonly fragment: (
      key: string,
      pageNumber: number,
      page: MetaPage,
    ) => Promise<PagefindData>,
    private readonly matches: readonly Match[],
    readonly title: number,
  ) {
    // (Pagefind's hash of the page, or its number where the bundle's page list has no hashes.)
    this.id = page.hash || String(pageNumber);
  }

  data(): Promise<PagefindData> {
    return this.fragment(String(this.pageNumber), this.pageNumber, this.page);
  }

  /** (Counted when asked: the caller asks of the few best pages.) */
  get places(): number {
    return placesOnPage(this.matches, this.pageNumber);
  }
}

/** Chunks hold disjoint runs of the sorted words: sorted by their first word, they are in index order. */
const byFirstWord = (a: LoadedChunk, b: LoadedChunk) =>
  a.words[0] < b.words[0] ? -1 : a.words[0] > b.words[0] ? 1 : 0;

/** Rounds of the warm-up's queries. */
const WARM_UP_ROUNDS = 3;

/**
 * Searches the made-up bundle of warmUpBundle.ts, one search per task (a keystroke's work goes
 * between them), so that V8 has optimised the engine's code for the site's next queries.
 */
export async function warmUp(
  language: string,
  metaWeights: Readonly<Record<string, number>>,
  stemmerFolder: string,
): Promise<void> {
  // Not in the task that read the entry file.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const {files, queries} = warmUpBundle(language);
  const bundleUrl = 'warm-up/';
  const reader = createPagefindReader({
    bundleUrl,
    stemmerFolder,
    metaWeights,
    fetch: (async (url: string) => {
      const file = files.get(url.slice(bundleUrl.length));
      return file ? new Response(file) : new Response(null, {status: 404});
    }) as typeof fetch,
  });
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    for (const query of queries) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await reader.search(query);
    }
}

/** Creates the reader; nothing is fetched until init() or the first search. */
export function createPagefindReader(options: PagefindReaderOptions): PagefindModule {
  const files = bundleFiles(options.bundleUrl, options.fetch ?? ((url: string) => fetch(url)));
  const metaWeights = options.metaWeights ?? {};
  const ranking = rankingWeights(options.engineOptions?.ranking);
  const {stemmerFolder} = options;
  // The warm-up starts once the entry file has told the index's language, while the meta file
  // and the first query's chunks are on their way: the processor is idle then. Started after
  // the first answer instead, it would run while the visitor's next query does, and slow it.
  let warming = !options.warmUp;
  const startWarmUp = (language: string) => {
    if (warming) return;
    warming = true;
    warmUp(language, metaWeights, stemmerFolder).catch(() => {}); // only ever a cost saved
  };

  // The entry and meta files. The query's word segmentation is made ready in a task of its own
  // while the meta file is on its way: its first use loads the browser's dictionaries (tens of
  // milliseconds), which would otherwise lengthen the task that decodes the meta file or the
  // first search's. The warm-up starts then too.
  let segmentationReady = false;
  const readIndex = () => {
    const indexing = files.index();
    if (!segmentationReady) {
      segmentationReady = true;
      files.entry().then(
        ({language}) => {
          setTimeout(() => prepareQuerySegmentation(language), 0);
          startWarmUp(language);
        },
        () => (segmentationReady = false),
      );
    }
    return indexing;
  };

  // A page's data, by page number, kept for the pages asked for last: typing a word a letter at
  // a time shows the same pages again, and the client folds each record it is given once
  // (resultOrder/foldedRecord.ts). Pages of one fragment group share one request.
  const fragment = cachedLoads(
    (_key: string, pageNumber: number, page: MetaPage) =>
      files.fragmentFile(pageNumber, page, ({bytes, file, page: named}) =>
        decodeFragment(bytes, named, options.pageBase, file),
      ),
    DECODED_PAGES,
  );

  async function search(
    term: string,
    options: PagefindSearchOptions = {},
  ): Promise<{results: PagefindResult[]}> {
    // Words are stemmed as the index's language is: its stemmer is fetched beside the index
    // files once the entry file has named the language, when the query needs it.
    const stemming = files
      .entry()
      .then(({language}) =>
        needsStemmer(language, term) ? loadStemmer(stemmerFolder, language) : undefined,
      );
    stemming.catch(() => {}); // awaited below
    const indexing = readIndex();
    indexing.catch(() => {}); // awaited below
    const {language, includeCharacters, chunks: listed} = await files.entry();
    await stemming;
    files.newQuery();
    const query = normalizeQuery(term, language, includeCharacters);
    if (query.words.length === 0) {
      await indexing;
      return {results: []};
    }
    // The filters' files are fetched as soon as the page list (which names them) is in, beside
    // the index chunks.
    const allowing = indexing.then(({meta}) => allowedPages(meta, options.filters, files.filter));
    allowing.catch(() => {}); // awaited below
    // Runs of Chinese characters are matched as written (chineseRuns.ts); in Chinese, Japanese
    // and Thai a "quoted" search is scored as an unquoted one. On a site in another language,
    // Chinese words are those of the pages' translations (cross-language search), indexed as
    // pairs of characters (shared/metaWords.ts's separateWords).
    const segmented = isSegmentedQuery(language, query);
    const exact = query.exact && !segmented;
    const stem = stemmerFor(language);
    // A query whose scores need no positions reads the chunks' summaries (summaryQueries.ts),
    // where the entry lists the chunks they summarise.
    const summaries = readsSummaries(language, query);
    const termsIn = (chunks: Meta['chunks'], loaded: LoadedChunk[]) =>
      segmented
        ? segmentedTerms({chunks}, query, stem, loaded, files.chunk)
        : engineTerms(
            {chunks},
            query,
            stem,
            loaded,
            summaries && chunks === listed ? files.summary : files.chunk,
          );
    // The query's index chunks are asked for as soon as the entry file has listed them (this
    // theme's build lists them there), while the page list is on its way; else once the page
    // list or Pagefind's metadata is read. Metadata read in the page list's place lists the
    // same chunks; were they others, its own would be read.
    let loaded: LoadedChunk[] = [];
    let terms = listed ? await termsIn(listed, loaded) : null;
    const {meta} = await indexing;
    if (!terms || (meta.chunks !== listed && !sameChunks(meta.chunks, listed))) {
      loaded = [];
      terms = await termsIn(meta.chunks, loaded);
    }

    // The chunks in the index's order, whichever arrived first: a term matching words of
    // several chunks meets them in word order, as pagefind.js does, whatever the chunks' sizes.
    loaded.sort(byFirstWord);

    const totalPages = meta.pages.length;
    const twinField = twinFields(meta.metaFields);
    const {matches, ownCounts, found, held} = pageMatches(
      terms,
      loaded,
      totalPages,
      exact,
      twinField,
      ranking,
    );
    const allowed = await allowing;
    if (found.length === 0) return {results: []};
    await nextTask(); // (see nextTask.ts: the pages found, then scored, then sorted)

    const stats = {
      wordCount: (page: number) => meta.wordCounts[page],
      averageLength: meta.averageLength,
      totalPages,
      metaFields: meta.metaFields,
    };
    // Where no page holds every term, those holding more of them first (pageMatches.ts).
    const scores = tieredScores(
      exact
        ? exactScores(stats, found, matches, terms.length, metaWeights)
        : rankedScores(stats, found, matches, ownCounts, metaWeights, ranking),
      held,
    );
    // Best first; equal scores in page order. Pages the filters exclude are scored (the
    // scores stay those of the whole index, as Pagefind's) but not returned.
    const returned = (s: number) =>
      !Number.isNaN(scores[s]) && (!allowed || allowed[found[s]] === 1);
    // The pages the caller reads first are on their way while the rest are sorted.
    for (const s of bestSlots(scores, returned, options.prefetch ?? 0)) {
      const page = found[s];
      fragment(String(page), page, meta.pages[page]).catch(() => {}); // read (and its failure told) by data()
    }
    await nextTask();
    const ranked = rankedSlots(scores, returned);
    // Which pages' titles hold the query (from the title field's word positions, no fragment
    // read): the caller reads them first, since their title answers above any body text.
    const titles = titleHolds(matches, terms, meta.metaFields.indexOf('title'), totalPages);
    const results: PagefindResult[] = new Array(ranked.length);
    for (let i = 0; i < ranked.length; i++) {
      const s = ranked[i];
      results[i] = new Result(
        meta.pages[found[s]],
        found[s],
        scores[s],
        fragment,
        matches,
        titles[found[s]],
      );
    }
    return {results};
  }

  return {
    async options() {},
    // What a search needs before it asks for its chunks: the entry file, which lists them (the
    // page list, asked for once the entry is in, is awaited by the search after asking).
    async init() {
      readIndex().catch(() => {}); // (its failure is the search's to tell)
      await files.entry();
    },
    async prepareStemmer() {
      const {language} = await files.entry();
      await loadStemmer(stemmerFolder, language);
    },
    async search(term, searchOptions) {
      return search(term, searchOptions);
    },
  };
}
