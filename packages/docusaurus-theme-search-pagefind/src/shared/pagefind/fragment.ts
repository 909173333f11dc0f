import {BUNDLE_LIMITS} from './limits.js';
import type {MetaPage} from './meta.js';

// A page's fragment as Pagefind 1.6.0 writes it (see version.ts), checked field by field:
// - pagefind/src/fossick/mod.rs, pagefind_web_js/lib/coupled_search.ts (loadFragment):
//   fragment/<hash>.pf_fragment, a page's JSON {url, content, word_count, filters, meta,
//   anchors}; a group's file is a JSON object of such pages by page hash;

/**
 * One page's fragment that cannot be used (not an object, a URL that is not absolute or not
 * under the site's base, fields of the wrong types, too long): that page is left out of the
 * results, the others stand.
 */
export class InvalidRecordError extends Error {
  constructor(
    /** The bundle file the fragment came from. */
    readonly file: string,
    reason: string,
  ) {
    super(`Skipped a search record of ${file}: ${reason}`);
    this.name = 'InvalidRecordError';
  }
}

/** A page's fragment: what the reader hands back as the page's data. */
export interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

/** The path of the file holding a page's fragment. */
export function fragmentPath(page: Pick<MetaPage, 'hash' | 'group'>): string {
  return `fragment/${page.group || page.hash}.pf_fragment`;
}

/** Whether a value is a plain object (not null, not an array). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A page's fragment checked field by field: `url` an absolute http(s) URL under `base` (the
 * site's base URL, the bundle folder's parent, when given), `content` a string, `meta` strings,
 * `filters` lists of strings, each within BUNDLE_LIMITS. Throws InvalidRecordError naming `file`.
 */
export function checkFragment(value: unknown, file: string, base?: string): Fragment {
  const bad = (reason: string) => new InvalidRecordError(file, reason);
  if (!isObject(value)) throw bad('not an object');
  const {url, content, meta, filters} = value;
  if (typeof url !== 'string' || url.length > BUNDLE_LIMITS.urlLength)
    throw bad('its url is not a string');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not absolute`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not a web page`);
  if (base && !parsed.pathname.startsWith(base))
    throw bad(`its url ${JSON.stringify(url.slice(0, 80))} is not under ${base}`);
  if (typeof content !== 'string') throw bad('its content is not text');
  if (content.length > BUNDLE_LIMITS.contentLength) throw bad('its content is too long');
  if (!isObject(meta)) throw bad('its meta is not an object');
  for (const [key, field] of Object.entries(meta))
    if (field !== undefined && typeof field !== 'string') throw bad(`its meta ${key} is not text`);
  if (filters !== undefined) {
    if (!isObject(filters)) throw bad('its filters are not an object');
    for (const [key, values] of Object.entries(filters))
      if (
        values !== undefined &&
        !(Array.isArray(values) && values.every((v: unknown) => typeof v === 'string'))
      )
        throw bad(`its filter ${key} is not a list of text`);
  }
  return {
    url,
    content,
    meta: meta as Fragment['meta'],
    ...(filters === undefined ? {} : {filters: filters as Fragment['filters']}),
  };
}

/**
 * A page's fragment from its file's bytes (after the signature): its own file, or its group's.
 * A file that is not JSON, or a group without the page, throws; a fragment that is not a
 * usable record throws InvalidRecordError (see checkFragment).
 */
export function decodeFragment(
  bytes: Uint8Array,
  page: Pick<MetaPage, 'hash' | 'group'>,
  base?: string,
  /** The file's path, for the errors (by default Pagefind's file of the page). */
  file = fragmentPath(page),
): Fragment {
  const json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  const data = page.group ? (isObject(json) ? json[page.hash] : undefined) : json;
  if (data === undefined) throw new InvalidRecordError(file, `it holds no page ${page.hash}`);
  const fragment = checkFragment(data, file, base);
  // The indexer puts zero-width spaces between the Chinese words it segmented; pagefind.js
  // takes them out of the content too.
  return {...fragment, content: fragment.content.replace(/\u200B/g, '')};
}
