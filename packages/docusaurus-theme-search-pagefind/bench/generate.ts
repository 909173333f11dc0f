// Synthetic site generator for the search benchmark (Node only). Writes N doc pages in both
// locales as HTML shaped like Docusaurus 3's built pages (navbar with the active item, sidebar
// with the active category, `article` with h1–h4, p, li, table cells, code; the docsearch:*
// meta tags), so the real record extractor runs on them unchanged. Deterministic: page i is
// the same for a given seed whatever N is, and its two locales say the same thing.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {categories, titlePatterns} from './vocab';
import {
  type Locale,
  benchLocales,
  type SiteOptions,
  type GeneratedPage,
  defaults,
} from './generatedSite';
import type {PageModel} from './pageModelTypes';
import {modelPage} from './pageModel';
import {
  escapeHtml,
  lang,
  fillPattern,
  sentenceHtml,
  headingText,
  slugify,
  HEADING_CLASS,
  hashLink,
  docPageHtml,
  sidebarCategory,
} from './pageHtml';
export {
  benchLocales,
  defaults,
  type GeneratedPage,
  type Locale,
  type SiteOptions,
  type Vocabulary,
} from './generatedSite';

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
