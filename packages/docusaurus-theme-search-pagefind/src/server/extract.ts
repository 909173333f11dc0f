import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {DocSearchRecord, DocSearchRecordType} from '../shared/types.js';
import {hierarchyAfterHeading, pageHierarchy, pageRecord} from '../shared/record.js';
import {findGlosses, type Gloss} from './glossary.js';

// Build-time (Node) code: turns one built HTML page into DocSearch-shaped records, using the
// selectors of DocSearch's Docusaurus v3 crawler template so the records match what Algolia
// would hold for the same site.

/** Selectors per record type, in the order a matching element is classified. */
export const SELECTORS: ReadonlyArray<[DocSearchRecordType, string]> = [
  ['lvl1', 'header h1, article h1'],
  ['lvl2', 'article h2'],
  ['lvl3', 'article h3'],
  ['lvl4', 'article h4'],
  ['lvl5', 'article h5, article td:first-child'],
  ['lvl6', 'article h6'],
  ['content', 'article p, article li, article td:last-child'],
];

/** Parts of a page that are never indexed (navigation, page chrome, heading anchors). */
export const EXCLUDE_SELECTORS = [
  '.hash-link',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  'nav',
  'footer',
  'script',
  'style',
  '[data-search-exclude]',
];

/** Code blocks: left out of the index, or read as code lines (the `indexCode` option). */
export const CODE_BLOCK_SELECTORS = ['.theme-code-block', 'pre'];

/** A code block's lines, read from its `pre`. */
const CODE_SELECTOR = 'article pre';

/**
 * Characters of code lines read per page at most (the first blocks'): a generated listing or a
 * lock file adds no more than this to its page's index.
 */
export const MAX_CODE_CHARACTERS = 20_000;

/**
 * Lines that Docusaurus's code blocks leave out of the rendered code (magic comments), which the
 * dev server's Markdown still holds.
 */
const MAGIC_COMMENT =
  /^(?:\/\/|#|\/\*|<!--|--|%|;|\{\/\*)\s*(?:highlight-(?:next-line|start|end)|this-will-error)\b/;

/** `<html>` classes of listing pages whose text repeats other pages (blog lists, tags, authors). */
export const SKIPPED_PAGE_CLASSES = [
  'blog-list-page',
  'blog-tags-list-page',
  'blog-tags-post-list-page',
  'blog-authors-list-page',
  'blog-authors-posts-page',
  'search-page-wrapper',
];

export interface ExtractOptions {
  /** lvl0 when the page has no active navbar item or sidebar category. Default "Documentation". */
  lvl0Fallback?: string;
  /** Read the lines of code blocks as records (marked `code`). Default false: left out. */
  indexCode?: boolean;
}

/** Collapses whitespace and drops zero-width characters. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function metaContent($: CheerioAPI, name: string): string | null {
  const value = $(`meta[name="${name}"]`).attr('content');
  return value ? value.trim() : null;
}

/** Whether a page should not be indexed at all (noindex, listing pages, generated category indexes). */
export function isSkippedPage($: CheerioAPI): boolean {
  const robots = $('meta[name="robots"], meta[property="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return true;
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  if (classes.some((c) => SKIPPED_PAGE_CLASSES.includes(c))) return true;
  // A docs page without a doc id is a generated category index: its cards repeat the docs' titles.
  if (classes.includes('docs-doc-page') && !classes.some((c) => c.startsWith('docs-doc-id-'))) {
    return true;
  }
  return false;
}

/**
 * lvl0: the deepest active sidebar category, else the active navbar link. Right-hand navbar items
 * (version and locale dropdowns, which are "active" on every docs page) are not sections.
 */
function findLvl0($: CheerioAPI, fallback: string): string {
  const candidates: string[] = [];
  $('nav.navbar a.navbar__link--active').each((_, el) => {
    if ($(el).closest('.navbar__items--right, .dropdown').length > 0) return;
    candidates.push(cleanText(ownText($, el)));
  });
  $('.menu__link.menu__link--sublist.menu__link--active').each((_, el) => {
    candidates.push(cleanText($(el).text()));
  });
  const found = candidates.filter(Boolean);
  return found.length > 0 ? found[found.length - 1] : fallback;
}

/** Text of the element's own text children (like XPath `a/text()`). */
function ownText($: CheerioAPI, el: AnyNode): string {
  return $(el)
    .contents()
    .filter((_, node) => node.type === 'text')
    .text();
}

/** Text of a content element without nested lists/paragraphs, which become records of their own. */
function contentText($: CheerioAPI, el: Element): string {
  const clone = $(el).clone();
  clone.find('ul, ol, p, pre, .theme-code-block').remove();
  return cleanText(clone.text());
}

/** Each element SELECTORS match, with the type of the first selector that matches it. */
function classified($: CheerioAPI): Map<AnyNode, DocSearchRecordType> {
  const types = new Map<AnyNode, DocSearchRecordType>();
  for (const [type, selector] of SELECTORS)
    for (const el of $(selector).toArray()) if (!types.has(el)) types.set(el, type);
  return types;
}

/**
 * The lines of a code block as written (whitespace runs as one space, blank and magic-comment
 * lines left out): a built page renders each line as a `.token-line`, a dev page's Markdown
 * keeps them in its text.
 */
export function codeLines($: CheerioAPI, pre: Element): string[] {
  const tokenLines = $(pre).find('.token-line');
  const raw =
    tokenLines.length > 0
      ? tokenLines.toArray().map((line) => $(line).text())
      : $(pre).text().split(/\r?\n/);
  return raw.map(cleanText).filter((line) => line && !MAGIC_COMMENT.test(line));
}

function stripHash(url: string): string {
  const index = url.indexOf('#');
  return index === -1 ? url : url.slice(0, index);
}

/** What one built page gives the index. */
export interface ExtractedPage {
  records: DocSearchRecord[];
  /** The terms its text glosses (**切片**（*slice*）; see glossary.ts), in page order. */
  glosses: Gloss[];
}

/**
 * Extracts the DocSearch records of one built page.
 * @param html the page's full HTML
 * @param pageUrl the page's absolute URL (without anchor); record URLs are built from it
 */
export function extractRecords(
  html: string,
  pageUrl: string,
  options: ExtractOptions = {},
): DocSearchRecord[] {
  return extractPage(html, pageUrl, options).records;
}

/** extractRecords, with the glosses of the page's text. */
export function extractPage(
  html: string,
  pageUrl: string,
  options: ExtractOptions = {},
): ExtractedPage {
  // htmlparser2 rather than cheerio's default parse5: the same tree for the well-formed pages
  // Docusaurus writes, in about half the time.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  if (isSkippedPage($)) return {records: [], glosses: []};

  const language = metaContent($, 'docsearch:language') ?? ($('html').attr('lang') || 'en');
  const docusaurusTag = metaContent($, 'docsearch:docusaurus_tag') ?? 'default';
  const version = metaContent($, 'docsearch:version');
  const lvl0 = findLvl0($, options.lvl0Fallback ?? 'Documentation');
  const page = {urlWithoutAnchor: stripHash(pageUrl), language, docusaurusTag, version};

  $(EXCLUDE_SELECTORS.join(', ')).remove();
  if (!options.indexCode) $(CODE_BLOCK_SELECTORS.join(', ')).remove();

  let hierarchy = pageHierarchy(lvl0);
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const glosses: Gloss[] = [];
  const selectors = SELECTORS.map(([, selector]) => selector);
  if (options.indexCode) selectors.push(CODE_SELECTOR);
  let codeBudget = MAX_CODE_CHARACTERS;
  const types = classified($);

  $(selectors.join(', ')).each((_, node) => {
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (el.tagName === 'pre') {
      // Lines of a code block, under the heading before it; a block inside another one is read with it.
      if ($(el).parents('pre').length > 0) return;
      for (const line of codeLines($, el)) {
        if (line.length > codeBudget) {
          codeBudget = 0;
          break;
        }
        codeBudget -= line.length;
        records.push(pageRecord(page, records.length, 'content', line, anchor, hierarchy, true));
      }
      return;
    }
    if ($(el).parents('pre').length > 0) return;
    const type = types.get(el);
    if (!type) return;
    const text = type === 'content' ? contentText($, el) : cleanText($(el).text());
    if (!text) return;

    if (type !== 'content') {
      hierarchy = hierarchyAfterHeading(hierarchy, type, text);
      // h1 records point at the page itself; deeper headings at their own id when they have one.
      anchor = type === 'lvl1' ? null : ($(el).attr('id') ?? anchor);
    }

    records.push(pageRecord(page, records.length, type, text, anchor, hierarchy));
    if (type === 'content') glosses.push(...findGlosses($, el));
  });

  return {records, glosses};
}
