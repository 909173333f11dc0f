import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

// The names a built locale shows only in its code blocks, read from the build the browser tests
// serve: what a developer would type to find a page by its code (`fs.readFileSync`,
// `keyExtractor`, `ALGOLIA_SEARCH_API_KEY`), with the pages whose code writes each.

export interface CodeName {
  name: string;
  /** Paths (from the site root, no trailing slash) of the pages whose code writes it. */
  pages: string[];
}

/** A name in code: identifiers joined by "." or "::" (`queryInterface.createTable`, `io::stdin`). */
const CODE_NAME = /[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*/g;

/** Whether a name reads as an API name, option or constant rather than a plain word. */
function isApiName(name: string): boolean {
  if (name.length < 6) return false;
  const last = name.split(/\.|::/).pop()!;
  return /\.|::/.test(name) || /_[A-Za-z0-9]/.test(last) || /[a-z][A-Z]/.test(last);
}

function htmlFiles(dir: string, skip: (relative: string) => boolean, root = dir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (skip(relative)) return [];
    if (entry.isDirectory()) return htmlFiles(full, skip, root);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The names the docs and blog pages of a locale's build (`localeDir`; `otherLocales` are its
 * subfolders holding other locales) write in code blocks on at most `maxPages` pages and nowhere
 * in any page's text, the last part of a dotted name included (`createTable` of
 * `queryInterface.createTable`). Sorted by name.
 */
export function codeOnlyNames(
  localeDir: string,
  sitePath: string,
  otherLocales: readonly string[],
  maxPages = 3,
): CodeName[] {
  const skip = (relative: string) =>
    otherLocales.includes(relative.split(path.sep)[0]) ||
    /^(pagefind|assets|search|img)(\/|$)/.test(relative) ||
    relative === '404.html';
  const proseWords = new Set<string>();
  const where = new Map<string, Set<string>>();
  for (const file of htmlFiles(localeDir, skip)) {
    const $ = load(readFileSync(file, 'utf8'));
    const article = $('article').first();
    if (article.length === 0) continue;
    article.find('[data-search-exclude]').remove();
    const route = `${sitePath}${path
      .relative(localeDir, file)
      .split(path.sep)
      .join('/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`.replace(/\/$/, '');
    article.find('pre').each((_, pre) => {
      const lines = $(pre).find('.token-line');
      const code = lines.length
        ? lines.toArray().map((line) => $(line).text())
        : $(pre).text().split('\n');
      for (const line of code) {
        for (const [name] of line.matchAll(CODE_NAME)) {
          if (!isApiName(name)) continue;
          let pages = where.get(name);
          if (!pages) where.set(name, (pages = new Set()));
          pages.add(route);
        }
      }
    });
    article.find('pre, .theme-code-block').remove();
    // Blocks and cells are parted by a space, as the page shows them (cheerio's text() runs a
    // table cell into the next one: "not foundANDROID_HOME").
    article.find('p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, div, blockquote').append(' ');
    for (const word of article
      .text()
      .toLowerCase()
      .match(/[\p{L}\p{N}_$]+/gu) ?? [])
      proseWords.add(word);
  }
  return [...where]
    .filter(
      ([name, pages]) =>
        pages.size <= maxPages &&
        // A shell variable's name in prose (ANDROID_HOME for $ANDROID_HOME) names it too.
        !name
          .toLowerCase()
          .split(/\.|::/)
          .some((part) => proseWords.has(part) || proseWords.has(part.replace(/^\$+/, ''))),
    )
    .map(([name, pages]) => ({name, pages: [...pages].sort()}))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `count` of `names`, taken evenly from the list (all of them when it is shorter). */
export function spread<T>(names: readonly T[], count: number): T[] {
  if (names.length <= count) return [...names];
  return Array.from({length: count}, (_, i) => names[Math.floor((i * names.length) / count)]);
}
