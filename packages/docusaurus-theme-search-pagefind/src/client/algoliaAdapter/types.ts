import type {DocSearchRecord, DocSearchRecordType} from '../../shared/types';
import type {TwinMatch} from '../../shared/twinLayout';
import type {Marked} from '../text/types';
import type {PagefindModule} from '../engine/types';
import type {EngineOptions} from '../../shared/engineOptions';

// The search client's types. The Algolia wire shapes that the DocSearch modal and
// the Docusaurus search page (algoliasearch-helper) send and read (requests, hits, results),
// the client they talk to, and the options it is made with.

export interface PagefindSearchClientOptions {
  /** URL of the Pagefind bundle's folder, e.g. "/blog-notes/pagefind/". */
  bundleUrl: string;
  /**
   * URL of the folder the stemmers are imported from: the site's own bundle's (a stemmer is
   * code, never taken from another origin). Default: `stemmers/` in `bundleUrl`, the site's
   * bundle; a client of another site's bundle names its own site's.
   */
  stemmerFolder?: string;
  /**
   * Loads the engine. Default: this project's reader of the bundle (engine/reader.ts), which
   * answers as pagefind.js does without its runtime and WebAssembly; tests and the benchmark
   * can hand in pagefind.js itself.
   */
  loadPagefind?: () => Promise<PagefindModule>;
  /**
   * The options of the default engine (shared/engineOptions.ts), handed to it unchanged.
   * Default: Pagefind's.
   */
  engineOptions?: EngineOptions;
  /**
   * Pages (Pagefind entries) read first, best first (more when their places of the query's
   * words are too few for the hits wanted, see pagesForPlaces); while the pages read hold too
   * few hits, more are read (see nextRound). Each page is one small request. Default 5.
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
  /**
   * The record as its hit shows it (another site's: its full URL, its label with its section),
   * applied once the records are ranked. Default: as indexed.
   */
  presentRecord?: (record: DocSearchRecord) => DocSearchRecord;
}

/** One search request, in the flat (v5) or `{indexName, params}` (v4) form. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [key: string]: unknown;
}

/** What a hit of another site says of it: its label, its base URL, and its pages' language. */
export interface SiteOfHit {
  label: string;
  url: string;
  /** The `<html lang>` of the site's locale that answered. */
  language: string;
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
  /**
   * The keys its site's results were ordered by (resultOrder/rerank.ts): the tier, then the
   * page's Pagefind score; results of several sites are merged by them (client/sites/).
   */
  __ranking: {tier: number; score: number};
  /** The other site the hit comes from (option `sites`); absent for this site's hits. */
  __site?: SiteOfHit;
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
  /**
   * Starts fetching what any first query needs, before it is typed (the reader opened search):
   * the engine's code, the bundle's entry and meta files, the index language's stemmer. Nothing
   * under data saver. A failure is not told here: the first query asks again and tells it.
   */
  warmUp(): void;
}
