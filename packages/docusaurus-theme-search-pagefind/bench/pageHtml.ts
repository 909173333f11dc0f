// The Docusaurus-shaped HTML of a generated page: escaped text, headings, sidebar and page frame.
import {headingPatterns, sentencePatterns} from './vocab';
import type {Locale} from './generatedSite';
import type {Fill, Text} from './pageModelTypes';

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const lang = (locale: Locale) => (locale === 'zh' ? 0 : 1);

/** Fills a pattern; returns HTML (text escaped, `{c}` as `<code>`). */
export function fillPattern(pattern: string, fill: Fill, locale: Locale, asHtml: boolean): string {
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

export const sentenceHtml = (t: Text, locale: Locale) =>
  fillPattern(sentencePatterns[locale][t.pattern], t.fill, locale, true);
export const headingText = (t: Text, locale: Locale) =>
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
