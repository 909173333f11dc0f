// Build-time (Node): the Content-Security-Policy the built site needs, and the forms a host
// reads it in (a Netlify / Cloudflare Pages `_headers` file, a `<meta http-equiv>` element).

/**
 * @typedef {object} PolicyOptions
 * @property {readonly string[]} scriptHashes `'sha256-…'` sources of the inline scripts.
 * @property {readonly string[]} [imageOrigins] Off-site image origins (the visitor badge).
 * @property {readonly string[]} [connectOrigins] Off-site origins fetched (Algolia).
 */

/**
 * The policy. Scripts: the site's own files and the listed inline scripts, nothing else (no
 * 'unsafe-inline'). Styles keep 'unsafe-inline': React writes `style` attributes, and the
 * saved theme colours are a `<style>` element whose text is the visitor's, so it has no hash
 * known at build time; a style cannot run code. Images may be `data:` URLs (Infima's icons
 * in CSS).
 * @param {PolicyOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({scriptHashes, imageOrigins = [], connectOrigins = []}) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

/**
 * The hosts the Algolia search client reads from for an application id (its DSN host, then
 * three fallbacks), or nothing when Algolia is not configured.
 * @param {string | undefined} appId
 * @returns {string[]}
 */
export function algoliaOrigins(appId) {
  if (!appId) return [];
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read) giving each path pattern
 * its policy.
 * @param {ReadonlyArray<{pattern: string, policy: string}>} rules
 * @returns {string}
 */
export function headersFile(rules) {
  const lines = [
    '# Content-Security-Policy for this build (scripts/csp-hashes.mjs writes it after every build:',
    '# the inline scripts, and so their hashes, change with the content).',
  ];
  for (const {pattern, policy} of rules) {
    lines.push(pattern, `  Content-Security-Policy: ${policy}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `html` with the policy as a `<meta http-equiv>` element, placed before anything a policy
 * governs: right after `<meta charset>` when the head starts with it (it must stay in the
 * first 1024 bytes), else first in the head. A meta policy covers only what follows it.
 * @param {string} html
 * @param {string} policy
 * @returns {string}
 */
export function withMetaPolicy(html, policy) {
  const head = /<head\b[^>]*>(\s*<meta\s+charset\s*=[^>]*>)?/i.exec(html);
  if (!head) throw new Error('no <head> to put the policy in');
  const at = head.index + head[0].length;
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}">`;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
