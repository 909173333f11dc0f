import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGEFIND_DIR, type DocSearchRecord} from './shared/types';
import {extractRecords} from './server/extract';
import {buildIndex, closeIndexer} from './server/indexer';
import {routeHtmlFile, routeUrl} from './server/pages';
import {DevSearchIndex} from './server/devIndex';
import {sourcePages, type NavbarItem} from './server/devSources';
import {pruneBundle} from './server/prune';

// The local search plugin (build-time, Node). After each locale's production build it reads
// that locale's HTML pages, extracts DocSearch records and writes a Pagefind bundle to
// `<locale output>/pagefind/`. It also tells the browser (global data) which engine to use.

export interface SearchPluginOptions {
  /**
   * 'pagefind' (default): the modal and /search answer from the local Pagefind bundle.
   * 'algolia': they talk to Algolia (themeConfig.algolia); no local bundle is built.
   */
  engine?: 'pagefind' | 'algolia';
  /** lvl0 of pages outside the navbar sections, per locale. Default: zh "文档", others "Documentation". */
  lvl0Fallback?: Record<string, string>;
  /**
   * Where the modal's "Let us know." link goes when a query finds nothing; `{query}` is
   * replaced by the URL-encoded query. Default: none (the link is not shown).
   */
  missingResultsUrl?: string;
  /**
   * Whether a page opened from a search result (modal or /search) marks the query's words in
   * its article and scrolls to the first mark of the chosen section. Default true.
   */
  pageMarks?: boolean;
}

/** What the browser reads with usePluginData('search-local'). */
export interface SearchGlobalData {
  engine: 'pagefind' | 'algolia';
  /** Bundle folder relative to the locale's base URL. */
  bundlePath: string;
  missingResultsUrl: string | null;
  /** See SearchPluginOptions.pageMarks. */
  pageMarks: boolean;
}

/**
 * The bundler's persistent cache is keyed by the Docusaurus version and theme aliases, not by
 * this plugin's alias or the environment: without this, a build after switching engines (by
 * setting or unsetting the ALGOLIA_* variables) would reuse modules resolved for the other one.
 */
function keyPersistentCacheByEngine(config: {cache?: unknown; experiments?: unknown}, engine: string): void {
  const suffix = `-search-${engine}`;
  const experimentsCache = (config.experiments as {cache?: {version?: unknown}} | undefined)?.cache;
  if (experimentsCache && typeof experimentsCache === 'object' && typeof experimentsCache.version === 'string') {
    experimentsCache.version += suffix;
  }
  const cache = config.cache as {version?: unknown} | undefined;
  if (cache && typeof cache === 'object' && typeof cache.version === 'string') cache.version += suffix;
}

/** The locale's `<html lang>` (localeConfigs' htmlLang), as the built pages carry it. */
function htmlLang(context: LoadContext): string {
  return context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
}

/** Where the dev server finds the newest dev index (one locale per dev server). */
const CURRENT_DEV_INDEX = Symbol.for('search-local.devIndex');

/**
 * `npm start` has no built pages: keep a bundle of the locale's current Markdown sources
 * (server/devIndex.ts), updated each time Docusaurus reloads the docs or blog content, and
 * serve it where the production bundle would be.
 */
function devServerIndex(context: LoadContext, lvl0Fallback: string) {
  const current = globalThis as {[CURRENT_DEV_INDEX]?: DevSearchIndex};
  const index = new DevSearchIndex({
    cacheDir: path.join(context.generatedFilesDir, 'search-local-dev', context.i18n.currentLocale),
    siteUrl: context.siteConfig.url,
    locale: context.i18n.currentLocale,
    lvl0Fallback,
    markdown: context.siteConfig.markdown,
  }, current[CURRENT_DEV_INDEX]);
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
      });
      void index.update(pages); // errors are printed and reported to the browser, never thrown
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
          (globalThis as {[CURRENT_DEV_INDEX]?: DevSearchIndex})[CURRENT_DEV_INDEX]!.middleware(bundlePath)(request, response, next);
        middlewares.unshift(serve as T);
        return [];
      },
    },
  };
}

const DEFAULT_LVL0: Record<string, string> = {zh: '文档'};

export default function searchPlugin(
  context: LoadContext,
  options: SearchPluginOptions = {},
): Plugin<void> {
  const engine = options.engine ?? 'pagefind';
  const locale = context.i18n.currentLocale;
  const lvl0Fallback = {...DEFAULT_LVL0, ...options.lvl0Fallback}[locale] ?? 'Documentation';
  const dev =
    engine === 'pagefind' && process.env.NODE_ENV === 'development' ? devServerIndex(context, lvl0Fallback) : null;

  return {
    name: 'search-local',

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        engine,
        bundlePath: `${PAGEFIND_DIR}/`,
        missingResultsUrl: options.missingResultsUrl ?? null,
        pageMarks: options.pageMarks ?? true,
      };
      actions.setGlobalData(data);
    },

    async allContentLoaded({allContent}) {
      dev?.update(allContent as Record<string, Record<string, unknown> | undefined>);
    },

    configureWebpack(config, isServer) {
      keyPersistentCacheByEngine(config, engine);
      // The navbar's search bar for this engine (src/theme/SearchBar imports it): each one
      // brings its own DocSearch code, so only the chosen one is bundled.
      const alias: Record<string, string> = {
        '@search-local/SearchBar$':
          engine === 'pagefind'
            ? path.join(context.siteDir, 'src/theme/SearchBar/LocalSearchBar.tsx')
            : '@theme-original/SearchBar',
      };
      if (engine !== 'pagefind') return {resolve: {alias}};
      // The /search page builds its own algoliasearch client; give it the Pagefind one.
      alias['algoliasearch/lite$'] = fileURLToPath(new URL('./client/algoliasearchLite.ts', import.meta.url));
      return {
        resolve: {alias},
        ...(!isServer && dev ? {devServer: dev.devServer} : {}),
      };
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      if (engine !== 'pagefind') return;
      const started = Date.now();
      const records: DocSearchRecord[] = [];
      let pages = 0;
      for (const routePath of [...new Set(routesPaths)].sort()) {
        const file = routeHtmlFile(outDir, baseUrl, routePath);
        if (!file || path.basename(file) === '404.html') continue;
        const html = await readFile(file, 'utf8');
        const found = extractRecords(html, routeUrl(siteConfig.url, routePath), {lvl0Fallback});
        if (found.length > 0) pages++;
        records.push(...found);
      }
      const outputDir = path.join(outDir, PAGEFIND_DIR);
      await buildIndex(records, outputDir);
      await closeIndexer();
      console.log(
        `[search-local] [${locale}] indexed ${records.length} records from ${pages} pages into ${path.relative(process.cwd(), outputDir)} in ${Date.now() - started} ms`,
      );
      const pruned = await pruneBundle(outputDir); // the site's reader needs none of Pagefind's runtime
      console.log(`[search-local] [${locale}] removed ${pruned.files} files the site never loads (${Math.round(pruned.bytes / 1024)} KB)`);
    },
  };
}
