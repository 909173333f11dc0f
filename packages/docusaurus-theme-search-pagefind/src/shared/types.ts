/**
 * The shape of one search record, shared by the build-time indexer (Node), the browser
 * adapter and the Algolia push command. It follows the records the DocSearch v3 crawler
 * writes for Docusaurus sites, so the same records can be sent to Algolia unchanged.
 */

/** Hierarchy levels, lvl0 (section such as "Docs" or a sidebar category) to lvl6. */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export type DocSearchHierarchy = Record<HierarchyLevel, string | null>;

/** 'lvl1'…'lvl6' for a heading record, 'content' for a paragraph/list item/table cell. */
export type DocSearchRecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface DocSearchRecord {
  /** Stable id: derived from the page URL and the record's position in the page. */
  objectID: string;
  /** Absolute URL, with `#anchor` when the record sits under a heading that has an id. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: DocSearchRecordType;
  hierarchy: DocSearchHierarchy;
  /** Text of a content record; null for heading records. */
  content: string | null;
  /** `<meta name="docsearch:language">` of the page, e.g. "zh" or "en". */
  language: string;
  /** `<meta name="docsearch:docusaurus_tag">`, e.g. "default" or "docs-default-current". */
  docusaurus_tag: string;
  /** `<meta name="docsearch:version">`; null on pages outside versioned docs. */
  version: string | null;
  /** DocSearch's ranking hints: level (heading 100…0, content 0) and position in the page. */
  weight: {pageRank: number; level: number; position: number};
  /**
   * A line of a code block (a content record): set only on those, and only when the site indexes
   * code (the `indexCode` option). DocSearch ignores the attribute.
   */
  code?: true;
}

/** Where each locale's Pagefind bundle lives, relative to that locale's output folder. */
export const PAGEFIND_DIR = 'pagefind';

/** Under `npm start`, the file in the bundle folder that says which bundle is current: {version, error}. */
export const DEV_STATUS_FILE = 'search-dev-status.json';
