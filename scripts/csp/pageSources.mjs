// Build-time (Node): what a built page needs a Content-Security-Policy to allow. Its inline
// scripts, hashed the way browsers do for a `'sha256-…'` source (SHA-256 of the UTF-8 text
// between `<script …>` and `</script>`, after the HTML parser's line-ending normalisation, in
// base64), and the off-site origins of its images.
import {createHash} from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (name) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const srcAttribute = attribute('src');
const typeAttribute = attribute('type');
/** Types a browser runs (HTML's "JavaScript MIME type essence match", and modules). */
const executableType =
  /^(?:module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript|javascript1\.[0-5])|application\/x-(?:java|ecma)script)$/i;
/** An inline event-handler attribute (`onload=` …): hashes cannot allow it without 'unsafe-hashes'. */
const eventHandler = /<[a-z][^>]*?\son[a-z]+\s*=/i;

/**
 * The text of every inline script of `html` that a browser would run: no `src`, and no
 * type, an empty one or a JavaScript one (data blocks such as JSON-LD never run, so CSP
 * ignores them).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3]).trim() : '';
    if (value !== '' && !executableType.test(value)) continue;
    bodies.push(body.replace(/\r\n?/g, '\n'));
  }
  return bodies;
}

/**
 * The CSP source that allows exactly this script text: `'sha256-<base64>'`.
 * @param {string} body
 * @returns {string}
 */
export function scriptHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Whether `html` has an inline event-handler attribute, which no script hash allows.
 * @param {string} html
 * @returns {boolean}
 */
export function hasInlineEventHandler(html) {
  return eventHandler.test(html.replace(scriptElement, ''));
}

const imageElement = /<img\b[^>]*>/gi;
const srcsetAttribute = attribute('srcset');

/**
 * The origins of the page's `<img>` sources (`src` and `srcset`) on other sites, such as the
 * visitor badge; relative and same-site sources are covered by 'self'.
 * @param {string} html
 * @returns {string[]}
 */
export function offSiteImageOrigins(html) {
  const origins = new Set();
  for (const [element] of html.matchAll(imageElement)) {
    const urls = [];
    const src = srcAttribute.exec(element);
    if (src) urls.push(src[1] ?? src[2] ?? src[3]);
    const srcset = srcsetAttribute.exec(element);
    if (srcset) {
      for (const candidate of (srcset[1] ?? srcset[2] ?? srcset[3]).split(',')) {
        urls.push(candidate.trim().split(/\s+/)[0]);
      }
    }
    for (const url of urls) {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url.replace(/&amp;/g, '&')).origin);
    }
  }
  return [...origins];
}
