import {defineLazy, isLazy} from './lazyProperty';

// The one gate every search hit passes before the modal or the search page renders
// it, whichever engine answered (this site's adapter or Algolia). DocSearch and the search page
// render a hit's hierarchy, highlights and snippets as HTML, and open its URL: so text is
// escaped with only highlight tags (<mark>, <em>) left as markup, and a hit is kept only when its
// URL resolves to a page of this site. The embedded engine's hits arrive escaped already; this
// leaves them as they are (entities stay entities), so both engines' hits read the same.

/** The markup a hit's text may carry: the highlight tags the modal (<mark>) and the page (<em>) ask for. */
const HIGHLIGHT_TAG = /<(\/?)(mark|em)>/g;
/** An HTML character reference, kept as it is (so escaped text is not escaped twice). */
const ENTITY = /^&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/i;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&#39;';
    else out += char;
  }
  return out;
}

/**
 * Highlighted text as safe HTML: everything escaped but balanced <mark>/<em> tags. Idempotent:
 * the output passes through unchanged.
 */
export function safeHighlightHtml(value: unknown): string {
  if (typeof value !== 'string') return '';
  let out = '';
  let at = 0;
  const open: string[] = [];
  for (const match of value.matchAll(HIGHLIGHT_TAG)) {
    out += escapeText(value.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, tag] = match;
    if (!closing) {
      open.push(tag);
      out += `<${tag}>`;
    } else if (open[open.length - 1] === tag) {
      open.pop();
      out += `</${tag}>`;
    }
  }
  out += escapeText(value.slice(at));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Highlight results (nested objects and lists whose `value`s are HTML), made safe. */
function safeHighlights(value: unknown, depth = 0): unknown {
  if (depth > 4) return undefined;
  if (Array.isArray(value)) return value.map((item) => safeHighlights(item, depth + 1));
  if (!isObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const safe = () => {
      const item = value[key];
      if (key === 'value') return safeHighlightHtml(item);
      if (key === 'matchedWords')
        return Array.isArray(item) ? item.filter((w) => typeof w === 'string') : [];
      return typeof item === 'string' ? item : safeHighlights(item, depth + 1);
    };
    // A highlight computed when read (the embedded engine's whole-content one) is made safe
    // when read too.
    if (isLazy(value, key)) defineLazy(result, key, safe);
    else result[key] = safe();
  }
  return result;
}

/**
 * What a resolver does with a hit's URL: the site path to open, or null (not of this site). It
 * is given the hit too: another site's hit (option `sites`) is judged by that site's URL.
 */
export type ResultUrlResolver = (url: unknown, hit: HitLike) => string | null;

/**
 * A resolver for hits of other sites (option `sites`, `bases` their full base URLs): a hit whose
 * `__site` names one of them is kept, with its full URL, when that URL is http(s) and lies under
 * that site's; any other hit goes to `own`.
 */
export function otherSitesUrlResolver(
  bases: readonly string[],
  own: ResultUrlResolver,
): ResultUrlResolver {
  return (url, hit) => {
    const site = hit.__site as {url?: unknown} | undefined;
    if (site === undefined) return own(url, hit);
    if (typeof url !== 'string' || url.length > 4096 || typeof site?.url !== 'string') return null;
    if (!bases.includes(site.url)) return null;
    let parsed: URL;
    let base: URL;
    try {
      parsed = new URL(url);
      base = new URL(site.url);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password) return null;
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) return null;
    return parsed.href;
  };
}

/**
 * Resolves a hit's URL against the page (`here`) and keeps it when it is http(s) and of one of
 * `origins` (the page's own, the site's configured url's); the result is the path
 * `toSitePath` makes of its path, query and anchor.
 */
export function resultUrlResolver(
  origins: readonly string[],
  here: string,
  toSitePath: (path: string) => string,
): ResultUrlResolver {
  return (url) => {
    if (typeof url !== 'string' || url.length > 4096) return null;
    let parsed: URL;
    try {
      parsed = new URL(url, here);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!origins.includes(parsed.origin)) return null;
    return toSitePath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  };
}

export interface HitLike {
  url: string;
  /** The other site it comes from (option `sites`), set by this theme's client. */
  __site?: unknown;
  hierarchy?: unknown;
  content?: unknown;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/**
 * A hit as the modal and the search page may render it, or null when it must not be shown
 * (a URL not of this site, no hierarchy).
 */
export function safeHit<T extends HitLike>(hit: T, resolveUrl: ResultUrlResolver): T | null {
  if (!isObject(hit) || !isObject(hit.hierarchy)) return null;
  const url = resolveUrl(hit.url, hit);
  if (url === null) return null;
  const hierarchy: Record<string, string | null> = {};
  for (const [level, text] of Object.entries(hit.hierarchy))
    hierarchy[level] = typeof text === 'string' ? safeHighlightHtml(text) : null;
  const safe: Record<string, unknown> = {
    ...(hit as Record<string, unknown>),
    url,
    hierarchy,
    _highlightResult: safeHighlights(hit._highlightResult) ?? {},
    _snippetResult: safeHighlights(hit._snippetResult) ?? {},
  };
  if ('url_without_anchor' in hit) safe.url_without_anchor = url.replace(/#.*$/, '');
  if ('content' in hit)
    safe.content = typeof hit.content === 'string' ? safeHighlightHtml(hit.content) : null;
  return safe as T;
}

/** The hits that may be shown, made safe (see safeHit). */
export function safeHits<T extends HitLike>(hits: unknown, resolveUrl: ResultUrlResolver): T[] {
  if (!Array.isArray(hits)) return [];
  const result: T[] = [];
  for (const hit of hits as T[]) {
    const safe = safeHit(hit, resolveUrl);
    if (safe) result.push(safe);
  }
  return result;
}
