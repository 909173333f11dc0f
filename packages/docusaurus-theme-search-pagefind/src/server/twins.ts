import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {DocSearchRecord} from '../shared/types.js';
import type {TwinPage} from '../shared/twinLayout.js';
import {extractRecords} from './extract.js';
import type {MarkdownOptions} from './markdownPage.js';
import {builtPageRecords, isBuiltPage} from './builtPages.js';
import {processWide} from '../shared/processWide.js';
import {renderTwinHtml, type RenderedTwin, type TwinRenderJob} from './twinRender.js';

// Cross-language search: finds each page's translation
// twin in the site's other locales, the way Docusaurus itself pairs them: a doc by its plugin,
// version and path in the version's folder (so its id), a blog post and a Markdown page by
// their path in the plugin's folder. Docusaurus builds one locale at a time: a twin in a locale
// built before in the same process (the default one) is read from its built page
// (builtPages.ts); any other comes from its source, rendered as the dev index renders sources
// (twinRender.ts; in a build, ahead of the index: twinPrefetch.ts) and read by the production
// extractor. A page whose other locale only falls back on the same file (not translated) has
// no twin; nor has a React page (no source to read).

/** What a loaded plugin tells about itself (Docusaurus's LoadedPlugin, the parts read here). */
export interface LoadedPluginLike {
  name: string;
  options: {id?: string; path?: string};
  content?: unknown;
}

/** Where the locales' translated files live (Docusaurus's I18n, the parts read here). */
export interface LocaleFolders {
  siteDir: string;
  currentLocale: string;
  defaultLocale: string;
  locales: readonly string[];
  /** Folder of each locale's translations, absolute (siteDir/i18n/<locale> by default). */
  localizationDir: (locale: string) => string;
}

/** A page's twin source in another locale. */
export interface TwinSource {
  /** The page's route path in the current locale. */
  permalink: string;
  locale: string;
  file: string;
  mdx: boolean;
}

interface DocLike {
  source: string;
  permalink: string;
  unlisted?: boolean;
}
interface VersionLike {
  versionName: string;
  contentPath: string;
  contentPathLocalized?: string;
  docs?: DocLike[];
}

const sourceFile = (siteDir: string, source: string) =>
  path.resolve(siteDir, source.replace(/^@site\//, ''));

/** The plugin's folder under a locale's translations ("docusaurus-plugin-content-docs-api" for id "api"). */
function pluginFolder(plugin: LoadedPluginLike): string {
  const id = plugin.options.id ?? 'default';
  return id === 'default' ? plugin.name : `${plugin.name}-${id}`;
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return !!relative && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The file translating `file` into `locale`: its path under the locale's translated folder,
 * or, for the default locale, in the content folder when it has no translated copy. Null
 * when there is none, or when it is `file` itself (the page is not translated).
 */
function twinFile(
  file: string,
  folders: LocaleFolders,
  locale: string,
  contentPath: string,
  localized: (locale: string) => string,
): string | null {
  const current = localized(folders.currentLocale);
  const relative = isInside(current, file)
    ? path.relative(current, file)
    : isInside(contentPath, file)
      ? path.relative(contentPath, file)
      : null;
  if (relative === null) return null;
  const candidates = [path.join(localized(locale), relative)];
  if (locale === folders.defaultLocale) candidates.push(path.join(contentPath, relative));
  const found = candidates.find((candidate) => existsSync(candidate));
  return found && path.resolve(found) !== path.resolve(file) ? found : null;
}

const isMarkdown = (file: string) => /\.mdx?$/.test(file);
const isMdx = (file: string) => path.extname(file) === '.mdx';

/** A Markdown page of the current locale: its route, its source file, and where its plugin keeps its translations. */
interface PageSource {
  permalink: string;
  file: string;
  /** The plugin's (or version's) content folder. */
  contentPath: string;
  /** The folder of the plugin's (or version's) translations into a locale. */
  localized: (locale: string) => string;
}

/** Every listed Markdown page of the loaded docs, blog and pages plugins. */
function pageSources(plugins: readonly LoadedPluginLike[], folders: LocaleFolders): PageSource[] {
  const {siteDir} = folders;
  const found: PageSource[] = [];
  const add = (page: PageSource) => {
    if (isMarkdown(page.file)) found.push(page);
  };
  for (const plugin of plugins) {
    const folder = pluginFolder(plugin);
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      const versions = (plugin.content as {loadedVersions?: VersionLike[]} | undefined)
        ?.loadedVersions;
      for (const version of versions ?? []) {
        const versionFolder =
          version.versionName === 'current' ? 'current' : `version-${version.versionName}`;
        const localized = (locale: string) =>
          path.join(folders.localizationDir(locale), folder, versionFolder);
        for (const doc of version.docs ?? []) {
          if (doc.unlisted) continue;
          add({
            permalink: doc.permalink,
            file: sourceFile(siteDir, doc.source),
            contentPath: path.resolve(siteDir, version.contentPath),
            localized,
          });
        }
      }
    } else if (
      plugin.name === 'docusaurus-plugin-content-blog' ||
      plugin.name === 'docusaurus-plugin-content-pages'
    ) {
      const contentPath = path.resolve(
        siteDir,
        plugin.options.path ?? (plugin.name.endsWith('blog') ? 'blog' : 'src/pages'),
      );
      const localized = (locale: string) => path.join(folders.localizationDir(locale), folder);
      const content = plugin.content as
        | {blogPosts?: Array<{metadata: DocLike}>}
        | Array<{source: string; permalink: string; type?: string}>
        | undefined;
      const pages = Array.isArray(content)
        ? content
        : (content?.blogPosts ?? []).map((post) => post.metadata).filter((m) => !m.unlisted);
      for (const page of pages)
        add({
          permalink: page.permalink,
          file: sourceFile(siteDir, page.source),
          contentPath,
          localized,
        });
    }
  }
  return found;
}

/** Every page of the loaded docs, blog and pages plugins with its twin source in each other locale. */
export function twinSources(
  plugins: readonly LoadedPluginLike[],
  folders: LocaleFolders,
): TwinSource[] {
  const others = folders.locales.filter((locale) => locale !== folders.currentLocale);
  return pageSources(plugins, folders).flatMap(({permalink, file, contentPath, localized}) =>
    others.flatMap((locale) => {
      const twin = twinFile(file, folders, locale, contentPath, localized);
      return twin ? [{permalink, locale, file: twin, mdx: isMdx(twin)}] : [];
    }),
  );
}

/** The source file of each Markdown page of the current locale, by its route. */
export function pageSourceFiles(
  plugins: readonly LoadedPluginLike[],
  folders: LocaleFolders,
): Map<string, string> {
  return new Map(pageSources(plugins, folders).map(({permalink, file}) => [permalink, file]));
}

/**
 * The content plugins as `allContent` gives them (no options: a blog or pages plugin is taken
 * to read its default folder, "blog" or "src/pages").
 */
export function pluginsOfAllContent(
  allContent: Record<string, Record<string, unknown> | undefined>,
): LoadedPluginLike[] {
  return Object.entries(allContent).flatMap(([name, byId]) =>
    Object.entries(byId ?? {}).map(([id, content]) => ({name, options: {id}, content})),
  );
}

/**
 * Twin sources rendered to HTML before, by file, kept process-wide (the theme is loaded afresh
 * for each locale): a build renders a file once for all the locales whose pages it is the twin
 * of, and the dev server renders it again only once it changed.
 */
const rendered = processWide('renderedTwins', () => new Map<string, Omit<RenderedTwin, 'file'>>());

/** Keeps a twin source's HTML, rendered elsewhere (twinPrefetch.ts), for the twin reads to find. */
export function rememberRenderedTwin({file, ...twin}: RenderedTwin): void {
  rendered.set(file, twin);
}

/** The HTML of a twin's source (twinRender.ts), rendered once per version of the file. */
async function renderedTwin(
  source: TwinSource,
  mtimeMs: number,
  language: (locale: string) => string,
  markdown: MarkdownOptions | undefined,
): Promise<string> {
  const lang = language(source.locale);
  const cached = rendered.get(source.file);
  if (cached?.mtimeMs === mtimeMs && cached.lang === lang && cached.mdx === source.mdx)
    return cached.html;
  const job = {file: source.file, lang, mdx: source.mdx};
  const html = await renderTwinHtml(readFileSync(source.file, 'utf8'), job, markdown);
  rendered.set(source.file, {mtimeMs, lang, mdx: source.mdx, html});
  return html;
}

interface TwinOptions {
  siteUrl: string;
  markdown?: MarkdownOptions;
  /** The docsearch language of a locale ("zh-Hans" → its htmlLang or code, as the built pages say). */
  language: (locale: string) => string;
}

const pageUrl = (siteUrl: string, permalink: string) => `${siteUrl.replace(/\/$/, '')}${permalink}`;

/** The twin `source` gives the page at `url`, or null when it cannot be read (warned) or says nothing. */
async function loadTwinPage(
  source: TwinSource,
  url: string,
  {markdown, language}: TwinOptions,
): Promise<TwinPage | null> {
  let records: DocSearchRecord[];
  try {
    // (Read synchronously, like the built pages: a twin is read while nothing else is under way.)
    const {mtimeMs} = statSync(source.file);
    records =
      builtPageRecords(source.locale, source.file, mtimeMs, url) ??
      extractRecords(await renderedTwin(source, mtimeMs, language, markdown), url, {
        lvl0Fallback: '',
      });
  } catch (error) {
    console.warn(
      `[search-pagefind] the translation of ${source.permalink} (${source.file}) could not be read: ${(error as Error).message}`,
    );
    return null;
  }
  return records.length > 0 ? {language: language(source.locale).split('-')[0], records} : null;
}

/**
 * The twin of a page, by the page's URL (url_without_anchor of its records), read when asked:
 * from the first of its sources that gives one (the first other locale's, in a site of three
 * or more). A source that cannot be read or rendered is passed over with a warning: the page is
 * still indexed, without it.
 */
export function twinFinder(
  sources: readonly TwinSource[],
  options: TwinOptions,
): (url: string) => Promise<TwinPage | undefined> {
  const byUrl = new Map<string, TwinSource[]>();
  for (const source of sources) {
    const url = pageUrl(options.siteUrl, source.permalink);
    byUrl.set(url, [...(byUrl.get(url) ?? []), source]);
  }
  return async (url) => {
    for (const source of byUrl.get(url) ?? []) {
      const twin = await loadTwinPage(source, url, options);
      if (twin) return twin;
    }
    return undefined;
  };
}

/** Every twin the sources give, by the page's URL (twinFinder, for each page in turn). */
export async function twinPages(
  sources: readonly TwinSource[],
  options: TwinOptions,
): Promise<Map<string, TwinPage>> {
  const find = twinFinder(sources, options);
  const twins = new Map<string, TwinPage>();
  for (const url of new Set(sources.map((source) => pageUrl(options.siteUrl, source.permalink)))) {
    const twin = await find(url);
    if (twin) twins.set(url, twin);
  }
  return twins;
}

/**
 * The sources twin reads would render, not having them built: of each page's twin sources,
 * the one read first (twinFinder's order), unless its locale was built in this process.
 */
export function twinsToRender(
  sources: readonly TwinSource[],
  language: (locale: string) => string,
): TwinRenderJob[] {
  const first = new Map<string, TwinSource>();
  for (const source of sources)
    if (!first.has(source.permalink)) first.set(source.permalink, source);
  return [...first.values()]
    .filter((source) => !isBuiltPage(source.locale, source.file))
    .map((source) => ({file: source.file, lang: language(source.locale), mdx: source.mdx}));
}
