import {queryWords} from '../engine/queryWords';
import {matchRanges} from '../text/matchRanges';
import type {Range} from '../text/types';

// Loaded only on a page opened from a search result (see marksHandOff.ts): marks
// the query's words in the page's article with <mark>, matched as the modal's highlights are
// (matchRanges.ts: Chinese as whole words, Latin words from their start), and scrolls the first mark
// of the chosen section into view. Code blocks are marked only when nothing else matched.
// A mark is an inline element with no padding or border, so nothing in the page moves.
// React may replace marked content after it was marked (a code block shown as plain lines
// until Prism arrives, then highlighted; a block remounted once the page has hydrated): the
// marks go with the replaced nodes, so the page's article is marked again whenever any of its
// marks has left the document, until the next navigation.

const ATTRIBUTE = 'data-search-mark';
// A code block's lines are blocks of their own (its rendered lines end in <br>, not a line
// break, so a word at the end of one line would run into the first word of the next).
const BLOCKS =
  'p, li, td, th, h1, h2, h3, h4, h5, h6, dt, dd, blockquote, figcaption, summary, .token-line, pre';
const NEVER = '.hash-link, nav, script, style, button, [data-search-exclude]';
const CODE = 'pre, .theme-code-block';

/** Text nodes of `root` to mark, grouped by the block they are in (so a word split by inline tags still matches). */
function textGroups(root: Element, withCode: boolean): Text[][] {
  const groups: Text[][] = [];
  let block: Element | null = null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || parent.closest(NEVER)) continue;
    if (!withCode && parent.closest(CODE)) continue;
    const nodeBlock = parent.closest(BLOCKS) ?? parent;
    if (nodeBlock !== block || groups.length === 0) {
      groups.push([]);
      block = nodeBlock;
    }
    groups[groups.length - 1].push(node);
  }
  return groups;
}

function wrap(node: Text, start: number, end: number): HTMLElement {
  node.splitText(end);
  const middle = node.splitText(start);
  const mark = document.createElement('mark');
  mark.setAttribute(ATTRIBUTE, '');
  middle.replaceWith(mark);
  mark.append(middle);
  return mark;
}

function markGroup(nodes: Text[], terms: readonly string[]): HTMLElement[] {
  const text = nodes.map((node) => node.data).join('');
  const {ranges} = matchRanges(text, terms);
  if (ranges.length === 0) return [];
  const marks: HTMLElement[] = [];
  let offset = 0;
  for (const node of nodes) {
    const length = node.data.length;
    const local: Range[] = ranges
      .map(({start, end}) => ({
        start: Math.max(start - offset, 0),
        end: Math.min(end - offset, length),
      }))
      .filter(({start, end}) => start < end);
    // From the last range back, so the earlier offsets stay valid in `node`.
    for (let i = local.length - 1; i >= 0; i--)
      marks.unshift(wrap(node, local[i].start, local[i].end));
    offset += length;
  }
  return marks;
}

/** Marks `query`'s words in `root`; returns the marks in page order. */
export function markWords(root: Element, query: string): HTMLElement[] {
  const terms = queryWords(query);
  if (terms.length === 0) return [];
  for (const withCode of [false, true]) {
    const marks = textGroups(root, withCode).flatMap((group) => markGroup(group, terms));
    if (marks.length > 0) return marks;
  }
  return [];
}

function unmark(root: ParentNode): void {
  const parents = new Set<Node>();
  for (const mark of root.querySelectorAll(`mark[${ATTRIBUTE}]`)) {
    if (mark.parentNode) parents.add(mark.parentNode);
    mark.replaceWith(...mark.childNodes);
  }
  for (const parent of parents) parent.normalize();
}

/** Watches the document while the page's marks are kept (see keepMarks). */
let keeper: MutationObserver | null = null;

/** Removes the marks, leaving the text as it was, and stops keeping them. */
export function clearMarks(root: ParentNode = document): void {
  keeper?.disconnect();
  keeper = null;
  unmark(root);
}

/** The first mark at or after the section the URL's hash names (the first mark when there is none). */
export function firstMarkOfSection(
  marks: readonly HTMLElement[],
  hash: string,
): HTMLElement | undefined {
  let anchor: HTMLElement | null = null;
  try {
    anchor = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    anchor = null;
  }
  if (!anchor) return marks[0];
  return (
    marks.find(
      (mark) =>
        anchor!.contains(mark) ||
        anchor!.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING,
    ) ?? marks[0]
  );
}

function pageArticle(): Element | null {
  return document.querySelector('main article') ?? document.querySelector('article');
}

function markArticle(query: string): HTMLElement[] {
  const article = pageArticle();
  return article ? markWords(article, query) : [];
}

/**
 * Marks the article again whenever one of `marks` has left the document (React replaced what
 * it marked) or there are none, for as long as the page at this path shows. Only changes made
 * by others wake it: the changes marking makes are taken off its queue.
 */
function keepMarks(query: string, marks: HTMLElement[]): void {
  const path = window.location.pathname;
  let kept = marks;
  const observer = new MutationObserver(() => {
    if (window.location.pathname !== path) {
      observer.disconnect(); // another page is showing; its own hand-off decides its marks
      if (keeper === observer) keeper = null;
      return;
    }
    if (kept.length > 0 && kept.every((mark) => mark.isConnected)) return;
    const article = pageArticle();
    if (article) unmark(article);
    kept = markArticle(query);
    observer.takeRecords();
  });
  observer.observe(document.body, {childList: true, subtree: true});
  keeper = observer;
}

/**
 * Marks the page's article for `query`, brings the chosen section's first mark into view, and
 * keeps the marks while React replaces marked content (keepMarks).
 */
export function markPage(query: string, hash: string): HTMLElement[] {
  clearMarks();
  const marks = markArticle(query);
  if (marks.length === 0) return marks;
  const first = firstMarkOfSection(marks, hash);
  if (first) {
    const box = first.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) first.scrollIntoView({block: 'center'});
  }
  keepMarks(query, marks);
  return marks;
}
