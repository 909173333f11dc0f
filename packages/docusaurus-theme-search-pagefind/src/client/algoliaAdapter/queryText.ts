// Query text from places the visitor does not type into (the page's selection,
// the URL's ?q=, browser storage) made safe for encodeURIComponent and the engine. A lone
// surrogate (half of an emoji, left by cutting a selection at 64 code units) makes
// encodeURIComponent throw "URI malformed"; it is dropped, and a cut never splits a pair.

/** DocSearch's input limit; longer queries are cut, as the modal does. */
export const MAX_QUERY_LENGTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without lone surrogates (String.prototype.toWellFormed would put U+FFFD instead). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '');
}

/** The text well-formed and cut to at most `limit` code units, never inside a surrogate pair. */
export function cutQuery(text: string, limit = MAX_QUERY_LENGTH): string {
  const clean = wellFormed(text);
  if (clean.length <= limit) return clean;
  const high = clean.charCodeAt(limit - 1);
  return clean.slice(0, high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit);
}
