// A chapter of an mdBook translation of The Rust Programming Language made ready for Docusaurus
// the way the project's bilingual corpus is (../shared/corpus/rust-book/README.md): front matter
// with the first heading as `title` and `format: md`; HTML comments (where translations keep the
// English original), mdBook include directives and images removed; links between chapters to the
// `.md` files. Pure functions (the corpus script and its test use them).

/** Words that make up a good share of any English prose and of no other language's. */
const ENGLISH_WORDS = /\b(the|and|of|to|is|that|you|with)\b/gi;

/** Text of a chapter outside code blocks and HTML comments. */
function prose(markdown: string): string {
  return markdown.replace(/<!--[\s\S]*?-->/g, '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
}

/**
 * Whether a chapter's prose is still English (an unfinished translation): English function
 * words are 4 % or more of its words (about 15 % in English prose, under 1 % in the translations).
 */
export function looksEnglish(markdown: string): boolean {
  const text = prose(markdown);
  const words = text.split(/\s+/).filter(Boolean).length;
  return words > 0 && (text.match(ENGLISH_WORDS)?.length ?? 0) / words >= 0.04;
}

/** A heading's text as plain text: inline code, emphasis and links reduced to their words. */
export function plainHeading(heading: string): string {
  return heading
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The chapter ready for Docusaurus, or null when it has no heading to title it. */
export function prepareChapter(markdown: string): {title: string; markdown: string} | null {
  const body = markdown
    .replace(/\r\n/g, '\n')
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/^.*\{\{#(rustdoc_)?include[^}]*\}\}.*\n?/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/<img\b[^>]*>/gi, '')
    .replace(
      /((?:\]\(|\]:\s*))((?:ch\d\d|appendix)[\w-]*)\.html/g,
      (_, before: string, chapter: string) => `${before}${chapter}.md`,
    )
    .replace(/^\s+/, '');
  const heading = /^#{1,6}\s+(.+)$/m.exec(body);
  if (!heading) return null;
  const title = plainHeading(heading[1]);
  if (!title) return null;
  return {
    title,
    markdown: `---\ntitle: ${JSON.stringify(title)}\nmdx:\n  format: md\n---\n\n${body}`,
  };
}
