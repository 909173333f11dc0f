import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGEFIND_DIR, type DocSearchRecord} from './shared/types.js';
import {PLUGIN_NAME, type SearchGlobalData} from './shared/globalData.js';
import {extractPage} from './server/extract.js';
import {glossaryOf, type Gloss} from './server/glossary.js';
import {buildIndex, closeIndexer} from './server/indexer.js';
import {routeHtmlFile, routeUrl} from './server/pages.js';
import {routeFilter, routeKinds} from './server/routes.js';
import {DevSearchIndex} from './server/devIndex.js';
import {sourcePages, type NavbarItem} from './server/devSources.js';
import {pruneBundle} from './server/prune.js';
import {sectionTitle} from './server/sectionTitle.js';
import {openSearchLink, writeOpenSearchFile} from './server/openSearch.js';
import {twinPages, twinSources, type LoadedPluginLike} from './server/twins.js';
import type {PluginOptions} from './options.js';

// The theme's build-time side (Node). After each locale's production build it reads that
// locale's HTML pages, extracts DocSearch records and writes a Pagefind bundle to
// `<locale output>/pagefind/`; under `docusaurus start` it indexes the Markdown sources instead.
// It adds the search page's route, gives the browser its settings (global data), and sets up
// what its browser code needs from the bundler. The SearchBar and SearchPage components are in
// src/theme (compiled to lib/browser/theme).

export {validateOptions} from './options.js';
export type {Options, PluginOptions} from './options.js';
export type {SearchGlobalData} from './shared/globalData.js';
// The records the theme indexes (DocSearch's shape); the Node API for them is '<package>/push'.
export type {DocSearchRecord} from './shared/types.js';

/** The compiled browser code: the theme components and what they import. */
const browserDir = fileURLToPath(new URL('../browser/', import.meta.url));

/**
 * The bundler's persistent cache is keyed by the Docusaurus version and theme aliases, not by
 * this plugin's alias or the environment: without this, a build after switching engines (by
 * setting or unsetting the ALGOLIA_* variables) would reuse modules resolved for the other one.
 */
function keyPersistentCacheByEngine(
  config: {cache?: unknown; experiments?: unknown},
  engine: string,
): void {
  const suffix = `-search-${engine}`;
  const experimentsCache = (config.experiments as {cache?: {version?: unknown}} | undefined)?.cache;
  if (
    experimentsCache &&
    typeof experimentsCache === 'object' &&
    typeof experimentsCache.version === 'string'
  ) {
    experimentsCache.version += suffix;
  }
  const cache = config.cache as {version?: unknown} | undefined;
  if (cache && typeof cache === 'object' && typeof cache.version === 'string')
    cache.version += suffix;
}

/** The locale's `<html lang>` (localeConfigs' htmlLang), as the built pages carry it. */
function htmlLang(context: LoadContext): string {
  return (
    context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale
  );
}

/** The docsearch language a locale's built pages carry (Docusaurus writes the locale's code). */
function docsearchLanguage(locale: string): string {
  return locale;
}

/** Whether pages carry their translation twins (the crossLanguage option; on with 2+ locales). */
export function crossLanguageOn(option: boolean | undefined, locales: readonly string[]): boolean {
  return (option ?? true) && locales.length > 1;
}

/** Where each locale's translated files are (siteDir/i18n/<locale path>). */
function localeFolders(context: LoadContext) {
  const {i18n} = context;
  const i18nDir = path.resolve(context.siteDir, (i18n as {path?: string}).path ?? 'i18n');
  return {
    siteDir: context.siteDir,
    currentLocale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
    localizationDir: (locale: string) =>
      path.join(
        i18nDir,
        (i18n.localeConfigs[locale] as {path?: string} | undefined)?.path ?? locale,
      ),
  };
}

/**
 * The content plugins as `allContent` gives them under the dev server (no options: a blog or
 * pages plugin is taken to read its default folder, "blog" or "src/pages").
 */
function loadedPlugins(
  allContent: Record<string, Record<string, unknown> | undefined>,
): LoadedPluginLike[] {
  return Object.entries(allContent).flatMap(([name, byId]) =>
    Object.entries(byId ?? {}).map(([id, content]) => ({name, options: {id}, content})),
  );
}

/** Where the dev server finds the newest dev index (one locale per dev server). */
const CURRENT_DEV_INDEX = Symbol.for('docusaurus-theme-search-pagefind.devIndex');

/**
 * `npm start` has no built pages: keep a bundle of the locale's current Markdown sources
 * (server/devIndex.ts), updated each time Docusaurus reloads the docs or blog content, and
 * serve it where the production bundle would be.
 */
function devServerIndex(
  context: LoadContext,
  crossLanguage: boolean,
  lvl0Fallback: string,
  keep: (page: {permalink: string; docusaurusTag: string}) => boolean,
) {
  const current = globalThis as {[CURRENT_DEV_INDEX]?: DevSearchIndex};
  const index = new DevSearchIndex(
    {
      cacheDir: path.join(
        context.generatedFilesDir,
        'search-pagefind-dev',
        context.i18n.currentLocale,
      ),
      siteUrl: context.siteConfig.url,
      locale: context.i18n.currentLocale,
      lvl0Fallback,
      markdown: context.siteConfig.markdown,
    },
    current[CURRENT_DEV_INDEX],
  );
  current[CURRENT_DEV_INDEX] = index;
  return {
    index,
    update(allContent: Record<string, Record<string, unknown> | undefined>) {
      const themeConfig = context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}};
      const pages = sourcePages(allContent, {
        siteDir: context.siteDir,
        baseUrl: context.baseUrl,
        htmlLang: htmlLang(context),
        language: context.i18n.currentLocale,
        markdownFormat: context.siteConfig.markdown?.format,
        navbarItems: themeConfig.navbar?.items ?? [],
      }).filter(keep);
      // The pages' translations in the site's other locales, from their sources (cross-language search).
      const twins = crossLanguage
        ? () =>
            twinPages(twinSources(loadedPlugins(allContent), localeFolders(context)), {
              siteUrl: context.siteConfig.url,
              markdown: context.siteConfig.markdown,
              language: docsearchLanguage,
            })
        : undefined;
      void index.update(pages, twins); // errors are printed and reported to the browser, never thrown
    },
    devServer: {
      // Docusaurus merges this with its own setupMiddlewares (webpack-merge calls both and
      // concatenates what they return): add to the list in place and return nothing more.
      // The server keeps the middleware it was given at start, while Docusaurus makes a new
      // plugin (and index) when it reloads the whole site (config or translation files edited,
      // which an English doc is): serve whichever index is the newest.
      setupMiddlewares<T>(middlewares: T[]): T[] {
        const bundlePath = `${context.baseUrl}${PAGEFIND_DIR}/`;
        const serve: ReturnType<DevSearchIndex['middleware']> = (request, response, next) =>
          (globalThis as {[CURRENT_DEV_INDEX]?: DevSearchIndex})[CURRENT_DEV_INDEX]!.middleware(
            bundlePath,
          )(request, response, next);
        middlewares.unshift(serve as T);
        return [];
      },
    },
  };
}

export default function themeSearchPagefind(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  const engine = options.algolia ? 'algolia' : 'pagefind';
  const locale = context.i18n.currentLocale;
  const lvl0Fallback = sectionTitle(options.sectionTitles, locale);
  const keepRoute = routeFilter({
    include: {docs: options.indexDocs, blog: options.indexBlog, pages: options.indexPages},
    ignorePatterns: options.ignorePatterns,
    baseUrl: context.baseUrl,
  });
  const dev =
    engine === 'pagefind' && process.env.NODE_ENV === 'development'
      ? devServerIndex(
          context,
          crossLanguageOn(options.crossLanguage, context.i18n.locales),
          lvl0Fallback,
          (page) =>
            keepRoute(page.permalink, page.docusaurusTag.startsWith('docs-') ? 'docs' : 'blog'),
        )
      : null;
  const searchPagePath =
    options.searchPagePath === false ? null : options.searchPagePath.replace(/^\/+|\/+$/g, '');
  const searchPageRoute = searchPagePath ? normalizeUrl([context.baseUrl, searchPagePath]) : null;
  // The browser's address bar can search the site through its search page (not with a hash router).
  const openSearch =
    searchPageRoute && context.siteConfig.future.experimental_router !== 'hash'
      ? {
          title: context.siteConfig.title,
          url: context.siteConfig.url,
          baseUrl: context.baseUrl,
          favicon: context.siteConfig.favicon,
          searchPageRoute,
        }
      : null;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(browserDir, 'theme');
    },
    getTypeScriptThemePath() {
      return fileURLToPath(new URL('../../src/theme', import.meta.url));
    },

    async getDefaultCodeTranslationMessages() {
      // DocSearch's strings as Docusaurus translates them for its Algolia theme, then this
      // theme's own (locales/<locale>/docusaurus-theme-search-pagefind.json).
      const [docsearch, own] = await Promise.all([
        readDefaultCodeTranslationMessages({locale, name: 'theme-search-algolia'}),
        readDefaultCodeTranslationMessages({
          locale,
          name: PLUGIN_NAME,
          dirPath: fileURLToPath(new URL('../../locales', import.meta.url)),
        }),
      ]);
      return {...docsearch, ...own};
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        engine,
        bundleUrl: `${context.baseUrl}${PAGEFIND_DIR}/`,
        indexName:
          options.algolia?.indexName ??
          `${options.indexName ?? context.siteConfig.projectName ?? 'docusaurus'}-${locale}`,
        contextualSearch: options.contextualSearch,
        searchPagePath: searchPageRoute,
        missingResultsUrl: options.missingResultsUrl ?? null,
        pageMarks: options.pageMarks,
        algolia: options.algolia
          ? {
              appId: options.algolia.appId,
              apiKey: options.algolia.apiKey,
              searchParameters: options.algolia.searchParameters ?? {},
            }
          : null,
      };
      actions.setGlobalData(data);
      if (searchPageRoute)
        actions.addRoute({path: searchPageRoute, component: '@theme/SearchPage', exact: true});
    },

    injectHtmlTags() {
      return openSearch ? {headTags: [openSearchLink(openSearch)]} : {};
    },

    async allContentLoaded({allContent}) {
      dev?.update(allContent as Record<string, Record<string, unknown> | undefined>);
    },

    configureWebpack(config, isServer) {
      keyPersistentCacheByEngine(config, engine);
      return {
        module: {
          rules: [
            // The compiled browser code is ES modules in a "type": "module" package, whose imports
            // webpack would otherwise want fully specified (with extensions), aliases included.
            {test: /\.js$/, include: browserDir, resolve: {fullySpecified: false}},
          ],
        },
        resolve: {
          alias: {
            // The search page's client for the engine in use: only that engine's code is bundled.
            [`${PLUGIN_NAME}/search-page-client$`]: path.join(
              browserDir,
              'client',
              'hooks',
              engine === 'pagefind' ? 'searchPageClient.js' : 'searchPageClient.algolia.js',
            ),
          },
        },
        ...(!isServer && dev ? {devServer: dev.devServer} : {}),
      };
    },

    async postBuild({outDir, routes, routesPaths, siteConfig, baseUrl, plugins}) {
      if (openSearch) await writeOpenSearchFile(outDir, openSearch);
      if (engine !== 'pagefind') return;
      const started = Date.now();
      const kinds = routeKinds(routes);
      const records: DocSearchRecord[] = [];
      const glosses: Gloss[] = [];
      let pages = 0;
      for (const routePath of [...new Set(routesPaths)].sort()) {
        if (routePath === searchPageRoute || !keepRoute(routePath, kinds.get(routePath) ?? 'pages'))
          continue;
        const file = routeHtmlFile(outDir, baseUrl, routePath);
        if (!file || path.basename(file) === '404.html') continue;
        const html = await readFile(file, 'utf8');
        const found = extractPage(html, routeUrl(siteConfig.url, routePath), {lvl0Fallback});
        if (found.records.length > 0) pages++;
        records.push(...found.records);
        glosses.push(...found.glosses);
      }
      const outputDir = path.join(outDir, PAGEFIND_DIR);
      const crossLanguage = crossLanguageOn(options.crossLanguage, context.i18n.locales);
      const twins = crossLanguage
        ? await twinPages(
            twinSources(plugins as unknown as LoadedPluginLike[], localeFolders(context)),
            {siteUrl: siteConfig.url, markdown: siteConfig.markdown, language: docsearchLanguage},
          )
        : undefined;
      await buildIndex(records, outputDir, {
        twins,
        glossary: crossLanguage ? glossaryOf(glosses) : undefined,
      });
      await closeIndexer();
      console.log(
        `[search-pagefind] [${locale}] indexed ${records.length} records from ${pages} pages${twins ? ` (${twins.size} with their translation)` : ''} into ${path.relative(process.cwd(), outputDir)} in ${Date.now() - started} ms`,
      );
      const pruned = await pruneBundle(outputDir); // the theme's reader needs none of Pagefind's runtime
      console.log(
        `[search-pagefind] [${locale}] removed ${pruned.files} files the site never loads (${Math.round(pruned.bytes / 1024)} KB)`,
      );
    },
  };
}
