import {HIERARCHY_LEVELS, type DocSearchRecord, type DocSearchRecordType} from '../../shared/types';
import {
  META_WEIGHTS,
  pageGlossTerms,
  pageRecords,
  pageTwin,
  TAG_FILTER,
} from '../../shared/recordLayout';
import {pageTwinMatch} from '../engine/twinMatch';
import {pageGlossMatch} from '../engine/glossMatch';
import type {TwinMatch} from '../../shared/twinLayout';
import {engineQuery} from '../engine/engineQuery';
import {fold} from '../engine/fold';
import {matchesFacetFilters, requiredValues, type FacetFilters} from '../engine/facets';
import {plausibleMatch, rerank, type Candidate} from '../engine/resultOrder';
import {loadEnglishStemmer, needsEnglishStemmer} from '../engine/englishStemmer';
import {escapeHtml, highlight, queryTerms, snippet, type Marked} from '../engine/text';
import {prepareSegments} from '../engine/wordSegments';
import {fetchWithTimeout, NETWORK_TIMEOUT_MS, withTimeout} from '../engine/timeout';
import type {PagefindData, PagefindModule, PagefindResult} from '../engine/types';
import {defineLazy} from './lazyProperty';
import {bestPages, pagesForPlaces} from './bestPages';
import {newestSearch, TypedPast} from './newestSearch';
import {cutQuery, MAX_QUERY_LENGTH} from './queryText';

export {MAX_QUERY_LENGTH};

// Browser code: a search client with the part of the Algolia client interface that the
// DocSearch modal and the Docusaurus search page (algoliasearch-helper) use, answering from a
// Pagefind bundle, read by engine/reader.ts. Nothing is fetched until the first search. Framework-free, so it can be
// bundled into any page (the benchmark uses it in a bare page).

// The engine's types, for the adapter's users (loadPagefind hands in a PagefindModule).
export type {
  PagefindData,
  PagefindModule,
  PagefindResult,
  PagefindSearchOptions,
} from '../engine/types';

export interface PagefindSearchClientOptions {
  /** URL of the Pagefind bundle's folder, e.g. "/blog-notes/pagefind/". */
  bundleUrl: string;
  /**
   * Loads the engine. Default: this project's reader of the bundle (engine/reader.ts), which
   * answers as pagefind.js does without its runtime and WebAssembly; tests and the benchmark
   * can hand in pagefind.js itself.
   */
  loadPagefind?: () => Promise<PagefindModule>;
  /**
   * Pages (Pagefind entries) read first, best first, at most: fewer when the last search's
   * pages say fewer hold the hits wanted (see firstRound); while the pages read hold too few
   * hits, more are read (see nextRound). Each page is one small request. Default 5.
   */
  pagesPerRead?: number;
  /**
   * Asked before each search when the bundle can change while the page is open (the dev
   * server's); when the answer differs from the last one, what was read of the bundle is
   * dropped. A rejection fails the search. Default: none (a bundle never changes).
   */
  indexVersion?: () => Promise<string>;
  /**
   * Whether a search whose facet filters name the docusaurus_tags a page must have (contextual
   * search) asks Pagefind for those pages only, through the bundle's tag filter: one more small
   * file, fetched once, and no fragment of another docs version's pages. Worth it only when the
   * site has a docs instance with several versions (otherwise the filter leaves out nothing).
   * Default false.
   */
  tagFilter?: boolean;
  /**
   * The path every page's URL must be under (the locale's base URL), for the default engine: a
   * record elsewhere is skipped as a bad one. Default: any path.
   */
  pageBase?: string;
}

/** One search request, in the flat (v5) or `{indexName, params}` (v4) form. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [key: string]: unknown;
}

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: DocSearchRecordType;
  content: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult: {
    content: Marked;
    hierarchy: Record<string, Marked>;
    hierarchy_camel: Array<Record<string, Marked>>;
  };
  _snippetResult: {
    /** Absent for heading records (no content), as Algolia leaves out null attributes. */
    content?: Omit<Marked, 'matchedWords'>;
    hierarchy: Record<string, Omit<Marked, 'matchedWords'>>;
  };
  __position: number;
  __queryID: string;
  /** The other-language words that found the page (cross-language search); absent otherwise. */
  twinMatch?: TwinMatch;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  queryID: string;
  facets: Record<string, never>;
}

export interface PagefindSearchClient {
  search(
    requests: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<{results: SearchResult[]}>;
  searchForFacetValues(): Promise<Array<{facetHits: never[]}>>;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
  /** Whether Pagefind was loaded (the modal has been used). */
  readonly loaded: boolean;
}

/** The error DocSearch recognises as "the search service is unreachable". */
export class RetryError extends Error {
  /**
   * The index is of a Pagefind release the reader does not read (a browser cache holding
   * another build's files): no network problem, and trying again will not help.
   */
  readonly outdatedIndex: boolean;
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
    this.outdatedIndex = (options?.cause as Error | undefined)?.name === 'PagefindVersionError';
  }
}

/** How many engine answers the client keeps (see recentPages). */
const RECENT_SEARCHES = 16;

/** A first round reads at most this many times pagesPerRead pages (see pagesForPlaces). */
const FIRST_ROUND_LIMIT = 4;

/** The most pages (fragments) one query reads; past them, pages count one hit each. */
export const MAX_PAGES_PER_QUERY = 320;

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
async function pageData(result: PagefindResult): Promise<PagefindData | null> {
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
// while it is shown, and the ranking folds each record's text once; see resultOrder.ts).
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

/** The site's engine, the bundle reader; its own chunk, fetched with the first query, so a page's first load stays as it was. */
export function readerLoader(bundleUrl: string, pageBase?: string): () => Promise<PagefindModule> {
  return async () => {
    const {createPagefindReader} = await import('../engine/reader');
    return createPagefindReader({
      bundleUrl,
      metaWeights: META_WEIGHTS,
      fetch: fetchWithTimeout(),
      pageBase,
      warmUp: true,
    });
  };
}

function readParams(request: SearchRequest): Record<string, unknown> {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return {...parsed, ...rest};
  }
  return {...(params ?? {}), ...rest};
}

/** "content:10" → {content: 10}; attributes without a count get 10 words. */
export function snippetWords(attributesToSnippet: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  if (!Array.isArray(attributesToSnippet)) return result;
  for (const entry of attributesToSnippet) {
    if (typeof entry !== 'string') continue;
    const [attribute, count] = entry.split(':');
    const words = Number.parseInt(count ?? '', 10);
    result[attribute.trim()] = Number.isFinite(words) && words > 0 ? words : 10;
  }
  return result;
}

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback;
}

export interface HitOptions {
  /** The query's terms (engine/text.ts's queryTerms). */
  terms: readonly string[];
  preTag: string;
  postTag: string;
  snippetWords: Record<string, number>;
  ellipsis: string;
  position: number;
  queryID: string;
  /** The other-language words that found the record's page (see engine/twinMatch.ts). */
  twinMatch?: TwinMatch;
}

/**
 * A DocSearch hit for a record. Every text field, raw ones included, is HTML-escaped: DocSearch
 * renders hierarchy and content as HTML (also from its Recent/Favorite storage, which keeps the
 * raw fields), so page text such as `<img onerror>` must arrive as text.
 */
export function toHit(record: DocSearchRecord, options: HitOptions): SearchHit {
  const {terms, preTag, postTag} = options;
  const highlightHierarchy: Record<string, Marked> = {};
  const snippetHierarchy: Record<string, Omit<Marked, 'matchedWords'>> = {};
  const hierarchy: Record<string, string | null> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    hierarchy[level] = value === null ? null : escapeHtml(value);
    if (value === null) continue;
    // Each level's highlight and snippet, when something reads it: the modal reads every
    // hit's lvl0 highlight (it groups the hits by it), the rest only of the hits it shows.
    defineLazy(highlightHierarchy, level, () => highlight(value, terms, preTag, postTag));
    const words = options.snippetWords[`hierarchy.${level}`];
    defineLazy(snippetHierarchy, level, () =>
      words
        ? snippet(value, terms, words, preTag, postTag, options.ellipsis)
        : {
            value: highlightHierarchy[level].value,
            matchLevel: highlightHierarchy[level].matchLevel,
          },
    );
  }
  const content = record.content ?? '';
  const contentWords = options.snippetWords.content ?? 10;
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    type: record.type,
    content: record.content === null ? null : escapeHtml(record.content),
    hierarchy,
    // The whole content highlighted, when something reads it (see lazyProperty.ts).
    _highlightResult: defineLazy(
      {hierarchy: highlightHierarchy, hierarchy_camel: [highlightHierarchy]},
      'content',
      () => highlight(content, terms, preTag, postTag),
    ) as SearchHit['_highlightResult'],
    // The content's snippet too: the modal shows at most five hits of a group and never reads
    // the others' (a snippet cuts its text into words, see text.ts).
    _snippetResult:
      record.content === null
        ? {hierarchy: snippetHierarchy}
        : (defineLazy({hierarchy: snippetHierarchy}, 'content', () =>
            snippet(content, terms, contentWords, preTag, postTag, options.ellipsis),
          ) as SearchHit['_snippetResult']),
    __position: options.position,
    __queryID: options.queryID,
    ...(options.twinMatch ? {twinMatch: options.twinMatch} : {}),
  };
}

/** A response in the shape DocSearch and algoliasearch-helper read; empty unless hits are given. */
function searchResult(
  indexName: string,
  query: string,
  hitsPerPage: number,
  queryID: string,
  found: {hits: SearchResult['hits']; nbHits: number; page: number; processingTimeMS: number} = {
    hits: [],
    nbHits: 0,
    page: 0,
    processingTimeMS: 0,
  },
): SearchResult {
  return {
    ...found,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: indexName,
    queryID,
    facets: {},
  };
}

function facetValues(record: DocSearchRecord) {
  return {
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    version: record.version,
  };
}

let queryCounter = 0;

/** What every answer to a request repeats: its index, query (cut at 64), paging and a fresh queryID. */
function requestBasics(request: SearchRequest) {
  const params = readParams(request);
  return {
    params,
    indexName: String(params.indexName ?? ''),
    query: cutQuery(String(params.query ?? '')),
    hitsPerPage: positiveInt(params.hitsPerPage, 20),
    page: positiveInt(params.page, 0),
    queryID: `pagefind-${Date.now().toString(36)}-${(queryCounter++).toString(36)}`,
  };
}

/**
 * A page's records that answer the query, each with the page's score: those that plausibly
 * match it, or, when none does, the section standing for the page (the translation's words or
 * a glossed heading found it). Facet filters apply to both.
 */
function pageCandidates(
  data: PagefindData,
  score: number,
  terms: string[],
  query: string,
  facetFilters: FacetFilters | undefined,
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
    if (!matchesFacetFilters(facetValues(record), facetFilters)) continue;
    candidates.push({record, score, twinMatch});
  }
  if (candidates.length > 0 || records.length === 0) return candidates;
  // A page found by a term its headings write only in glossed form (切片, "Slice 类型") shows
  // the heading that writes it.
  const glossed = twinMatched?.record ? null : pageGlossMatch(records, pageGlossTerms(data), terms);
  const section = twinMatched?.record ?? glossed?.record;
  if (!section || !matchesFacetFilters(facetValues(section), facetFilters)) return candidates;
  return [{record: section, score, twinMatch: twinMatch ?? glossed?.match}];
}

/** Creates the search client. Pagefind is loaded on the first non-empty query. */
export function createPagefindSearchClient(
  options: PagefindSearchClientOptions,
): PagefindSearchClient {
  const load = options.loadPagefind ?? readerLoader(options.bundleUrl, options.pageBase);
  // (A count that is no number would leave the read loop below reading nothing, for ever.)
  const perRead = Math.floor(options.pagesPerRead ?? 5);
  const pagesPerRead = Number.isFinite(perRead) ? Math.max(1, perRead) : 5;
  let pagefind: Promise<PagefindModule> | null = null;
  let loaded = false;
  // Pagefind's answers to the last few engine queries. Typing "load b", "load ba" asks the
  // engine for "load" each time (short words are left out, see engineQuery), and on a big site
  // one common word costs Pagefind hundreds of milliseconds; the index does not change.
  const recentPages = new Map<string, PagefindResult[]>();
  let version: string | null = null;
  // The matching records a page held, on average, in the last search that read pages.
  let hitsPerPageRead = 0;

  /**
   * The pages a search reads first, to find `wanted` hits: as many as the last search's pages
   * say it needs, and one more, up to pagesPerRead. Each page read is a request, and on a big
   * site a keystroke's requests take much of its time: a Chinese word's pages, rich in
   * matching sections, then need four, not five; a short English prefix's, five.
   */
  function firstRound(wanted: number): number {
    if (!(hitsPerPageRead > 0)) return pagesPerRead;
    return Math.max(1, Math.min(pagesPerRead, Math.ceil(wanted / hitsPerPageRead) + 1));
  }

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

  function englishStemmer(): Promise<void> {
    return withTimeout(loadEnglishStemmer(), NETWORK_TIMEOUT_MS, 'The search engine').catch(
      (error: unknown) => {
        throw new RetryError('The search engine could not be loaded.', {cause: error});
      },
    );
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
    // The English stemmer ranks and checks the records of a query with Latin letters (and the
    // bundle reader stems such a query): fetched beside the engine, the first time one is typed.
    const stemming = needsEnglishStemmer(query) ? englishStemmer() : undefined;
    stemming?.catch(() => {}); // awaited below
    await checkVersion();
    const module = await engine();
    await stemming;
    stopIfTypedPast();
    // Folded (full-width letters, diacritics, invisible characters, emoji; see fold.ts) as
    // the records are when they are matched and highlighted.
    const term = engineQuery(fold(query));
    const wanted = (page + 1) * hitsPerPage;
    const first = firstRound(wanted);
    const pages = await enginePages(
      module,
      term,
      options.tagFilter ? requiredValues(facetFilters, 'docusaurus_tag') : null,
      first,
    );
    stopIfTypedPast();

    // Read pages best first, a few at a time, until they hold enough distinct hits; then rank
    // their matching records (see bestPages.ts). Pages not read count one hit each towards nbHits.
    const terms = queryTerms(query);
    const {
      hits: candidates,
      pagesRead,
      distinct,
    } = await bestPages(
      Math.min(pages.length, MAX_PAGES_PER_QUERY),
      // Pages with few places of the query's words are read more at once (see pagesForPlaces).
      Math.max(first, pagesForPlaces(pages, wanted, FIRST_ROUND_LIMIT * pagesPerRead)),
      wanted,
      // Each page's records are taken as its data arrives (that work overlaps the wait for the
      // others).
      (i) =>
        pageData(pages[i])
          .then((data) =>
            data && !typedPast()
              ? pageCandidates(data, pages[i].score, terms, query, facetFilters)
              : [],
          )
          .catch((error: unknown) => {
            throw new RetryError('The search index could not be read.', {cause: error});
          }),
      (candidate) => candidate.record.url,
      stopIfTypedPast,
    );
    if (pagesRead > 0) hitsPerPageRead = distinct / pagesRead;
    const ranked = rerank(candidates, query);
    const nbHits = ranked.length + (pages.length - pagesRead);
    const preTag = String(params.highlightPreTag ?? '<em>');
    const postTag = String(params.highlightPostTag ?? '</em>');
    const words = snippetWords(params.attributesToSnippet);
    const ellipsis = String(params.snippetEllipsisText ?? '…');
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record, twinMatch}, i) =>
        toHit(record, {
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
  };
}
