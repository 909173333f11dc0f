// What the theme hands the browser (usePluginData(PLUGIN_NAME)), per locale. Written at build
// time by src/index.ts, read by the SearchBar, the search page and the page marks.
import type {EngineOptions} from './engineOptions.js';

export const PLUGIN_NAME = 'docusaurus-theme-search-pagefind';

/** Another site searched with this one (option `sites`). */
export interface SearchSite {
  /** Its base URL as served, ending in "/": a full URL or a path on this host ("/api/"). */
  url: string;
  /** Its name, shown with its results (in the reader's language when the site translates it). */
  label: string;
  /** The factor on its results' scores when they are merged with this site's. */
  weight: number;
}

export interface SearchGlobalData {
  engine: 'pagefind' | 'algolia';
  /** The locale's Pagefind bundle folder, from the site root: the locale's base URL + "pagefind/". */
  bundleUrl: string;
  /** DocSearch's index name: its storage key for recent and favourite searches (Algolia's index with Algolia). */
  indexName: string;
  contextualSearch: boolean;
  /** The search page's path under the locale's base URL, or null when there is none. */
  searchPagePath: string | null;
  missingResultsUrl: string | null;
  pageMarks: boolean;
  /** The other sites searched with this one; absent when there are none (every page carries it). */
  sites?: SearchSite[];
  /**
   * The options of the engine the site sets (shared/engineOptions.ts), handed to it unchanged;
   * absent when it sets none.
   */
  engineOptions?: EngineOptions;
  /** Algolia's public credentials, with the Algolia engine only. */
  algolia: {appId: string; apiKey: string; searchParameters: Record<string, unknown>} | null;
}
