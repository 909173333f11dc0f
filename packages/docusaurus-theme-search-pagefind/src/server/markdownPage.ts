import {createRequire} from 'node:module';
import {docusaurusModule} from './siteDocusaurus.js';

// Dev-server (Node) code: renders a Markdown or MDX source into the HTML shape of the page
// Docusaurus would build from it (article, h1 title, headings with Docusaurus's own ids), so the
// production extractor (extract.ts) turns it into the same records. Used only under
// `npm start`, where there are no built pages to read.
//
// Mirrors what @docusaurus/mdx-loader 3.10.2 does with a source: GFM, directives (admonitions),
// front matter, MDX when the file is MDX, and the heading ids of its `remark/headings` plugin,
// which is used as is, after its preprocessor (MDX 1 heading ids `{#id}`, admonition titles). What MDX components render (tabs, doc cards) is not known here: only
// the text written between their tags is indexed.

const require = createRequire(import.meta.url);
const nativeImport = require('./native-import.cjs') as <T>(specifier: string) => Promise<T>;

export interface MarkdownPageFacts {
  /** `<html lang>`, e.g. "zh-Hans". */
  htmlLang: string;
  /** `docsearch:language`, e.g. "zh". */
  language: string;
  /** `docsearch:docusaurus_tag`, e.g. "docs-default-current" or "default". */
  docusaurusTag: string;
  /** `docsearch:version`, null outside docs. */
  version: string | null;
  /** The page's title, rendered as its h1 unless the source starts with one. */
  title: string;
  /** The section shown as lvl0 (sidebar category or navbar item); null for the extractor's fallback. */
  lvl0: string | null;
  /** Whether the source is MDX (else CommonMark). */
  mdx: boolean;
}

/** The parts of siteConfig.markdown that change what a page says (Docusaurus's MarkdownConfig). */
export interface MarkdownOptions {
  mdx1Compat?: {headingIds?: boolean; admonitions?: boolean; comments?: boolean};
  anchors?: {maintainCase?: boolean};
  preprocessor?: (args: {filePath: string; fileContent: string}) => string;
}

const DEFAULT_MARKDOWN: MarkdownOptions = {
  mdx1Compat: {headingIds: true, admonitions: true, comments: true},
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

interface Processor {
  parse(text: string): unknown;
  run(tree: unknown): Promise<unknown>;
}

interface Processors {
  /** By format (md, mdx) and whether anchors keep their case. */
  processor(mdx: boolean, maintainCase: boolean): Processor;
  toHast: (tree: unknown, options: Record<string, unknown>) => HastNode;
  preprocess: (args: {
    fileContent: string;
    filePath: string;
    markdownConfig: unknown;
    admonitions: boolean;
  }) => string;
}

let processors: Promise<Processors> | null = null;

function loadProcessors(): Promise<Processors> {
  if (!processors) {
    processors = (async () => {
      const [{unified}, parse, gfm, directive, frontmatter, mdx, {toHast}] = await Promise.all([
        nativeImport<typeof import('unified')>('unified'),
        nativeImport<{default: never}>('remark-parse'),
        nativeImport<{default: never}>('remark-gfm'),
        nativeImport<{default: never}>('remark-directive'),
        nativeImport<{default: never}>('remark-frontmatter'),
        nativeImport<{default: never}>('remark-mdx'),
        nativeImport<{toHast: Processors['toHast']}>('mdast-util-to-hast'),
      ]);
      const headings = docusaurusModule<{default: never}>(
        '@docusaurus/mdx-loader/lib/remark/headings',
      ).default;
      const preprocess = docusaurusModule<{default: Processors['preprocess']}>(
        '@docusaurus/mdx-loader/lib/preprocessor',
      ).default;
      const made = new Map<string, Processor>();
      return {
        processor(isMdx, maintainCase) {
          const key = `${isMdx} ${maintainCase}`;
          let processor = made.get(key);
          if (!processor) {
            const base = unified()
              .use(parse.default)
              .use(frontmatter.default, ['yaml', 'toml'])
              .use(gfm.default)
              .use(directive.default);
            processor = (isMdx ? base.use(mdx.default) : base).use(headings, {
              anchorsMaintainCase: maintainCase,
            }) as unknown as Processor;
            made.set(key, processor);
          }
          return processor;
        },
        toHast,
        preprocess,
      };
    })();
  }
  return processors;
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'wbr']);

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** HTML of a hast tree: elements with their id only (all the extractor reads), text escaped. */
function toHtml(node: HastNode): string {
  if (node.type === 'text') return escapeText(node.value ?? '');
  const inner = (node.children ?? []).map(toHtml).join('');
  if (node.type !== 'element' || !node.tagName) return inner;
  const id = node.properties?.id;
  const open = `<${node.tagName}${typeof id === 'string' ? ` id="${escapeText(id)}"` : ''}>`;
  return VOID.has(node.tagName) ? open : `${open}${inner}</${node.tagName}>`;
}

/** MDX nodes that are code, not text (imports, exports, `{expressions}`), are dropped. */
const CODE_NODES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml']);

interface MdastNode {
  type: string;
  name?: string | null;
  depth?: number;
  data?: {directiveLabel?: boolean};
  children?: MdastNode[];
}

/** Drops code nodes and admonition titles (the theme renders those outside any paragraph). */
function dropUnsearched(node: MdastNode): void {
  if (!node.children) return;
  node.children = node.children.filter(
    (child) => !CODE_NODES.has(child.type) && !child.data?.directiveLabel,
  );
  node.children.forEach(dropUnsearched);
}

interface HastState {
  all(node: unknown): HastNode[];
}

/**
 * JSX elements and directives become elements: an HTML tag keeps its name, a component is a
 * span (inline) or div (block), so text after `<kbd>` stays in its paragraph.
 */
function element(block: boolean) {
  return (state: HastState, node: MdastNode): HastNode => ({
    type: 'element',
    tagName: node.name && /^[a-z][a-z0-9]*$/.test(node.name) ? node.name : block ? 'div' : 'span',
    properties: {},
    children: state.all(node),
  });
}

const HANDLERS = {
  mdxJsxFlowElement: element(true),
  mdxJsxTextElement: element(false),
  containerDirective: (state: HastState, node: MdastNode) =>
    element(true)(state, {...node, name: null}),
  leafDirective: (state: HastState, node: MdastNode) => element(true)(state, {...node, name: null}),
  textDirective: (state: HastState, node: MdastNode) =>
    element(false)(state, {...node, name: null}),
};

/** The page Docusaurus would render from `source` (the file at `filePath`), as far as search reads it. */
export async function markdownPageHtml(
  source: string,
  page: MarkdownPageFacts,
  markdown: MarkdownOptions = DEFAULT_MARKDOWN,
  filePath = 'page.md',
): Promise<string> {
  const {processor: made, toHast, preprocess} = await loadProcessors();
  const processor = made(page.mdx, markdown.anchors?.maintainCase ?? false);
  const fileContent = preprocess({
    fileContent: source,
    filePath,
    markdownConfig: {...DEFAULT_MARKDOWN, ...markdown},
    admonitions: true,
  });
  const tree = (await processor.run(processor.parse(fileContent))) as MdastNode;
  dropUnsearched(tree);
  // The theme renders the title as the page's h1 unless the content starts with its own.
  const first = tree.children?.[0];
  const ownTitle = first?.type === 'heading' && first.depth === 1;
  const body = toHtml(toHast(tree, {allowDangerousHtml: false, handlers: HANDLERS}));
  const meta = [
    ['docsearch:language', page.language],
    ['docsearch:docusaurus_tag', page.docusaurusTag],
    ...(page.version ? [['docsearch:version', page.version]] : []),
  ]
    .map(([name, content]) => `<meta name="${name}" content="${escapeText(content)}">`)
    .join('');
  const section = page.lvl0
    ? `<nav class="navbar"><a class="navbar__link navbar__link--active">${escapeText(page.lvl0)}</a></nav>`
    : '';
  const header = ownTitle ? '' : `<header><h1>${escapeText(page.title)}</h1></header>`;
  return `<!doctype html><html lang="${escapeText(page.htmlLang)}"><head>${meta}</head><body>${section}<article>${header}${body}</article></body></html>`;
}
