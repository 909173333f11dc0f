import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGEFIND_DIR} from './shared/types.js';
import {PLUGIN_NAME, type SearchGlobalData} from './shared/globalData.js';
import {engineOptionsOf} from './shared/engineOptions.js';
import {keyPersistentCacheByEngine} from './server/bundlerCache.js';
import {devServerIndex} from './server/devServerIndex.js';
import {indexBuiltSite} from './server/indexBuiltSite.js';
import {routeFilter} from './server/routes.js';
import {sectionTitle} from './server/sectionTitle.js';
import {THEME_LOCALES_DIR} from './server/themeMessages.js';
import {crossLanguageOn, docsearchLanguage, htmlLang, localeFolders} from './server/siteLocales.js';
import {prefetchTwins, type TwinPrefetch} from './server/twinPrefetch.js';
import {
  pluginsOfAllContent,
  twinSources,
  twinsToRender,
  type LoadedPluginLike,
} from './server/twins.js';
import {stemmersOf} from './server/stemmerFiles.js';
import {siteManifest, writeSiteManifest} from './server/siteManifest.js';
import {LANGUAGES} from './shared/languages.js';
import {openSearchLink, writeOpenSearchFile} from './server/openSearch.js';
import {browserAliases, siteDocusaurus} from './server/siteDocusaurus.js';
import type {PluginOptions} from './options.js';

// The theme's build-time side (Node): Docusaurus's plugin hooks. After each locale's production
// build it indexes that locale's pages (server/indexBuiltSite.ts); under `docusaurus start` it
// keeps an index of the Markdown sources instead (server/devServerIndex.ts). It adds the search
// page's route, gives the browser its settings (global data), and sets up what its browser code
// needs from the bundler. The SearchBar and SearchPage components are in
// src/theme (compiled to lib/browser/theme).

export {validateOptions} from './options.js';
export type {Options, PluginOptions} from './options.js';
export type {SearchGlobalData} from './shared/globalData.js';
export type {EngineOptions, RankingWeights} from './shared/engineOptions.js';
// The records the theme indexes (DocSearch's shape); the Node API for them is '<package>/push'.
export type {DocSearchRecord} from './shared/types.js';
export {crossLanguageOn} from './server/siteLocales.js';

/** The ids of the theme's strings about other sites (option `sites`). */
const OTHER_SITES_STRINGS = 'search.sites.';

/** The compiled browser code: the theme components and what they import. */
const browserDir = fileURLToPath(new URL('../browser/', import.meta.url));

export default function themeSearchPagefind(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  // First: a site whose Docusaurus lacks a package the theme imports stops here, with the command
  // that adds it.
  const docusaurus = siteDocusaurus(context.siteDir);
  const {normalizeUrl} =
    docusaurus.require<typeof import('@docusaurus/utils')>('@docusaurus/utils');
  const {readDefaultCodeTranslationMessages} = docusaurus.require<
    typeof import('@docusaurus/theme-translations')
  >('@docusaurus/theme-translations');
  const engine = options.algolia ? 'algolia' : 'pagefind';
  const engineOptions = engineOptionsOf(options);
  const locale = context.i18n.currentLocale;
  const lvl0Fallback = sectionTitle(options.sectionTitles, locale);
  const keepRoute = routeFilter({
    include: {docs: options.indexDocs, blog: options.indexBlog, pages: options.indexPages},
    ignorePatterns: options.ignorePatterns,
    baseUrl: context.baseUrl,
  });
  const crossLanguage = crossLanguageOn(options.crossLanguage, context.i18n.locales);
  // The stemmers written beside the locale's bundle (server/stemmerFiles.ts); with other
  // sites to search, whose languages the build does not know, every one.
  const stemmers = stemmersOf([
    locale,
    htmlLang(context),
    ...(options.sites.length > 0 ? Object.keys(LANGUAGES) : []),
  ]);
  const dev =
    engine === 'pagefind' && process.env.NODE_ENV === 'development'
      ? devServerIndex(context, crossLanguage, lvl0Fallback, options.indexCode, stemmers, (page) =>
          keepRoute(page.permalink, page.docusaurusTag.startsWith('docs-') ? 'docs' : 'blog'),
        )
      : null;
  /** The twins this locale's index renders from Markdown, rendered while the locale is bundled. */
  let twinPrefetch: TwinPrefetch | null = null;
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
          dirPath: THEME_LOCALES_DIR,
        }),
      ]);
      // With other sites, their labels, translatable like the theme's strings
      // (`write-translations`); without, none of the strings that speak of other sites, which
      // every page would carry for nothing.
      const strings =
        options.sites.length > 0
          ? own
          : Object.fromEntries(
              Object.entries(own).filter(([id]) => !id.startsWith(OTHER_SITES_STRINGS)),
            );
      const labels = Object.fromEntries(
        options.sites.map(({label}) => [`search.site.${label}`, label]),
      );
      return {...docsearch, ...strings, ...labels};
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
        ...(engine === 'pagefind' && options.sites.length > 0 && {sites: options.sites}),
        // Only when the site sets one: every page carries the global data.
        ...(engine === 'pagefind' && engineOptions && {engineOptions}),
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
      const content = allContent as Record<string, Record<string, unknown> | undefined>;
      dev?.update(content);
      if (engine === 'pagefind' && crossLanguage && process.env.NODE_ENV === 'production') {
        const sources = twinSources(pluginsOfAllContent(content), localeFolders(context));
        twinPrefetch = prefetchTwins(
          twinsToRender(sources, docsearchLanguage),
          context.siteConfig.markdown,
        );
      }
    },

    configureWebpack(config, isServer) {
      keyPersistentCacheByEngine(config, engine);
      return {
        module: {
          rules: [
            // The compiled browser code is ES modules in a "type": "module" package, whose imports
            // webpack would otherwise want fully specified (with extensions), aliases included.
            // The Docusaurus packages it imports are the site's own, wherever the site's
            // installer put them (server/siteDocusaurus.ts).
            {
              test: /\.js$/,
              include: browserDir,
              resolve: {fullySpecified: false, alias: browserAliases(docusaurus)},
            },
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
            // Algolia's logo on the search page: only with its engine.
            [`${PLUGIN_NAME}/search-page-logo$`]: path.join(
              browserDir,
              'theme',
              'SearchPage',
              engine === 'algolia' ? 'AlgoliaLogo.js' : 'algoliaLogo.none.js',
            ),
            // What the search page and the modal show of other sites: nothing without them.
            [`${PLUGIN_NAME}/sites-ui$`]: path.join(
              browserDir,
              'theme',
              'SearchPage',
              engine === 'pagefind' && options.sites.length > 0 ? 'sitesUi.js' : 'sitesUi.none.js',
            ),
          },
        },
        ...(!isServer && dev ? {devServer: dev.devServer} : {}),
      };
    },

    async postBuild(props) {
      if (openSearch) await writeOpenSearchFile(props.outDir, openSearch);
      if (engine !== 'pagefind') return;
      await indexBuiltSite(props, {
        context,
        lvl0Fallback,
        crossLanguage,
        twinPrefetch,
        indexCode: options.indexCode,
        stemmers,
        searchPageRoute,
        keepRoute,
      });
      // What other sites need to search this one (their option `sites`).
      const manifest = siteManifest(context, props.plugins as unknown as LoadedPluginLike[]);
      if (manifest) await writeSiteManifest(props.outDir, manifest);
    },
  };
}
