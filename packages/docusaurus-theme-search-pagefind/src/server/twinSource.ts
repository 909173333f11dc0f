// The part of a twin's Markdown source that is rendered (twins.ts). A twin
// gives its page a title, every heading, and the first words of its body the page lacks
// (shared/twinLayout.ts, TWIN_BODY_BUDGET characters of them), so a long CommonMark source is
// rendered as its beginning, up to the first paragraph's end or heading past TWIN_SOURCE_HEAD
// characters of prose (code and HTML blocks are not counted: a twin reads neither), then its
// heading lines alone (those outside fenced code blocks and HTML blocks, ATX headings `## …`,
// in a quote too) and its link definitions, which links in the beginning may name.
// Parsing Markdown is most of a twin's cost, and a chapter is mostly body. An MDX source is
// rendered whole: its JSX may open in the beginning and close after it. What the part leaves
// out: setext and HTML headings past the beginning, the prose between tables there (their
// rows are kept), and a footnote section whose references all come after the beginning.

/**
 * Characters of prose a source is rendered with before its heading lines alone (then on to the
 * end of the paragraph): enough that a twin's fields come out as the whole source's would, on
 * each chapter of the committed slice (twinSource.test.ts), at a fraction of the parsing.
 */
export const TWIN_SOURCE_HEAD = 1200;

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
const FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})/;
/** A fence's closing line: its marker alone. */
const CLOSING_FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})\s*$/;
const HEADING = /^ {0,3}(?:>[ \t]?)*#{1,6}(?:[ \t]|$)/;
/** A table's line (GFM, its rows written between pipes): a row's first cell is a heading. */
const TABLE_LINE = /^ {0,3}\|/;
const ANY_LINE = /^/;
/** A link reference definition (`[name]: url`), or a footnote's first line (`[^1]: …`). */
const DEFINITION = /^ {0,3}\[[^\]]+\]:/;
const BLANK = /^\s*$/;
/**
 * The HTML blocks a blank line does not end (CommonMark's kinds 1 to 5): how one opens, and
 * what closes it. A cut inside one would leave the heading lines after it inside it.
 */
const HTML_BLOCKS: ReadonlyArray<readonly [open: RegExp, close: RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** What closes the HTML block `line` opens and does not close, or null. */
function openedHtmlBlock(line: string): RegExp | null {
  for (const [open, close] of HTML_BLOCKS) {
    const opener = open.exec(line);
    if (opener) return close.test(line.slice(opener[0].length)) ? null : close;
  }
  return null;
}

/** The source as rendered for its twin: whole, or its beginning and then its heading lines. */
export function twinSourceText(source: string, mdx: boolean, head = TWIN_SOURCE_HEAD): string {
  if (mdx || source.length <= head) return source;
  const start = FRONT_MATTER.exec(source)?.[0].length ?? 0;
  const lines = source.slice(start).split('\n');
  let fence: string | null = null;
  let htmlBlockEnd: RegExp | null = null;
  let at = start;
  let prose = 0;
  let cut = -1;
  const kept: string[] = [];
  // Whether the next line may continue the last one kept: a table's next row, or the
  // destination of a definition written on the line after its name.
  let continues: RegExp | null = null;
  for (const line of lines) {
    const inBlock = fence !== null || htmlBlockEnd !== null;
    if (fence) {
      const marker = CLOSING_FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (htmlBlockEnd) {
      if (htmlBlockEnd.test(line)) htmlBlockEnd = null;
    } else if (continues?.test(line)) {
      kept[kept.length - 1] += `\n${line}`;
      continues = continues === TABLE_LINE ? TABLE_LINE : null;
    } else if (FENCE.test(line)) {
      fence = FENCE.exec(line)![1];
      continues = null;
    } else if (HEADING.test(line)) {
      if (cut < 0 && prose >= head) cut = at;
      if (cut >= 0) kept.push(line);
      continues = null;
    } else if (cut >= 0 && TABLE_LINE.test(line)) {
      kept.push(line);
      continues = TABLE_LINE;
    } else if (cut >= 0 && DEFINITION.test(line)) {
      kept.push(line); // what links in the beginning point to
      continues = /\]:\s*$/.test(line) ? ANY_LINE : null;
    } else {
      if (cut < 0 && prose >= head && BLANK.test(line)) cut = at;
      htmlBlockEnd = openedHtmlBlock(line);
      continues = null;
    }
    // (Code and HTML blocks are not prose, nor the lines that open and close them.)
    if (!inBlock && fence === null && htmlBlockEnd === null) prose += line.length + 1;
    at += line.length + 1;
  }
  return cut < 0 ? source : `${source.slice(0, cut)}\n${kept.join('\n\n')}\n`;
}
