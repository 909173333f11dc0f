// A build's `_headers` file, read as Netlify and Cloudflare Pages read it: a path line, then
// indented `Name: value` lines; `*` matches any rest of the path. scripts/csp-hashes.mjs writes
// it; scripts/serve.mjs answers with it, as such a host does; the CSP tests read it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The rules of a `_headers` text, in order. Placeholders (`:name`) are not used by the build
 * and are refused.
 * @param {string} text
 * @returns {Array<{pattern: RegExp, headers: Array<[string, string]>}>}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      if (line.includes('/:')) throw new Error(`placeholders are not supported: ${line}`);
      const source = line.trim().split('*').map(escapeRegExp).join('.*');
      rules.push({pattern: new RegExp(`^${source}$`), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`a header line outside a rule: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The headers the rules give `pathname`: each name once, the values of every matching rule
 * joined with a comma, as Cloudflare Pages joins them (two policies: both enforced).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {string} pathname
 * @returns {Map<string, string>} by lower-case name
 */
export function headersFor(rules, pathname) {
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}

/**
 * The rules of the `_headers` file in `dir`, or none when the build wrote no such file.
 * @param {string} dir
 */
export function readHeadersFile(dir) {
  const file = path.join(dir, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}
