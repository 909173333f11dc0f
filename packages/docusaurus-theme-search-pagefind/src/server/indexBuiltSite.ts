import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PAGEFIND_DIR, type DocSearchRecord} from '../shared/types.js';
import {extractPage} from './extract.js';
import {glossaryOf, type Gloss} from './glossary.js';
import {closeIndexer, indexPages} from './indexer.js';
import {routeHtmlFile, routeUrl} from './pages.js';
import {routeKinds, type RouteKind} from './routes.js';
import {pruneBundle} from './prune.js';
import {writeStemmers} from './stemmerFiles.js';
import type {StemmerName} from '../shared/languages.js';
import {docsearchLanguage, localeFolders} from './siteLocales.js';
import {rememberBuiltPage} from './builtPages.js';
import {localeBuiltAfter} from './buildOrder.js';
import {leaveWriting, writtenBefore} from './bundleWriting.js';
import type {TwinPrefetch} from './twinPrefetch.js';
import {pageSourceFiles, twinFinder, twinSources, type LoadedPluginLike} from './twins.js';

// After a locale's production build: its HTML pages read, their records
// extracted and written as a Pagefind bundle to `<locale output>/pagefind/` (while Docusaurus
// builds the next locale, if there is one: buildOrder.ts), the parts of Pagefind's runtime
// the theme's reader never loads removed, and the stemmers it imports written beside them.

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

export interface IndexSettings {
  context: LoadContext;
  /** The locale's title for pages outside any section (lvl0). */
  lvl0Fallback: string;
  /** Whether pages carry their translation twins (cross-language search). */
  crossLanguage: boolean;
  /** The twins rendered ahead, while the locale was bundled (twinPrefetch.ts), if any. */
  twinPrefetch?: TwinPrefetch | null;
  /** Whether code blocks are indexed (the indexCode option). */
  indexCode: boolean;
  /** The stemmers written beside the bundle, which the browser imports from there. */
  stemmers: readonly StemmerName[];
  /** The search page's own route, never indexed. */
  searchPageRoute: string | null;
  keepRoute: (routePath: string, kind: RouteKind) => boolean;
}

/** Indexes the locale's built pages (the theme's postBuild with the Pagefind engine). */
export async function indexBuiltSite(
  {outDir, routes, routesPaths, siteConfig, baseUrl, plugins}: PostBuildProps,
  {
    context,
    lvl0Fallback,
    crossLanguage,
    twinPrefetch,
    indexCode,
    stemmers,
    searchPageRoute,
    keepRoute,
  }: IndexSettings,
): Promise<void> {
  const locale = context.i18n.currentLocale;
  await writtenBefore(); // the bundle of the locale built before, if it is still being written
  const started = Date.now();
  const kinds = routeKinds(routes);
  const folders = localeFolders(context);
  const loaded = plugins as unknown as LoadedPluginLike[];
  // The default locale's pages are the twins of every other locale's, built after it.
  const sourceFiles =
    crossLanguage && locale === folders.defaultLocale ? pageSourceFiles(loaded, folders) : null;
  const records: DocSearchRecord[] = [];
  const glosses: Gloss[] = [];
  let pages = 0;
  for (const routePath of [...new Set(routesPaths)].sort()) {
    if (routePath === searchPageRoute || !keepRoute(routePath, kinds.get(routePath) ?? 'pages'))
      continue;
    const file = routeHtmlFile(outDir, baseUrl, routePath);
    if (!file || path.basename(file) === '404.html') continue;
    // (Read synchronously: nothing else is under way, and a read awaited page by page left the
    // thread idle for a fifth of the extraction.)
    const html = readFileSync(file, 'utf8');
    const found = extractPage(html, routeUrl(siteConfig.url, routePath), {
      lvl0Fallback,
      indexCode,
    });
    if (found.records.length > 0) pages++;
    const source = sourceFiles?.get(routePath);
    if (source) rememberBuiltPage(locale, source, statSync(source).mtimeMs, found.records);
    records.push(...found.records);
    glosses.push(...found.glosses);
  }
  const outputDir = path.join(outDir, PAGEFIND_DIR);
  await twinPrefetch?.finished(); // (what it rendered, the twin reads below do not render again)
  // Each page's twin is read as the page is indexed: Pagefind indexes a page while the next
  // one's twin is rendered.
  const findTwin = crossLanguage
    ? twinFinder(twinSources(loaded, folders), {
        siteUrl: siteConfig.url,
        markdown: siteConfig.markdown,
        language: docsearchLanguage,
      })
    : undefined;
  const withTwin = new Set<string>(); // (a set: a stalled service's pages are indexed again)
  const indexed = await indexPages(records, outputDir, {
    twins:
      findTwin &&
      (async (url) => {
        const twin = await findTwin(url);
        if (twin) withTwin.add(url);
        return twin;
      }),
    glossary: crossLanguage ? glossaryOf(glosses) : undefined,
  });
  // Pagefind's service writes the bundle on its own, on one core: while Docusaurus builds the
  // next locale, if there is one (buildOrder.ts), which then waits for it before its own index.
  const written = (async () => {
    await indexed.write();
    await closeIndexer();
    console.log(
      `[search-pagefind] [${locale}] indexed ${records.length} records from ${pages} pages${findTwin ? ` (${withTwin.size} with their translation)` : ''} into ${path.relative(process.cwd(), outputDir)} in ${Date.now() - started} ms`,
    );
    const pruned = await pruneBundle(outputDir); // the theme's reader needs none of Pagefind's runtime
    await writeStemmers(outputDir, stemmers);
    console.log(
      `[search-pagefind] [${locale}] removed ${pruned.files} files the site never loads (${Math.round(pruned.bytes / 1024)} KB)`,
    );
  })();
  if (localeBuiltAfter(locale, context.i18n)) leaveWriting(locale, written);
  else await written;
}
