// Synthetic site generator for the search benchmark (Node only). Writes N doc pages in both
// locales as HTML shaped like Docusaurus 3's built pages (navbar with the active item, sidebar
// with the active category, `article` with h1–h4, p, li, table cells, code; the docsearch:*
// meta tags), so the real record extractor runs on them unchanged. Deterministic: page i is
// the same for a given seed whatever N is, and its two locales say the same thing.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {mulberry32, pageSeed, picker} from './prng';
import {
  categories,
  headingPatterns,
  identifiers,
  problems,
  sentencePatterns,
  terms,
  titlePatterns,
  topics,
  verbs,
  type Pair,
} from './vocab';

export type Locale = 'zh' | 'en';
export const benchLocales: readonly Locale[] = ['zh', 'en'];

export interface SiteOptions {
  /** Number of pages per locale. */
  pages: number;
  /** PRNG seed. Default 20241121. */
  seed?: number;
  /** Public origin used in record URLs. Default `https://notes.example.org`. */
  siteUrl?: string;
  /** Path the site is served under, "/x/" form. Default `/blog-notes/`. */
  baseUrl?: string;
  /**
   * How pages choose their terms. `topical` (default), like real documentation: a page is
   * about its category's terms, with one term in ten from anywhere else, so a term appears on
   * a share of the pages. `uniform`, the worst case for an engine: every term is drawn from
   * the whole vocabulary, so each of the ~110 terms appears on most pages.
   */
  vocabulary?: Vocabulary;
}

export type Vocabulary = 'topical' | 'uniform';

export interface GeneratedPage {
  locale: Locale;
  /** Path of the HTML file relative to the site's output folder (`en/` prefix for English). */
  file: string;
  /** Absolute URL of the page, as Docusaurus would give it (no trailing slash, no .html). */
  url: string;
  html: string;
}

export const defaults = {
  seed: 20241121,
  siteUrl: 'https://notes.example.org',
  baseUrl: '/blog-notes/',
  vocabulary: 'topical' as Vocabulary,
};

/** In a topical site, the share of term choices made from the whole vocabulary. */
const OFF_TOPIC = 0.1;

// ---- the page model: everything random is decided once, then rendered per locale ----

interface Fill {
  t: Pair;
  u: Pair;
  v: Pair;
  p: Pair;
  c: string;
  n: number;
}
interface Text {
  pattern: number;
  fill: Fill;
}
type Block =
  | {kind: 'h'; level: 2 | 3 | 4; text: Text}
  | {kind: 'p'; sentences: Text[]}
  | {kind: 'ul'; items: Text[]}
  | {kind: 'table'; rows: {code: string; text: Text}[]}
  | {kind: 'code'; lines: string[]};
interface PageModel {
  slug: string;
  category: Pair;
  title: Text;
  blocks: Block[];
}

function modelPage(index: number, seed: number, vocabulary: Vocabulary): PageModel {
  const r = picker(mulberry32(pageSeed(seed, index)));
  const topic = topics[index % categories.length];
  const term =
    vocabulary === 'uniform'
      ? () => r.pick(terms)
      : () => r.pick(r.chance(OFF_TOPIC) ? terms : topic);
  const main = vocabulary === 'uniform' ? r.pick(terms) : r.pick(topic);
  // Words recur within a document: a topical page keeps to a few verbs, problems and
  // identifiers of its own instead of drawing from the whole list every time.
  const own = <T>(list: readonly T[], min: number, max: number) =>
    vocabulary === 'uniform' ? list : r.sample(list, r.int(min, max));
  const pageVerbs = own(verbs, 4, 6);
  const pageProblems = own(problems, 1, 2);
  const pageIdentifiers = own(identifiers, 3, 5);
  const fill = (): Fill => ({
    t: r.chance(0.5) ? main : term(),
    u: term(),
    v: r.pick(pageVerbs),
    p: r.pick(pageProblems),
    c: r.pick(pageIdentifiers),
    n: r.pick([20, 50, 100, 500, 1000, 5000]),
  });
  const text = (patterns: number): Text => ({pattern: r.int(0, patterns - 1), fill: fill()});
  const sentence = () => text(sentencePatterns.zh.length);
  const heading = () => text(headingPatterns.zh.length);
  const paragraph = (): Block => ({
    kind: 'p',
    sentences: Array.from({length: r.int(2, 4)}, sentence),
  });

  const blocks: Block[] = [{kind: 'p', sentences: Array.from({length: r.int(2, 3)}, sentence)}];
  const sections = r.int(2, 4);
  for (let s = 0; s < sections; s++) {
    blocks.push({kind: 'h', level: 2, text: heading()});
    for (let k = r.int(1, 2); k > 0; k--) blocks.push(paragraph());
    if (r.chance(0.5)) {
      blocks.push({kind: 'h', level: 3, text: heading()});
      blocks.push(paragraph());
      blocks.push({kind: 'ul', items: Array.from({length: r.int(3, 5)}, sentence)});
      if (r.chance(0.25)) blocks.push({kind: 'h', level: 4, text: heading()}, paragraph());
    }
    if (r.chance(0.25)) {
      blocks.push({
        kind: 'table',
        rows: r.sample(pageIdentifiers, r.int(3, 4)).map((code) => ({code, text: sentence()})),
      });
    }
    if (r.chance(0.3)) {
      const [a, b] = r.sample(pageIdentifiers, 2);
      blocks.push({kind: 'code', lines: codeLines(a, b, r.int(1, 5))});
    }
  }
  const category = categories[index % categories.length];
  return {
    slug: `page-${String(index + 1).padStart(5, '0')}`,
    category,
    title: {pattern: r.int(0, titlePatterns.zh.length - 1), fill: fill()},
    blocks,
  };
}

/**
 * A code block's lines around two of the page's identifiers, in the shapes real code writes
 * names (an import, a dotted call, a PascalCase error, an UPPER_SNAKE setting, a CLI flag).
 */
export function codeLines(a: string, b: string, retries: number): string[] {
  const call = a.replace(/\(.*\)$/, '');
  const name =
    call
      .split('.')
      .pop()!
      .replace(/[^A-Za-z0-9]/g, '') || 'task';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_]+/);
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join('');
  const upper = words.map((w) => w.toUpperCase()).join('_');
  const kebab = words.map((w) => w.toLowerCase()).join('-');
  return [
    `import {${name}} from '@notes/${kebab}';`,
    `const result = await ${call}({retries: ${retries}});`,
    `if (!result.ok) throw new ${pascal}Error(result.status);`,
    `process.env.${upper}_TIMEOUT_MS = '${retries * 1000}';`,
    `logger.info('${b}', result);`,
    `// npx notes ${kebab} --max-retries=${retries}`,
  ];
}

// ---- rendering ----

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lang = (locale: Locale) => (locale === 'zh' ? 0 : 1);

/** Fills a pattern; returns HTML (text escaped, `{c}` as `<code>`). */
function fillPattern(pattern: string, fill: Fill, locale: Locale, asHtml: boolean): string {
  const l = lang(locale);
  return pattern.replace(/\{([tuTvpcn])\}/g, (_, key: string) => {
    switch (key) {
      case 't':
        return escapeHtml(fill.t[l]);
      case 'T':
        return escapeHtml(capitalise(fill.t[l]));
      case 'u':
        return escapeHtml(fill.u[l]);
      case 'v':
        return escapeHtml(fill.v[l]);
      case 'p':
        return escapeHtml(fill.p[l]);
      case 'n':
        return String(fill.n);
      default:
        return asHtml ? `<code>${escapeHtml(fill.c)}</code>` : escapeHtml(fill.c);
    }
  });
}

const sentenceHtml = (t: Text, locale: Locale) =>
  fillPattern(sentencePatterns[locale][t.pattern], t.fill, locale, true);
const headingText = (t: Text, locale: Locale) =>
  fillPattern(headingPatterns[locale][t.pattern], t.fill, locale, false);

/** Heading id the way Docusaurus (github-slugger) makes it: lower case, punctuation dropped, spaces → "-" (also those next to dropped punctuation: `?` 运算符 → -运算符). */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const ui = {
  zh: {
    docs: '文档',
    blog: '博客',
    site: '工作台笔记',
    mainNav: '主导航',
    sidebar: '文档侧边栏',
    crumbs: '页面路径',
    link: (h: string) => `${h}的直接链接`,
    htmlLang: 'zh-Hans',
    ogLocale: 'zh_Hans',
  },
  en: {
    docs: 'Docs',
    blog: 'Blog',
    site: 'Workbench Notes',
    mainNav: 'Main',
    sidebar: 'Docs sidebar',
    crumbs: 'Breadcrumbs',
    link: (h: string) => `Direct link to ${h}`,
    htmlLang: 'en-GB',
    ogLocale: 'en_GB',
  },
} as const;

/** Docusaurus's heading classes, and the "direct link" anchor it appends to a heading (HTML-escaped `text`). */
export const HEADING_CLASS = 'anchor anchorWithStickyNavbar_LWe7';
/**
 * The page chrome's strings of a locale: the bench's own for zh and en; English words with the
 * locale's own language code for any other (the quality bench's translated chapters).
 */
function pageUi(locale: string) {
  if (locale === 'zh' || locale === 'en') return ui[locale];
  return {...ui.en, htmlLang: locale, ogLocale: locale.replace('-', '_')};
}

/** Languages written right to left, as the page's `dir` says. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

export function hashLink(id: string, text: string, locale: string): string {
  const label = pageUi(locale).link(text);
  return `<a href="#${id}" class="hash-link" aria-label="${label}" title="${label}" translate="no">\u200b</a>`;
}

/**
 * A built doc page around an article body: head with the docsearch meta tags, navbar with Docs
 * active, the sidebar (`sidebar`: its list items), breadcrumb `crumb`, title as the h1.
 */
export function docPageHtml({
  locale,
  url,
  docId,
  title,
  sidebar,
  crumb,
  body,
}: {
  /** The page's locale: zh, en, or any other locale code (see `pageUi`). */
  locale: string;
  url: string;
  docId: string;
  title: string;
  sidebar: string;
  crumb: string;
  body: string;
}): string {
  const t = pageUi(locale);
  const dir = RIGHT_TO_LEFT.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
  const prefix = new URL(url).pathname.replace(/docs\/.*$/, '');
  return `<!doctype html>
<html lang="${t.htmlLang}" dir="${dir}" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-${docId}" data-has-hydrated="false"><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.10.2"><title data-rh="true">${escapeHtml(title)} | ${t.site}</title><meta data-rh="true" name="viewport" content="width=device-width, initial-scale=1.0"><meta data-rh="true" property="og:url" content="${url}"><meta data-rh="true" property="og:locale" content="${t.ogLocale}"><meta data-rh="true" name="docusaurus_locale" content="${locale}"><meta data-rh="true" name="docsearch:language" content="${locale}"><meta data-rh="true" name="docusaurus_version" content="current"><meta data-rh="true" name="docusaurus_tag" content="docs-default-current"><meta data-rh="true" name="docsearch:version" content="current"><meta data-rh="true" name="docsearch:docusaurus_tag" content="docs-default-current"><link data-rh="true" rel="canonical" href="${url}"></head>
<body><div id="__docusaurus"><nav aria-label="${t.mainNav}" class="theme-layout-navbar navbar navbar--fixed-top"><div class="navbar__inner"><div class="theme-layout-navbar-left navbar__items"><a class="navbar__brand" href="${prefix}"><b class="navbar__title text--truncate">${t.site}</b></a><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="${prefix}docs/intro">${t.docs}</a><a class="navbar__item navbar__link" href="${prefix}blog">${t.blog}</a></div></div></nav>
<div class="theme-layout-main main-wrapper"><div class="docsWrapper"><div class="docRoot"><aside class="theme-doc-sidebar-container"><nav aria-label="${t.sidebar}" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main class="docMainContainer"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol"><div class="docItemContainer"><article><nav class="theme-doc-breadcrumbs" aria-label="${t.crumbs}"><ul class="breadcrumbs"><li class="breadcrumbs__item"><span class="breadcrumbs__link">${escapeHtml(crumb)}</span></li></ul></nav><div class="theme-doc-markdown markdown"><header><h1>${escapeHtml(title)}</h1></header>
${body}
</div></article></div></div></div></div></main></div></div></div></div></body></html>
`;
}

/** A sidebar category; expanded, with the current page in it, when `page` is given. */
export function sidebarCategory(
  label: string,
  href: string,
  page: {href: string; title: string} | null,
): string {
  return page
    ? `<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="${href}">${escapeHtml(label)}</a></div><ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="${page.href}">${escapeHtml(page.title)}</a></li></ul></li>`
    : `<li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="${href}">${escapeHtml(label)}</a></div></li>`;
}

function renderModel(model: PageModel, locale: Locale, opts: Required<SiteOptions>): GeneratedPage {
  const l = lang(locale);
  const prefix = `${opts.baseUrl}${locale === 'en' ? 'en/' : ''}`;
  const categorySlug = slugify(model.category[1]);
  const docPath = `docs/bench/${categorySlug}/${model.slug}`;
  const url = `${opts.siteUrl}${prefix}${docPath}`;
  const title = fillPattern(
    titlePatterns[locale][model.title.pattern],
    model.title.fill,
    locale,
    false,
  );
  const ids = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    return seen ? `${base}-${seen}` : base;
  };

  const body = model.blocks.map((block) => {
    switch (block.kind) {
      case 'h': {
        const text = headingText(block.text, locale);
        const id = uniqueId(text);
        return `<h${block.level} class="${HEADING_CLASS}" id="${id}">${text}${hashLink(id, text, locale)}</h${block.level}>`;
      }
      case 'p':
        return `<p>${block.sentences.map((s) => sentenceHtml(s, locale)).join(locale === 'zh' ? '' : ' ')}</p>`;
      case 'ul':
        return `<ul>${block.items.map((s) => `<li>${sentenceHtml(s, locale)}</li>`).join('')}</ul>`;
      case 'table':
        return `<table><thead><tr><th>${locale === 'zh' ? '选项' : 'Option'}</th><th>${locale === 'zh' ? '说明' : 'Description'}</th></tr></thead><tbody>${block.rows
          .map(
            (row) =>
              `<tr><td><code>${escapeHtml(row.code)}</code></td><td>${sentenceHtml(row.text, locale)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
      case 'code':
        return `<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-ts codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv">${block.lines
          .map(
            (line) =>
              `<span class="token-line"><span class="token plain">${escapeHtml(line)}</span><br></span>`,
          )
          .join('')}</code></pre></div></div>`;
    }
  });

  const sidebar = categories
    .map((c) => {
      const active = c === model.category;
      const href = `${prefix}docs/category/${slugify(c[1])}`;
      return sidebarCategory(c[l], href, active ? {href: `${prefix}${docPath}`, title} : null);
    })
    .join('');

  const html = docPageHtml({
    locale,
    url,
    docId: `bench/${categorySlug}/${model.slug}`,
    title,
    sidebar,
    crumb: model.category[l],
    body: body.join('\n'),
  });
  return {locale, file: `${locale === 'en' ? 'en/' : ''}${docPath}.html`, url, html};
}

function resolve(opts: SiteOptions): Required<SiteOptions> {
  return {...defaults, ...opts};
}

/** Page `index` (0-based) in one locale. */
export function renderPage(index: number, locale: Locale, opts: SiteOptions): GeneratedPage {
  const full = resolve(opts);
  return renderModel(modelPage(index, full.seed, full.vocabulary), locale, full);
}

/** Every page of the site, both locales, page by page (zh then en). */
export function* generatePages(opts: SiteOptions): Generator<GeneratedPage> {
  const full = resolve(opts);
  for (let i = 0; i < full.pages; i++) {
    const model = modelPage(i, full.seed, full.vocabulary);
    for (const locale of benchLocales) yield renderModel(model, locale, full);
  }
}

/** Writes the site under `outDir`; returns the pages written (without their HTML) and total bytes. */
export async function writeSite(
  outDir: string,
  opts: SiteOptions,
): Promise<{pages: Omit<GeneratedPage, 'html'>[]; bytes: number}> {
  const pages: Omit<GeneratedPage, 'html'>[] = [];
  const dirs = new Set<string>();
  let bytes = 0;
  for (const page of generatePages(opts)) {
    const file = path.join(outDir, page.file);
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      await mkdir(dir, {recursive: true});
      dirs.add(dir);
    }
    await writeFile(file, page.html);
    bytes += Buffer.byteLength(page.html);
    pages.push({locale: page.locale, file: page.file, url: page.url});
  }
  return {pages, bytes};
}
