import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGEFIND_DIR, type DocSearchRecord} from './shared/types';
import {extractRecords} from './server/extract';
import {buildIndex, closeIndexer} from './server/indexer';
import {routeHtmlFile, routeUrl} from './server/pages';

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
}

/** What the browser reads with usePluginData('search-local'). */
export interface SearchGlobalData {
  engine: 'pagefind' | 'algolia';
  /** Bundle folder relative to the locale's base URL. */
  bundlePath: string;
}

const DEFAULT_LVL0: Record<string, string> = {zh: '文档'};

export default function searchPlugin(
  context: LoadContext,
  options: SearchPluginOptions = {},
): Plugin<void> {
  const engine = options.engine ?? 'pagefind';
  const locale = context.i18n.currentLocale;
  const lvl0Fallback = {...DEFAULT_LVL0, ...options.lvl0Fallback}[locale] ?? 'Documentation';

  return {
    name: 'search-local',

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {engine, bundlePath: `${PAGEFIND_DIR}/`};
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      if (engine !== 'pagefind') return {};
      // The /search page builds its own algoliasearch client; give it the Pagefind one.
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': fileURLToPath(new URL('./client/algoliasearchLite.ts', import.meta.url)),
          },
        },
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
    },
  };
}
