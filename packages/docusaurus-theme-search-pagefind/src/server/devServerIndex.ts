import {readFile} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {StemmerName} from '../shared/languages.js';
import {STEMMERS_DIR} from '../shared/stemmerFiles.js';
import {PAGEFIND_DIR} from '../shared/types.js';
import {DevSearchIndex} from './devIndex.js';
import {sourcePages, type NavbarItem} from './devSources.js';
import {docsearchLanguage, htmlLang, localeFolders} from './siteLocales.js';
import {stemmerSource} from './stemmerFiles.js';
import {pluginsOfAllContent, twinPages, twinSources} from './twins.js';

// Under `docusaurus start` only: the dev server's search index, kept up to
// date with the locale's Markdown sources and served where the production bundle would be,
// with the stemmers a build would write beside it (server/stemmerFiles.ts).

/** Where the dev server finds the newest dev index (one locale per dev server). */
const CURRENT_DEV_INDEX = Symbol.for('docusaurus-theme-search-pagefind.devIndex');

/**
 * `npm start` has no built pages: keep a bundle of the locale's current Markdown sources
 * (server/devIndex.ts), updated each time Docusaurus reloads the docs or blog content, and
 * serve it where the production bundle would be.
 */
export function devServerIndex(
  context: LoadContext,
  crossLanguage: boolean,
  lvl0Fallback: string,
  indexCode: boolean,
  stemmers: readonly StemmerName[],
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
      indexCode,
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
            twinPages(twinSources(pluginsOfAllContent(allContent), localeFolders(context)), {
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
        middlewares.unshift(serveStemmers(`${bundlePath}${STEMMERS_DIR}/`, stemmers) as T);
        return [];
      },
    },
  };
}

/** Serves the package's files of `names` under `folderPath`, as a build writes them there. */
function serveStemmers(folderPath: string, names: readonly StemmerName[]) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = pathname.startsWith(folderPath)
      ? stemmerSource(pathname.slice(folderPath.length), names)
      : null;
    if (!file) return next();
    readFile(file).then(
      (body) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      },
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  };
}
