import {HIERARCHY_LEVELS, type DocSearchRecord, type DocSearchRecordType} from '../shared/types';
import {META_WEIGHTS} from '../shared/pagefind';
import {matchesFacetFilters, toPagefindFilters, type FacetFilters} from './facets';
import {plausibleMatch, rerank, type Candidate} from './rank';
import {escapeHtml, highlight, queryTerms, snippet, type Marked} from './text';

// Browser code: a search client with the part of the Algolia client interface that the
// DocSearch modal and the Docusaurus search page (algoliasearch-helper) use, answering from a
// Pagefind bundle. Nothing is fetched until the first search. Framework-free, so it can be
// bundled into any page (the benchmark uses it in a bare page).

/** The subset of Pagefind's browser API this adapter uses. */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  search(
    term: string,
    options?: {filters?: Record<string, unknown>},
  ): Promise<{results: PagefindResult[]} | null>;
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

export interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

export interface PagefindSearchClientOptions {
  /** URL of the folder that holds `pagefind.js`, e.g. "/blog-notes/pagefind/". */
  bundleUrl: string;
  /**
   * Loads Pagefind. Default: `import(bundleUrl + "pagefind.js")` (a real browser import, left
   * alone by the bundler), then sets `basePath` and the ranking weights.
   */
  loadPagefind?: () => Promise<PagefindModule>;
  /** Pagefind entries read per page of hits, as a multiple of hitsPerPage, for re-ranking. Default 2. */
  candidateFactor?: number;
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
  search(requests: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResult[]}>;
  searchForFacetValues(): Promise<Array<{facetHits: never[]}>>;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
  /** Whether Pagefind was loaded (the modal has been used). */
  readonly loaded: boolean;
}

/** The error DocSearch recognises as "the search service is unreachable". */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

/** DocSearch's input limit; longer queries are cut, as the modal would. */
export const MAX_QUERY_LENGTH = 64;

function defaultLoader(bundleUrl: string): () => Promise<PagefindModule> {
  return async () => {
    const url = `${bundleUrl}pagefind.js`;
    const module = (await import(/* webpackIgnore: true */ /* @vite-ignore */ url)) as PagefindModule;
    await module.options({basePath: bundleUrl, ranking: {metaWeights: META_WEIGHTS}});
    return module;
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

/** Rebuilds the DocSearch record from a Pagefind entry (the indexer's recordMeta in reverse). */
export function recordFromPagefind(data: PagefindData): DocSearchRecord {
  const meta = data.meta ?? {};
  const url = meta.url ?? data.url;
  const hash = url.indexOf('#');
  const type = (meta.type ?? 'content') as DocSearchRecordType;
  const hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.map((level) => [level, meta[level] ?? null]),
  ) as DocSearchRecord['hierarchy'];
  const levelIndex = HIERARCHY_LEVELS.indexOf(type as (typeof HIERARCHY_LEVELS)[number]);
  return {
    objectID: meta.objectID ?? data.url,
    url,
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    type,
    hierarchy,
    content: type === 'content' ? data.content : null,
    language: data.filters?.language?.[0] ?? '',
    docusaurus_tag: data.filters?.docusaurus_tag?.[0] ?? '',
    version: data.filters?.version?.[0] ?? null,
    weight: {
      pageRank: 0,
      level: levelIndex > 0 ? 110 - levelIndex * 10 : 0,
      position: positiveInt(meta.position, 0),
    },
  };
}

export interface HitOptions {
  query: string;
  preTag: string;
  postTag: string;
  snippetWords: Record<string, number>;
  ellipsis: string;
  position: number;
  queryID: string;
}

/**
 * A DocSearch hit for a record. Every text field, raw ones included, is HTML-escaped: DocSearch
 * renders hierarchy and content as HTML (also from its Recent/Favorite storage, which keeps the
 * raw fields), so page text such as `<img onerror>` must arrive as text.
 */
export function toHit(record: DocSearchRecord, options: HitOptions): SearchHit {
  const terms = queryTerms(options.query);
  const {preTag, postTag} = options;
  const highlightHierarchy: Record<string, Marked> = {};
  const snippetHierarchy: Record<string, Omit<Marked, 'matchedWords'>> = {};
  const hierarchy: Record<string, string | null> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    hierarchy[level] = value === null ? null : escapeHtml(value);
    if (value === null) continue;
    highlightHierarchy[level] = highlight(value, terms, preTag, postTag);
    const words = options.snippetWords[`hierarchy.${level}`];
    snippetHierarchy[level] = words
      ? snippet(value, terms, words, preTag, postTag, options.ellipsis)
      : {value: highlightHierarchy[level].value, matchLevel: highlightHierarchy[level].matchLevel};
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
    _highlightResult: {
      content: highlight(content, terms, preTag, postTag),
      hierarchy: highlightHierarchy,
      hierarchy_camel: [highlightHierarchy],
    },
    _snippetResult: {
      ...(record.content === null
        ? {}
        : {content: snippet(content, terms, contentWords, preTag, postTag, options.ellipsis)}),
      hierarchy: snippetHierarchy,
    },
    __position: options.position,
    __queryID: options.queryID,
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

let queryCounter = 0;

/** Creates the search client. Pagefind is loaded on the first non-empty query. */
export function createPagefindSearchClient(options: PagefindSearchClientOptions): PagefindSearchClient {
  const load = options.loadPagefind ?? defaultLoader(options.bundleUrl);
  const candidateFactor = Math.max(1, options.candidateFactor ?? 2);
  let pagefind: Promise<PagefindModule> | null = null;
  let loaded = false;

  function engine(): Promise<PagefindModule> {
    if (!pagefind) {
      pagefind = (async () => {
        const module = await load();
        if (typeof module?.search !== 'function') throw new Error('pagefind.js has no search()');
        await module.init?.();
        loaded = true;
        return module;
      })().catch((error: unknown) => {
        pagefind = null; // the next query tries again
        throw new RetryError('The search index could not be loaded.', {cause: error});
      });
    }
    return pagefind;
  }

  async function searchOne(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const params = readParams(request);
    const indexName = String(params.indexName ?? '');
    const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = positiveInt(params.hitsPerPage, 20);
    const page = positiveInt(params.page, 0);
    const queryID = `pagefind-${Date.now().toString(36)}-${(queryCounter++).toString(36)}`;
    if (!query.trim() || hitsPerPage === 0) return searchResult(indexName, query, hitsPerPage, queryID);

    const facetFilters = params.facetFilters as FacetFilters | undefined;
    const module = await engine();
    let response;
    try {
      response = await module.search(query, {filters: toPagefindFilters(facetFilters)});
    } catch (error) {
      throw new RetryError('The search index could not be read.', {cause: error});
    }
    // Entries matching only zero-weight bookkeeping meta (url, ids) score 0: not real matches.
    const results = (response?.results ?? []).filter((result) => result.score > 0);

    const wanted = Math.min(results.length, (page + 1) * hitsPerPage * candidateFactor);
    let datas: PagefindData[];
    try {
      datas = await Promise.all(results.slice(0, wanted).map((result) => result.data()));
    } catch (error) {
      throw new RetryError('The search index could not be read.', {cause: error});
    }
    const terms = queryTerms(query);
    const candidates: Candidate[] = datas
      .map((data, i) => ({record: recordFromPagefind(data), score: results[i].score}))
      .filter(({record}) => plausibleMatch(record, terms))
      .filter(({record}) =>
        matchesFacetFilters(
          {language: record.language, docusaurus_tag: record.docusaurus_tag, version: record.version},
          facetFilters,
        ),
      );
    const ranked = rerank(candidates, query);
    const nbHits = Math.max(ranked.length, results.length - (wanted - ranked.length));
    const preTag = String(params.highlightPreTag ?? '<em>');
    const postTag = String(params.highlightPostTag ?? '</em>');
    const words = snippetWords(params.attributesToSnippet);
    const ellipsis = String(params.snippetEllipsisText ?? '…');
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record}, i) =>
      toHit(record, {
        query,
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

  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : (input?.requests ?? []);
      return {results: await Promise.all(requests.map(searchOne))};
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
