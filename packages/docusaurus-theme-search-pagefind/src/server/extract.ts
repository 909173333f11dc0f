import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {eachElement, matcher, textOf} from './domWalk.js';
import type {DocSearchRecord, DocSearchRecordType} from '../shared/types.js';
import {hierarchyAfterHeading, pageHierarchy, pageRecord} from '../shared/record.js';
import {findGlosses, type Gloss} from './glossary.js';

// Turns one built HTML page into DocSearch-shaped records, using the
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

const META_SELECTORS = {
  language: matcher('meta[name="docsearch:language"]'),
  docusaurusTag: matcher('meta[name="docsearch:docusaurus_tag"]'),
  version: matcher('meta[name="docsearch:version"]'),
  robots: matcher('meta[name="robots"], meta[property="robots"]'),
};
type MetaName = keyof typeof META_SELECTORS;
const isHtml = matcher('html');
const isActiveNavbarLink = matcher('nav.navbar a.navbar__link--active');
const isActiveCategory = matcher('.menu__link.menu__link--sublist.menu__link--active');

/** What a page says of itself, read from its whole tree in one walk. */
interface PageTreeFacts {
  /** The first element each of META_SELECTORS matches. */
  meta: Partial<Record<MetaName, Element>>;
  html?: Element;
  activeNavbarLinks: Element[];
  activeCategories: Element[];
}

function pageTreeFacts($: CheerioAPI): PageTreeFacts {
  const facts: PageTreeFacts = {meta: {}, activeNavbarLinks: [], activeCategories: []};
  const metaNames = Object.keys(META_SELECTORS) as MetaName[];
  eachElement($.root()[0], (el) => {
    if (el.tagName === 'meta')
      for (const name of metaNames)
        if (!facts.meta[name] && META_SELECTORS[name](el)) facts.meta[name] = el;
    if (!facts.html && isHtml(el)) facts.html = el;
    if (isActiveNavbarLink(el)) facts.activeNavbarLinks.push(el);
    if (isActiveCategory(el)) facts.activeCategories.push(el);
  });
  return facts;
}

function metaContent($: CheerioAPI, el: Element | undefined): string | null {
  const value = el && $(el).attr('content');
  return value ? value.trim() : null;
}

/** Whether a page should not be indexed at all (noindex, listing pages, generated category indexes). */
function isSkippedPage($: CheerioAPI, facts: PageTreeFacts): boolean {
  const robots = (facts.meta.robots && $(facts.meta.robots).attr('content')) ?? '';
  if (/noindex/i.test(robots)) return true;
  const classes = ((facts.html && $(facts.html).attr('class')) ?? '').split(/\s+/);
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
function findLvl0($: CheerioAPI, facts: PageTreeFacts, fallback: string): string {
  const candidates: string[] = [];
  for (const el of facts.activeNavbarLinks) {
    if ($(el).closest('.navbar__items--right, .dropdown').length > 0) continue;
    candidates.push(cleanText(ownText($, el)));
  }
  for (const el of facts.activeCategories) candidates.push(cleanText(textOf(el)));
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

/** Within a content element, what becomes records of its own (nested lists, paragraphs, code). */
const isOwnRecord = matcher('ul, ol, p, pre, .theme-code-block');

/** Text of a content element without nested lists/paragraphs, which become records of their own. */
function contentText(el: Element): string {
  return cleanText(textOf(el, isOwnRecord));
}

const TYPE_MATCHERS = SELECTORS.map(([type, selector]) => [type, matcher(selector)] as const);
const isCodeBlock = matcher(CODE_SELECTOR);
const isExcluded = matcher(EXCLUDE_SELECTORS.join(', '));
const isExcludedOrCode = matcher([...EXCLUDE_SELECTORS, ...CODE_BLOCK_SELECTORS].join(', '));

/** The type of the first of SELECTORS that matches `el`, if any. */
function recordType(el: Element): DocSearchRecordType | undefined {
  return TYPE_MATCHERS.find(([, matches]) => matches(el))?.[0];
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
  const facts = pageTreeFacts($);
  if (isSkippedPage($, facts)) return {records: [], glosses: []};

  const language =
    metaContent($, facts.meta.language) ?? ((facts.html && $(facts.html).attr('lang')) || 'en');
  const docusaurusTag = metaContent($, facts.meta.docusaurusTag) ?? 'default';
  const version = metaContent($, facts.meta.version);
  const lvl0 = findLvl0($, facts, options.lvl0Fallback ?? 'Documentation');
  const page = {urlWithoutAnchor: stripHash(pageUrl), language, docusaurusTag, version};

  // Page chrome (and, unless indexed, code blocks) removed, each with all it holds.
  const removed: Element[] = [];
  const leftOut = options.indexCode ? isExcluded : isExcludedOrCode;
  eachElement($.root()[0], (el) => {
    if (!leftOut(el)) return true;
    removed.push(el);
    return false;
  });
  $(removed).remove();

  let hierarchy = pageHierarchy(lvl0);
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const glosses: Gloss[] = [];
  let codeBudget = MAX_CODE_CHARACTERS;

  // Each element SELECTORS (or, for code, CODE_SELECTOR) match, in document order. Nothing in a
  // pre is read but its lines, by the outermost pre.
  eachElement($.root()[0], (el) => {
    if (el.tagName === 'pre') {
      if (!options.indexCode || !isCodeBlock(el)) return false;
      // Lines of a code block, under the heading before it.
      for (const line of codeLines($, el)) {
        if (line.length > codeBudget) {
          codeBudget = 0;
          break;
        }
        codeBudget -= line.length;
        records.push(pageRecord(page, records.length, 'content', line, anchor, hierarchy, true));
      }
      return false;
    }
    const type = recordType(el);
    if (!type) return true;
    const text = type === 'content' ? contentText(el) : cleanText(textOf(el));
    if (!text) return true;

    if (type !== 'content') {
      hierarchy = hierarchyAfterHeading(hierarchy, type, text);
      // h1 records point at the page itself; deeper headings at their own id when they have one.
      anchor = type === 'lvl1' ? null : (el.attribs.id ?? anchor);
    }

    records.push(pageRecord(page, records.length, type, text, anchor, hierarchy));
    if (type === 'content') glosses.push(...findGlosses(el));
    return true;
  });

  return {records, glosses};
}
