// Recent and favourite searches are kept by DocSearch 3.9 in localStorage, under
// `__DOCSEARCH_RECENT_SEARCHES__<indexName>` and `__DOCSEARCH_FAVORITE_SEARCHES__<indexName>`,
// and the modal trusts them: it calls `.slice()` on whatever JSON it finds (`{}` or `"str"`
// crash the page), reads `hit.hierarchy[hit.type]` (an entry with `hierarchy: null` crashes
// it), renders every stored text with `dangerouslySetInnerHTML` and opens the stored url.
// Any page of the same origin can write that storage (on GitHub Pages, every project site of
// the same user). So each slot is read through `cleanStoredSearches` before the modal mounts:
// malformed entries are dropped, every text is made HTML that shows as text, only URLs on this
// site under its base URL are kept, and the slot is rewritten when anything changed.
//
// Stored texts are HTML already: our search client escapes every text field of a hit
// (searchClient.ts) and DocSearch stores the hit as it got it. A text is therefore unescaped
// (the five entities escapeHtml writes) and escaped again, which leaves a well-formed stored
// text unchanged and turns any markup into visible text.
import {escapeHtml} from '../../client/text/escapeHtml';

/** The storage keys DocSearch 3.9 uses for an index (see `createStoredSearches` in its source). */
export function storedSearchKeys(indexName: string): string[] {
  return [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
  ];
}

/** DocSearch shows at most 7 recent and 10 favourite searches; more is never stored. */
export const MAX_STORED = 10;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES = new Set<string>([...LEVELS, 'content']);
const MAX_TEXT = 1000;

export interface StoredSearch {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: (typeof LEVELS)[number] | 'content';
  content: string | null;
  hierarchy: Record<(typeof LEVELS)[number], string | null>;
}

export interface SiteLocation {
  /** The page's origin, e.g. `https://notes.example.org`. */
  origin: string;
  /** The site's base URL, with leading and trailing slash, e.g. `/blog-notes/`. */
  baseUrl: string;
  /** The other sites searched with this one (option `sites`): their full base URLs. */
  otherSites?: readonly string[];
}

const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A stored text as HTML that shows as text: markup becomes visible characters. */
export function textAsHtml(value: string): string {
  return escapeHtml(
    value.slice(0, MAX_TEXT).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]),
  );
}

/**
 * The path (with query and hash) of `url` when it is a page of this site under its base URL,
 * else null. Relative URLs are read against the origin; `//host`, other origins and schemes
 * (`javascript:`, `data:`) are refused.
 */
export function siteUrl(url: unknown, site: SiteLocation): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (typeof url !== 'string' || url.length > 2000 || /[\u0000-\u001f\\]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, `${site.origin}/`);
  } catch {
    return null;
  }
  if (
    parsed.origin !== site.origin ||
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
  )
    return null;
  if (parsed.username || parsed.password) return null;
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  if (!`${parsed.pathname}/`.startsWith(base)) return null;
  if (!decodable(parsed.pathname) || !decodable(parsed.hash)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * Whether decodeURIComponent reads `part`: Docusaurus decodes a page's path to route it and its
 * hash to scroll to it, and a malformed escape ("#%E0%A4%A") threw there, crashing the page.
 */
function decodable(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/**
 * `url` whole when it is a page under one of the other sites' base URLs (their hits keep their
 * full URL), else null; the same refusals as siteUrl.
 */
export function otherSiteUrl(url: unknown, bases: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (typeof url !== 'string' || url.length > 2000 || /[\u0000-\u001f\\]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const under = bases.some((base) => {
    const root = new URL(base);
    return parsed.origin === root.origin && parsed.pathname.startsWith(root.pathname);
  });
  return under ? parsed.href : null;
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? textAsHtml(value) : undefined;
}

/** One stored entry, cleaned; null when it cannot be shown safely. */
export function cleanEntry(entry: unknown, site: SiteLocation): StoredSearch | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const {objectID, url, type, content, hierarchy, anchor} = entry as Record<string, unknown>;
  if (typeof objectID !== 'string' || !objectID || objectID.length > 500) return null;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (typeof hierarchy !== 'object' || hierarchy === null || Array.isArray(hierarchy)) return null;
  const path = siteUrl(url, site) ?? otherSiteUrl(url, site.otherSites ?? []);
  if (!path) return null;

  const levels = {} as StoredSearch['hierarchy'];
  for (const level of LEVELS) {
    const text = optionalText((hierarchy as Record<string, unknown>)[level]);
    if (text === undefined) return null;
    levels[level] = text;
  }
  const cleanContent = optionalText(content);
  if (cleanContent === undefined) return null;
  // What DocSearch renders for each type must be there: the title of the entry's level
  // (lvl1 for content) and, for content, the text itself.
  const titleLevel = type === 'content' ? 'lvl1' : (type as (typeof LEVELS)[number]);
  if (!levels[titleLevel] || (type === 'content' && !cleanContent)) return null;

  const hashAt = path.indexOf('#');
  return {
    objectID,
    url: path,
    url_without_anchor: hashAt === -1 ? path : path.slice(0, hashAt),
    anchor:
      typeof anchor === 'string'
        ? textAsHtml(anchor)
        : hashAt === -1
          ? null
          : path.slice(hashAt + 1),
    type: type as StoredSearch['type'],
    content: cleanContent,
    hierarchy: levels,
  };
}

/**
 * The entries of one storage slot's raw value, cleaned, and whether the slot must be rewritten
 * (`null` raw means an empty slot, which stays empty).
 */
export function cleanStoredValue(
  raw: string | null,
  site: SiteLocation,
): {entries: StoredSearch[]; rewrite: boolean} {
  if (raw === null) return {entries: [], rewrite: false};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {entries: [], rewrite: true};
  }
  if (!Array.isArray(parsed)) return {entries: [], rewrite: true};
  const seen = new Set<string>();
  const entries: StoredSearch[] = [];
  for (const item of parsed.slice(0, MAX_STORED * 10)) {
    const entry = cleanEntry(item, site);
    if (!entry || seen.has(entry.objectID)) continue;
    seen.add(entry.objectID);
    entries.push(entry);
    if (entries.length === MAX_STORED) break;
  }
  return {entries, rewrite: JSON.stringify(entries) !== JSON.stringify(parsed)};
}

/** Cleans both stored-search slots of `indexName` in `storage`; storage errors change nothing. */
export function cleanStoredSearches(storage: Storage, indexName: string, site: SiteLocation): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const {entries, rewrite} = cleanStoredValue(storage.getItem(key), site);
      if (rewrite) storage.setItem(key, JSON.stringify(entries));
    } catch {
      // Storage disabled or full: DocSearch then works without stored searches.
    }
  }
}
