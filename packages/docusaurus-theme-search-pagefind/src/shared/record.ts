import {
  HIERARCHY_LEVELS,
  type DocSearchHierarchy,
  type DocSearchRecord,
  type DocSearchRecordType,
} from './types.js';

// Small helpers on records, used by the extractor and indexer (Node) and the adapter (browser).

/** DocSearch's `weight.level`: h1 100 … h6 50, body text 0. */
export const LEVEL_WEIGHT: Readonly<Record<DocSearchRecordType, number>> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** The record's own heading: the deepest non-empty hierarchy level (lvl1…lvl6), else lvl0. */
export function recordTitle(record: Pick<DocSearchRecord, 'hierarchy' | 'type'>): string {
  const levels =
    record.type === 'content'
      ? HIERARCHY_LEVELS
      : HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(record.type) + 1);
  for (let i = levels.length - 1; i >= 0; i--) {
    const value = record.hierarchy[levels[i]];
    if (value) return value;
  }
  return '';
}

/** The hierarchy after a heading of `type` with `text`: that level set, deeper levels cleared. */
export function hierarchyAfterHeading(
  hierarchy: DocSearchHierarchy,
  type: Exclude<DocSearchRecordType, 'content'>,
  text: string,
): DocSearchHierarchy {
  const next = {...hierarchy, [type]: text};
  for (const deeper of HIERARCHY_LEVELS.slice(HIERARCHY_LEVELS.indexOf(type) + 1))
    next[deeper] = null;
  return next;
}

/** The hierarchy at the top of a page: only its section. */
export function pageHierarchy(lvl0: string | null): DocSearchHierarchy {
  return {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** What a page's records share. */
export interface RecordPage {
  urlWithoutAnchor: string;
  language: string;
  docusaurusTag: string;
  version: string | null;
}

/**
 * The record at `position` in a page: the one constructor both the extractor and the browser
 * (rebuilding records from the index) use, so the two always give the same shape.
 */
export function pageRecord(
  page: RecordPage,
  position: number,
  type: DocSearchRecordType,
  text: string,
  anchor: string | null,
  hierarchy: DocSearchHierarchy,
  code = false,
): DocSearchRecord {
  const url = page.urlWithoutAnchor;
  const record: DocSearchRecord = {
    objectID: recordObjectId(url, position),
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    type,
    hierarchy: {...hierarchy},
    content: type === 'content' ? text : null,
    language: page.language,
    docusaurus_tag: page.docusaurusTag,
    version: page.version,
    weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
  };
  if (code && type === 'content') record.code = true;
  return record;
}

/**
 * A record's stable id, from its page URL and its position in the page: 16 hex digits of a
 * 64-bit string hash (cyrb53's mixing, both halves kept). Pure JavaScript, so the browser can
 * rebuild the id the extractor gave without a crypto API.
 */
export function recordObjectId(urlWithoutAnchor: string, position: number): string {
  const text = `${urlWithoutAnchor}\u0000${position}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}
