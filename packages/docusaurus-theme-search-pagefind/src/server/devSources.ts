import path from 'node:path';
import type {MarkdownPageFacts} from './markdownPage.js';

// Dev-server (Node) code: the pages a locale's docs and blog plugins loaded, as Markdown sources
// with what their built pages would say about them (URL, title, section, docsearch meta). Read
// from the plugins' loaded content (Docusaurus 3.10 `allContent`), which Docusaurus reloads
// whenever a doc or post is saved.

export interface SourcePage extends MarkdownPageFacts {
  /** Absolute path of the Markdown/MDX file. */
  file: string;
  /** The page's route path, e.g. "/blog-notes/en/docs/intro". */
  permalink: string;
}

interface DocMetadata {
  id: string;
  title: string;
  source: string;
  permalink: string;
  sidebar?: string;
  unlisted?: boolean;
  frontMatter?: {mdx?: {format?: string}};
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type?: string; id?: string};
}

interface LoadedVersion {
  versionName: string;
  docs: DocMetadata[];
  sidebars?: Record<string, SidebarItem[]>;
}

interface BlogPost {
  metadata: {
    title: string;
    source: string;
    permalink: string;
    unlisted?: boolean;
    frontMatter?: DocMetadata['frontMatter'];
  };
}

export interface NavbarItem {
  type?: string;
  label?: string;
  to?: string;
  sidebarId?: string;
  docId?: string;
  position?: string;
}

export interface SourceContext {
  siteDir: string;
  baseUrl: string;
  /** The locale's `<html lang>` and docsearch language. */
  htmlLang: string;
  language: string;
  /** siteConfig.markdown.format: 'mdx' (default), 'md' or 'detect'. */
  markdownFormat?: string;
  /** The navbar's items (translated for the locale). */
  navbarItems: readonly NavbarItem[];
}

/** "@site/docs/a.md" → absolute path. */
function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

function isMdx(file: string, frontMatter: DocMetadata['frontMatter'], format = 'mdx'): boolean {
  const chosen = frontMatter?.mdx?.format ?? format;
  if (chosen === 'detect') return path.extname(file) === '.mdx';
  return chosen !== 'md';
}

/** The label of the deepest sidebar category holding the doc (or linking to it). */
export function sidebarCategory(
  items: readonly SidebarItem[] | undefined,
  docId: string,
): string | null {
  for (const item of items ?? []) {
    if (item.type !== 'category') continue;
    const inner = sidebarCategory(item.items, docId);
    if (inner) return inner;
    const holds =
      item.link?.id === docId ||
      (item.items ?? []).some((child) => child.type !== 'category' && child.id === docId);
    if (holds && item.label) return item.label;
  }
  return null;
}

/** Route path without base URL and locale segment, e.g. "/blog/post". */
function sitePath(permalink: string, baseUrl: string): string {
  return `/${permalink.slice(baseUrl.length)}`;
}

/** The navbar section a page is in: the docs sidebar item for docs, a `to` link that prefixes the path otherwise. */
export function navbarSection(
  navbarItems: readonly NavbarItem[],
  page: {path: string; sidebar?: string; docId?: string},
): string | null {
  for (const item of navbarItems) {
    if (item.position === 'right' || !item.label) continue;
    if (item.type === 'docSidebar' && page.sidebar && item.sidebarId === page.sidebar)
      return item.label;
    if (item.type === 'doc' && page.docId && item.docId === page.docId) return item.label;
    if (item.to && !item.type) {
      const to = `/${item.to.replace(/^\/+/, '')}`;
      if (to !== '/' && (page.path === to || page.path.startsWith(`${to}/`))) return item.label;
    }
  }
  return null;
}

/** Every page of the docs and blog plugins in `allContent`. */
export function sourcePages(
  allContent: Record<string, Record<string, unknown> | undefined>,
  context: SourceContext,
): SourcePage[] {
  const pages: SourcePage[] = [];
  const localeBase = (permalink: string) => {
    // "/blog-notes/en/docs/x" → "/docs/x": strip the base URL, then a locale segment if the base URL has one.
    return sitePath(permalink, context.baseUrl);
  };
  for (const [pluginId, content] of Object.entries(
    allContent['docusaurus-plugin-content-docs'] ?? {},
  )) {
    const versions =
      (content as {loadedVersions?: LoadedVersion[]} | undefined)?.loadedVersions ?? [];
    for (const version of versions) {
      for (const doc of version.docs) {
        if (doc.unlisted) continue; // built with noindex, so never in the production index
        const file = sourceFile(context.siteDir, doc.source);
        const sidebarItems = doc.sidebar ? version.sidebars?.[doc.sidebar] : undefined;
        pages.push({
          file,
          permalink: doc.permalink,
          htmlLang: context.htmlLang,
          language: context.language,
          docusaurusTag: `docs-${pluginId}-${version.versionName}`,
          version: version.versionName,
          title: doc.title,
          lvl0:
            sidebarCategory(sidebarItems, doc.id) ??
            navbarSection(context.navbarItems, {
              path: localeBase(doc.permalink),
              sidebar: doc.sidebar,
              docId: doc.id,
            }),
          mdx: isMdx(file, doc.frontMatter, context.markdownFormat),
        });
      }
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (content as {blogPosts?: BlogPost[]} | undefined)?.blogPosts ?? []) {
      const {metadata} = post;
      if (metadata.unlisted) continue;
      const file = sourceFile(context.siteDir, metadata.source);
      pages.push({
        file,
        permalink: metadata.permalink,
        htmlLang: context.htmlLang,
        language: context.language,
        docusaurusTag: 'default',
        version: null,
        title: metadata.title,
        lvl0: navbarSection(context.navbarItems, {path: localeBase(metadata.permalink)}),
        mdx: isMdx(file, metadata.frontMatter, context.markdownFormat),
      });
    }
  }
  return pages;
}
