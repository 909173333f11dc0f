// The quality bench's languages part (Node only): the Rust Book in many locales (the project's
// bilingual corpus and its translations, bench/quality/prepare-corpus.ts), each chapter shaped
// as the built page (chapterPage.ts), extracted, and indexed per locale with the site's real
// extractor and indexer; known-item queries generated from the chapters (knownItems.ts) go
// through the site's engine as the modal asks it and through pagefind.js on the same bundle, in
// the same run. Then the cost of cross-language search with 3 to 13 locales: each locale
// indexed again with its pages' translation twins (the real twinPages, from the sources), its
// index growth, and the bytes a first query fetches with and without them.
import {existsSync} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {extractRecords} from '../../src/server/extract';
import {buildIndex, closeIndexer} from '../../src/server/indexer';
import {twinPages, type TwinSource} from '../../src/server/twins';
import {PAGEFIND_DATA} from '../compare/site';
import {chapterPage} from './chapterPage';
import {pagefindJsRanker, siteRanker, type EngineName} from './engines';
import {answerable, knownItemQueries, type Chapter} from './knownItems';
import {outcome, type Outcome} from './metrics';
import {serveStatic, type SentBytes} from '../lib/staticServer';

const SITE_URL = 'https://notes.example.org';
/** Title queries a visitor's first query is measured with, per locale. */
const FIRST_QUERIES = 5;
const BASE_URL = '/blog-notes/';

/**
 * The site's locales in the order its config lists them: the default first (zh, as the
 * bench's bilingual site), then English, then the translations. A page's twin is its chapter in
 * the first other locale that has it (twins.ts keeps one), so the default locale for all but zh.
 */
export const siteLocaleOrder = [
  'zh',
  'en',
  'ja',
  'ko',
  'es',
  'fr',
  'de',
  'pt-BR',
  'ru',
  'vi',
  'zh-TW',
  'ar',
  'it',
  'id',
] as const;

/** A locale's prepared chapters, from the first of `corpora` that has the locale's folder. */
export async function localeChapters(corpora: readonly string[], locale: string) {
  const dir = corpora.map((c) => path.join(c, locale)).find((d) => existsSync(d));
  if (!dir) return null;
  const chapters: Array<Chapter & {file: string}> = [];
  for (const file of (await readdir(dir)).sort()) {
    if (!/^(ch\d|appendix-).*\.md$/.test(file)) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    const title = /^title:\s*(.+)$/m.exec(text)?.[1];
    if (!title) continue;
    chapters.push({
      name: file.slice(0, -3),
      title: title.startsWith('"') ? (JSON.parse(title) as string) : title.trim(),
      text,
      file: path.join(dir, file),
    });
  }
  return {dir, chapters};
}

/** Every `step`-th chapter, from the first (all when 1). */
export const sample = <T>(items: readonly T[], step: number) =>
  items.filter((_, i) => i % step === 0);

const pagePath = (locale: string, name: string) =>
  `${BASE_URL}${locale === 'zh' ? '' : `${locale}/`}docs/rust-book/${name}`;

/** Bytes of Pagefind's index data in a bundle (compare/site.ts's PAGEFIND_DATA). */
async function indexBytes(bundle: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(bundle, {withFileTypes: true, recursive: true}))
    if (entry.isFile() && PAGEFIND_DATA.test(entry.name))
      bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  return bytes;
}

/** The kinds of a bundle's files, by what their name ends with. */
export const FILE_KINDS = [
  ['entry', /pagefind-entry\.json$/],
  ['meta', /\.pf_meta$/],
  ['index', /\.pf_index$/],
  ['fragment', /\.pf_fragment$/],
  ['filter', /\.pf_filter$/],
] as const;
export type FileKind = (typeof FILE_KINDS)[number][0] | 'other';

/** Files and bytes per kind of file. */
export type FileBreakdown = Partial<Record<FileKind, {files: number; bytes: number}>>;

const kindOf = (url: string): FileKind =>
  FILE_KINDS.find(([, ending]) => ending.test(url.split('?')[0]))?.[0] ?? 'other';

/** Files and bytes per kind of `requests`. */
function breakdown(requests: readonly SentBytes[]): FileBreakdown {
  const out: FileBreakdown = {};
  for (const {url, bytes} of requests) {
    const k = (out[kindOf(url)] ??= {files: 0, bytes: 0});
    k.files += 1;
    k.bytes += bytes;
  }
  return out;
}

export interface LocaleRun {
  chapters: number;
  outcomes: Record<EngineName, Outcome[]>;
  /** Per engine, the queries one chapter holds every word of that it answered with nothing. */
  emptyAnswerable: Record<EngineName, string[]>;
  /** Index data bytes without twins. */
  indexBytes: number;
  /** Index data bytes with each page's twin, and which locale the twins are in. */
  twin: {locale: string; indexBytes: number; pages: number} | null;
  /**
   * Bytes the site's engine fetched for a visitor's first query, the largest over
   * FIRST_QUERIES title queries spread over the book (each in a fresh client), without and
   * with twins, and the query that cost the most without; the files of the query that cost
   * the most with twins, per kind.
   */
  firstQuery: {
    query: string;
    bytes: number;
    twinBytes: number | null;
    twinQuery?: string;
    twinFiles?: FileBreakdown;
  };
  indexMs: number;
}

/**
 * Indexes, serves and searches each locale of `locales` that the corpora hold; `step` samples
 * every step-th chapter for the queries (all chapters are indexed).
 */
export async function measureLanguages({
  corpora,
  locales,
  workDir,
  port,
  step,
  log = (line: string) => console.error(line),
}: {
  corpora: readonly string[];
  locales: readonly string[];
  workDir: string;
  port: number;
  step: number;
  log?: (line: string) => void;
}): Promise<Record<string, LocaleRun>> {
  const loaded = new Map<string, NonNullable<Awaited<ReturnType<typeof localeChapters>>>>();
  for (const locale of siteLocaleOrder) {
    const found = await localeChapters(corpora, locale);
    if (found && found.chapters.length) loaded.set(locale, found);
  }
  const missing = locales.filter((l) => !loaded.has(l));
  if (missing.length)
    throw new Error(`No chapters for ${missing.join(', ')} in ${corpora.join(', ')}`);

  // Each locale's bundle, and the same locale's bundle with its pages' twins.
  const indexMs: Record<string, number> = {};
  const twinOf: Record<string, {locale: string; pages: number} | null> = {};
  for (const locale of locales) {
    const started = performance.now();
    const {chapters} = loaded.get(locale)!;
    const records = chapters.flatMap((c) => {
      const page = chapterPage(c.text, c.name, locale, {siteUrl: SITE_URL, baseUrl: BASE_URL});
      return extractRecords(page.html, page.url);
    });
    await buildIndex(records, path.join(workDir, 'plain', locale, 'pagefind'));
    indexMs[locale] = performance.now() - started;
    const twinLocale = siteLocaleOrder.find((l) => l !== locale && loaded.has(l))!;
    const others = new Map(loaded.get(twinLocale)!.chapters.map((c) => [c.name, c.file]));
    const sources: TwinSource[] = chapters
      .filter((c) => others.has(c.name))
      .map((c) => ({
        permalink: pagePath(locale, c.name),
        locale: twinLocale,
        file: others.get(c.name)!,
        mdx: false,
      }));
    const twins = await twinPages(sources, {siteUrl: SITE_URL, language: (l) => l});
    await buildIndex(records, path.join(workDir, 'twins', locale, 'pagefind'), {twins});
    twinOf[locale] = {locale: twinLocale, pages: twins.size};
    log(
      `[bench:quality] ${locale}: ${chapters.length} chapters indexed (twins: ${twins.size} pages in ${twinLocale})`,
    );
  }
  await closeIndexer();

  // (Compressed as a host compresses: the entry file is JSON, the rest gzipped by Pagefind.)
  const server = await serveStatic(workDir, {port, dev: true, compress: true});
  const sentBytes = () => server.requests.reduce((sum, r) => sum + r.bytes, 0);
  const runs: Record<string, LocaleRun> = {};
  try {
    for (const locale of locales) {
      const {chapters} = loaded.get(locale)!;
      const bundle = (kind: string) => `${server.origin}/${kind}/${locale}/pagefind/`;
      const queries = knownItemQueries(sample(chapters, step), locale);
      const lowered = new Map(chapters.map((c) => [c.name, c.text.toLocaleLowerCase(locale)]));

      // A visitor's first query: each of a few titles in a fresh client, counted alone,
      // without then with twins; the largest.
      const titles = queries.filter((q) => q.category === 'title');
      const firsts = sample(titles, Math.max(1, Math.floor(titles.length / FIRST_QUERIES))).slice(
        0,
        FIRST_QUERIES,
      );
      const firstQuery: LocaleRun['firstQuery'] = {query: '', bytes: 0, twinBytes: 0};
      for (const {query} of firsts) {
        let before = sentBytes();
        await siteRanker(bundle('plain'), locale)(query);
        const bytes = sentBytes() - before;
        before = sentBytes();
        const requests = server.requests.length;
        await siteRanker(bundle('twins'), locale)(query);
        const twinBytes = sentBytes() - before;
        if (bytes > firstQuery.bytes) Object.assign(firstQuery, {query, bytes});
        if (twinBytes > firstQuery.twinBytes!)
          Object.assign(firstQuery, {
            twinBytes,
            twinQuery: query,
            twinFiles: breakdown(server.requests.slice(requests)),
          });
      }

      const engines = {
        site: siteRanker(bundle('plain'), locale),
        'pagefind.js': await pagefindJsRanker(
          path.join(workDir, 'plain', locale, 'pagefind'),
          bundle('plain'),
          locale,
        ),
      };
      const outcomes: Record<EngineName, Outcome[]> = {site: [], 'pagefind.js': []};
      const emptyAnswerable: Record<EngineName, string[]> = {site: [], 'pagefind.js': []};
      for (const q of queries) {
        for (const name of ['site', 'pagefind.js'] as const) {
          const pages = await engines[name](q.query).catch((error: unknown) => {
            log(`${name} (${locale}) failed on "${q.query}": ${String(error)}`);
            return [] as string[];
          });
          outcomes[name].push(outcome(q, pages));
          if (pages.length === 0 && answerable(q.query, chapters, locale, lowered))
            emptyAnswerable[name].push(q.query);
        }
      }
      runs[locale] = {
        chapters: chapters.length,
        outcomes,
        emptyAnswerable,
        indexBytes: await indexBytes(path.join(workDir, 'plain', locale, 'pagefind')),
        twin: twinOf[locale] && {
          ...twinOf[locale],
          indexBytes: await indexBytes(path.join(workDir, 'twins', locale, 'pagefind')),
        },
        firstQuery,
        indexMs: indexMs[locale],
      };
      log(`[bench:quality] ${locale}: ${queries.length} queries asked of both engines`);
    }
  } finally {
    await server.close();
  }
  return runs;
}
