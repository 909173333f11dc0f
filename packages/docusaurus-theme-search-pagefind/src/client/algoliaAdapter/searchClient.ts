import {TAG_FILTER} from '../../shared/recordLayout';
import {engineQuery} from '../engine/engineQuery';
import {fold} from '../text/fold';
import {facetMatcher, requiredValues, type FacetFilters} from '../engine/facets';
import {rerank} from '../resultOrder/rerank';
import {loadStemmer} from '../engine/stemmers/stemmers';
import {queryWords} from '../engine/queryWords';
import {prepareSegments} from '../engine/wordSegments';
import {NETWORK_TIMEOUT_MS, withTimeout} from '../engine/timeout';
import type {PagefindModule, PagefindResult} from '../engine/types';
import {bestPages, pagesForPlaces, titledFirst} from '../resultOrder/bestPages';
import {RetryError} from './errors';
import {readerLoader} from './readerLoader';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import {toHit} from './hits';
import {newestSearch, TypedPast} from './newestSearch';
import {pageCandidates, pageData} from '../resultOrder/pageCandidates';
import {requestBasics, searchResult, snippetWords} from './requests';
import type {
  PagefindSearchClient,
  PagefindSearchClientOptions,
  SearchRequest,
  SearchResult,
} from './types';
import {LATIN_LETTERS} from '../../shared/languages';
import {savingData} from './dataSaver';

// A search client with the part of the Algolia client interface that the
// DocSearch modal and the Docusaurus search page (algoliasearch-helper) use, answering from a
// Pagefind bundle, read by engine/reader.ts. Nothing is fetched until the first search, or until
// warmUp() says a search is coming. Framework-free, so it can be bundled into any page (the
// benchmark uses it in a bare page).

/** How many engine answers the client keeps (see recentPages). */
const RECENT_SEARCHES = 16;

/** A Latin letter (full-width ones too): the query may match English words by their stems. */
const LATIN = new RegExp(`[${LATIN_LETTERS}]`, 'u');

/** A first round reads at most this many times pagesPerRead pages (see pagesForPlaces). */
const FIRST_ROUND_LIMIT = 4;

/** The most pages (fragments) one query reads; past them, pages count one hit each. */
export const MAX_PAGES_PER_QUERY = 320;

/** Creates the search client. Pagefind is loaded on the first non-empty query. */
export function createPagefindSearchClient(
  options: PagefindSearchClientOptions,
): PagefindSearchClient {
  const stemmerFolder = options.stemmerFolder ?? stemmerFolderOf(options.bundleUrl);
  const load =
    options.loadPagefind ??
    readerLoader({
      bundleUrl: options.bundleUrl,
      pageBase: options.pageBase,
      stemmerFolder,
      engineOptions: options.engineOptions,
    });
  // (A count that is no number would leave the read loop below reading nothing, for ever.)
  const perRead = Math.floor(options.pagesPerRead ?? 5);
  const pagesPerRead = Number.isFinite(perRead) ? Math.max(1, perRead) : 5;
  let pagefind: Promise<PagefindModule> | null = null;
  let loaded = false;
  // Pagefind's answers to the last few engine queries. Typing "load b", "load ba" asks the
  // engine for "load" each time (short words are left out, see engineQuery), and on a big site
  // one common word is much of a search's work; the index does not change. Only answers kept:
  // a search still pending may never settle (a stalled stemmer), and must not be shared.
  const recentPages = new Map<string, PagefindResult[]>();
  let version: string | null = null;

  /** Drops the engine and its answers when the bundle changed (see indexVersion). */
  async function checkVersion(): Promise<void> {
    if (!options.indexVersion) return;
    let current: string;
    try {
      current = await options.indexVersion();
    } catch (error) {
      throw new RetryError('The search index is not available.', {cause: error});
    }
    if (version !== null && current !== version) {
      pagefind = null;
      recentPages.clear();
    }
    version = current;
  }

  function engine(): Promise<PagefindModule> {
    if (!pagefind) {
      // The highlights' word segmentation, made ready in a task of its own while the engine
      // and its index are on their way (not in the first search's task).
      setTimeout(prepareSegments, 0);
      pagefind = (async () => {
        // The engine's code can stall too (it is its own chunk): not answered in time, it is asked again.
        const module = await withTimeout(load(), NETWORK_TIMEOUT_MS, 'The search engine');
        if (typeof module?.search !== 'function') throw new Error('pagefind.js has no search()');
        await module.init?.();
        loaded = true;
        return module;
      })().catch((error: unknown) => {
        pagefind = null; // the next query tries again
        const failure = new RetryError('The search index could not be loaded.', {cause: error});
        // Said once per attempt, in the console, with both versions and what to do.
        if (failure.outdatedIndex) console.error(`[search] ${(error as Error).message}`);
        throw failure;
      });
    }
    return pagefind;
  }

  /**
   * What any first query waits for, fetched while the reader is still to type it: the engine
   * (its code, the entry and meta files) and the index language's stemmer. A query asked
   * meanwhile waits on the same requests; one asked after a failure asks again, and its own
   * failure is the one shown.
   */
  function warmUp(): void {
    if (savingData()) return;
    checkVersion()
      .then(engine)
      .then((module) => module.prepareStemmer?.())
      .catch(() => {});
  }

  /** The English stemmer (with its own time limit), or the error the modal offers to retry. */
  function englishStemmer(): Promise<void> {
    return loadStemmer(stemmerFolder, 'en').catch((error: unknown) => {
      throw new RetryError('The search engine could not be loaded.', {cause: error});
    });
  }

  /**
   * Pagefind's pages for an engine query, best first (from recentPages when it was asked
   * lately); with `tags`, only pages of one of those docusaurus_tags (Pagefind's tag filter), so
   * that a search scoped to a docs version never fetches the other versions' pages.
   */
  async function enginePages(
    module: PagefindModule,
    term: string,
    tags: string[] | null,
    prefetch: number,
  ): Promise<PagefindResult[]> {
    const key = `${term.trim().replace(/\s+/g, ' ')}${tags ? `\u0000${tags.join('\u0000')}` : ''}`;
    const known = recentPages.get(key);
    if (known) {
      recentPages.delete(key); // most recent last
      recentPages.set(key, known);
      return known;
    }
    let response;
    try {
      // The first pages it will read are fetched while the engine sorts the rest (prefetch,
      // the bundle reader's option; pagefind.js ignores it).
      response = await module.search(term, {
        ...(tags ? {filters: {[TAG_FILTER]: {any: tags}}} : {}),
        prefetch,
      });
    } catch (error) {
      throw new RetryError('The search index could not be read.', {cause: error});
    }
    // A page scoring 0 matched nothing a visitor sees (defensive: every searched field has a weight).
    const pages = (response?.results ?? []).filter((result) => result.score > 0);
    recentPages.set(key, pages);
    if (recentPages.size > RECENT_SEARCHES) recentPages.delete(recentPages.keys().next().value!);
    return pages;
  }

  /** One request's answer; stops (TypedPast) between its steps once a newer search was asked. */
  async function searchOne(
    request: SearchRequest,
    typedPast: () => boolean,
  ): Promise<SearchResult> {
    const stopIfTypedPast = () => {
      if (typedPast()) throw new TypedPast();
    };
    const started = Date.now();
    const {params, indexName, query, hitsPerPage, page, queryID} = requestBasics(request);
    if (!query.trim() || hitsPerPage === 0)
      return searchResult(indexName, query, hitsPerPage, queryID);

    const facetFilters = params.facetFilters as FacetFilters | undefined;
    // The English stemmer checks the English records and translations a query with Latin
    // letters finds (a record in another language is checked with its language's stemmer,
    // which the bundle reader fetches for the index's language): fetched beside the engine,
    // the first time one is typed.
    const stemming = LATIN.test(query) ? englishStemmer() : undefined;
    stemming?.catch(() => {}); // awaited below
    await checkVersion();
    const module = await engine();
    await stemming;
    stopIfTypedPast();
    // Folded (full-width letters, diacritics, invisible characters, emoji; see fold.ts) as
    // the records are when they are matched and highlighted.
    const term = engineQuery(fold(query));
    const wanted = (page + 1) * hitsPerPage;
    const found = await enginePages(
      module,
      term,
      options.tagFilter ? requiredValues(facetFilters, 'docusaurus_tag') : null,
      pagesPerRead,
    );
    stopIfTypedPast();
    // Pages past the first round whose title holds the query are read in it too (a few).
    const {pages, titled} = titledFirst(found, pagesPerRead, pagesPerRead);

    // Read pages best first, a few at a time, until they hold enough distinct hits; then rank
    // their matching records (see bestPages.ts). Pages not read count one hit each towards nbHits.
    const terms = queryWords(query);
    const passesFilters = facetMatcher(facetFilters);
    // The first round's size depends on this search alone, never on the searches before it:
    // the pages read decide the hits shown and counted, and a query typed letter by letter
    // must answer as it does pasted. (Sized from the last search's pages, "sequelize" typed
    // showed 44 results and not its heading "Sequelize"; pasted, 50 and that heading.)
    const {hits: candidates, pagesRead} = await bestPages(
      Math.min(pages.length, MAX_PAGES_PER_QUERY),
      // Pages with few places of the query's words are read more at once (see pagesForPlaces).
      Math.max(
        pagesPerRead + titled,
        pagesForPlaces(pages, wanted, FIRST_ROUND_LIMIT * pagesPerRead),
      ),
      wanted,
      // Each page's records are taken as its data arrives (that work overlaps the wait for the
      // others).
      (i) =>
        pageData(pages[i])
          .then((data) =>
            data && !typedPast()
              ? pageCandidates(data, pages[i].score, terms, query, passesFilters)
              : [],
          )
          .catch((error: unknown) => {
            throw new RetryError('The search index could not be read.', {cause: error});
          }),
      (candidate) => candidate.record.url,
      stopIfTypedPast,
    );
    const ranked = rerank(candidates, query);
    const nbHits = ranked.length + (pages.length - pagesRead);
    const preTag = String(params.highlightPreTag ?? '<em>');
    const postTag = String(params.highlightPostTag ?? '</em>');
    const words = snippetWords(params.attributesToSnippet);
    const ellipsis = String(params.snippetEllipsisText ?? '…');
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, twinMatch, tier, score}, i) =>
        toHit(options.presentRecord ? options.presentRecord(record) : record, {
          ranking: {tier, score},
          twinMatch,
          terms,
          preTag,
          postTag,
          snippetWords: words,
          ellipsis,
          position: page * hitsPerPage + i + 1,
          queryID,
        }),
      );
    return searchResult(indexName, query, hitsPerPage, queryID, {
      hits,
      nbHits,
      page,
      processingTimeMS: Date.now() - started,
    });
  }

  /** An answer with no hits. */
  function emptyResult(request: SearchRequest): SearchResult {
    const {indexName, query, hitsPerPage, queryID} = requestBasics(request);
    return searchResult(indexName, query, hitsPerPage, queryID);
  }

  // One search at a time, the newest; one typed past stops and answers with the newest's (newestSearch.ts).
  const search = newestSearch<SearchRequest[], {results: SearchResult[]}>(
    async (requests, typedPast) => ({
      results: await Promise.all(requests.map((request) => searchOne(request, typedPast))),
    }),
    (newest, requests) => ({
      results: requests.map((request, i) => newest.results[i] ?? emptyResult(request)),
    }),
  );

  return {
    search(input) {
      return search(Array.isArray(input) ? input : (input?.requests ?? []));
    },
    async searchForFacetValues() {
      return [{facetHits: []}];
    },
    addAlgoliaAgent() {},
    async clearCache() {},
    get loaded() {
      return loaded;
    },
    warmUp,
  };
}
