// The engine's types: what a Pagefind engine (pagefind.js, or this package's reader of the
// bundle, reader.ts) offers the search client (algoliaAdapter/searchClient.ts), and what the
// reader's modules hand each other. Types only, so that the reader and the adapter import
// them from here and not from each other.
import type {EngineOptions} from '../../shared/engineOptions';

/** Pagefind's search options this adapter uses: a page must have one of `any` for each filter. */
export interface PagefindSearchOptions {
  filters?: Readonly<Record<string, {any: readonly string[]}>>;
  /**
   * The bundle reader's own (pagefind.js ignores it): how many of the best results' data the
   * caller is about to read. The reader starts fetching them as soon as it knows them, before it
   * has sorted the rest.
   */
  prefetch?: number;
}

/** The subset of Pagefind's browser API this adapter uses. */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
  /**
   * The bundle reader's own (pagefind.js's stemmers are in its WebAssembly): fetches the stemmer
   * of the index's language, if it has one, before a query needs it.
   */
  prepareStemmer?(): Promise<void>;
  search(
    term: string,
    options?: PagefindSearchOptions,
  ): Promise<{results: PagefindResult[]} | null>;
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
  /**
   * The bundle reader's own (pagefind.js has none): how many places of the page, in its text,
   * title and headings, hold a word the query found. A page has about as many hits at most.
   */
  readonly places?: number;
  /**
   * The bundle reader's own: how the page's title holds the query (pageMatches.ts's
   * TITLE_HOLDS: 2, it starts with the query or is it; 1, it holds a word of every term; 0).
   */
  readonly title?: number;
}

export interface PagefindData {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  /** The page's filter values, as the fragment stores them (the theme's tag filter among them). */
  filters?: Record<string, string[] | undefined>;
}

export interface PagefindReaderOptions {
  /** URL of the bundle folder, ending in "/". */
  bundleUrl: string;
  /**
   * URL of the folder the stemmers are imported from, ending in "/": the site's own bundle's
   * `stemmers/` (shared/stemmerFiles.ts), whichever bundle is read. A stemmer is code, so it
   * never comes from another origin (engine/stemmers/stemmers.ts refuses it).
   */
  stemmerFolder: string;
  /** Meta field weights (Pagefind's `ranking.metaWeights`); a field not named weighs 1. */
  metaWeights?: Readonly<Record<string, number>>;
  /** The site's options of the engine (shared/engineOptions.ts). Default: Pagefind's. */
  engineOptions?: EngineOptions;
  /**
   * The path every page's URL must be under (the site's base URL for the bundle's locale, e.g.
   * "/blog-notes/en/"); a page elsewhere is skipped as a bad record. Default: any path.
   */
  pageBase?: string;
  fetch?: typeof fetch;
  /**
   * Whether to search a small made-up bundle a few times once the first search has answered,
   * a search per task, so that the visitor's next queries do not run the engine's code cold
   * (engine/warmUpBundle.ts). The site's reader does; tests and tools need not.
   */
  warmUp?: boolean;
}

/** A query as pagefind.js hands it to the engine (see queryNormalization.ts). */
export interface NormalizedQuery {
  /** The words, diacritics removed. */
  words: string[];
  /** The same words before diacritics were removed. */
  originals: string[];
  /** Whether the query was "quoted". */
  exact: boolean;
}

/**
 * How a query term finds words: as a prefix ("prefix-or-shorter" falls back on the longest
 * word the term extends, as pagefind.js does), whole, or (a run of Chinese characters, see
 * chineseRuns.ts) by the words that can cover each of its characters.
 */
export interface QueryTerm {
  term: string;
  /** The term before diacritics were removed (and stemming). */
  original: string;
  mode: 'prefix-or-shorter' | 'exact' | 'run';
  /** The word as typed (diacritics removed, not stemmed): what typos are counted against. */
  typed?: string;
  /** Whether the index holds words by their stems (English). */
  stemmed?: boolean;
  /** For a run: per character it requires, the words and the prefixes of words covering it. */
  cover?: Array<{words: string[]; prefixes: string[]}>;
}

/**
 * The files asked for early, as algoliaAdapter/earlyDownloads.ts keeps them for the reader
 * (algoliaAdapter/entryNamedFiles.ts).
 */
export interface EarlyFiles {
  /** Whether the entry file is still to be taken by the reader (which then asks for the rest). */
  untaken(): boolean;
  keep(url: string, response: Promise<Response>): void;
  /** What has been typed into search while its code is on its way ('' when nothing). */
  typed(): string;
  /** Calls `listener` each time that text changes, until the function returned is called. */
  onTyped(listener: () => void): () => void;
}
