// A bench site generated and indexed as bench:search measures it (bench/generate.ts, the real
// extractor and Pagefind index per locale), shared by bench:search and bench:sites; kept next to
// it, how it was built, so that `--reuse` can measure it again.
import {mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {extractRecords} from '../src/server/extract';
import {buildIndex, recordsByPage} from '../src/server/indexer';
import {stemmersOf, writeStemmers} from '../src/server/stemmerFiles';
import type {TwinPage} from '../src/shared/twinLayout';
import type {DocSearchRecord} from '../src/shared/types';
import {BASE, pagefindDir} from './benchSite';
import {mb, secs} from './lib/format';
import {benchLocales, writeSite, type Locale, type SiteOptions, type Vocabulary} from './generate';

export async function dirSize(dir: string): Promise<{bytes: number; files: number}> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files++;
  }
  return {bytes, files};
}

/** The package's stemmer files (scripts/build.mjs), which a site's build copies beside its bundles. */
const STEMMER_FILES = path.join(__dirname, '../lib/stemmers');

/**
 * The stemmers the reader imports, beside each bundle as a site's build writes them (the
 * package's files: `npm run build` first); not counted in the index's bytes.
 */
export async function writeBenchStemmers(siteDir: string): Promise<void> {
  for (const locale of benchLocales)
    await writeStemmers(pagefindDir(siteDir, locale), stemmersOf([locale]), STEMMER_FILES);
}

/**
 * How long Pagefind's service may take to answer one call here: writing a 10,000-page bundle on
 * a loaded machine may take longer than the theme's SERVICE_STALL_MS, which is no stall.
 */
export const INDEXING_STALL_MS = 900_000;

/** The folder of a generated site: `site-N`, or `site-N-no-code` with code blocks not indexed. */
export const siteName = (pages: number, indexCode: boolean) =>
  `site-${pages}${indexCode ? '' : '-no-code'}`;

/** How a site was built, kept next to it so that `--reuse` can measure it again. */
export interface BuiltSite {
  pages: number;
  vocabulary: Vocabulary;
  htmlBytes: number;
  records: number;
  generateMs: number;
  extractMs: number;
  buildMs: number;
  crossLanguage: boolean;
  /** Whether code blocks were indexed (the indexCode option). */
  indexCode: boolean;
  /** With twins: the index's bytes on disk without them (both locales). */
  indexBytesWithoutTwins?: number;
  /** The generator's seed and site URL, when not its defaults (bench:sites's other site). */
  seed?: number;
  siteUrl?: string;
}

/** Another site than the default one: the generator's seed and the site's URL (generate.ts). */
export type SiteIdentity = Pick<SiteOptions, 'seed' | 'siteUrl'>;

/**
 * Each page's twin: the page of the other locale at the same path (the generator writes page
 * i in both locales, saying the same thing).
 */
function benchTwins(
  records: Record<Locale, DocSearchRecord[]>,
): Record<Locale, Map<string, TwinPage>> {
  const other = (url: string, locale: Locale) =>
    locale === 'zh' ? url.replace(BASE, `${BASE}en/`) : url.replace(`${BASE}en/`, BASE);
  const byUrl = new Map<string, DocSearchRecord[]>();
  for (const locale of benchLocales)
    for (const page of recordsByPage(records[locale])) byUrl.set(page[0].url_without_anchor, page);
  const twins = {zh: new Map(), en: new Map()} as Record<Locale, Map<string, TwinPage>>;
  for (const locale of benchLocales) {
    for (const page of recordsByPage(records[locale])) {
      const url = page[0].url_without_anchor;
      const twin = byUrl.get(other(url, locale));
      if (twin) twins[locale].set(url, {language: locale === 'zh' ? 'en' : 'zh', records: twin});
    }
  }
  return twins;
}

/** Generates the site of `pages` pages and indexes it, unless `reuse` and it was built so before. */
export async function buildSite(
  siteDir: string,
  pages: number,
  vocabulary: Vocabulary,
  reuse: boolean,
  crossLanguage: boolean,
  indexCode: boolean,
  {seed, siteUrl, withoutTwins = crossLanguage}: SiteIdentity & {withoutTwins?: boolean} = {},
): Promise<BuiltSite> {
  const log = (message: string) => console.error(`[N=${pages}] ${message}`);
  const markerFile = path.join(siteDir, 'bench-site.json');
  if (reuse) {
    const built = (await readFile(markerFile, 'utf8').then(
      JSON.parse,
      () => null,
    )) as BuiltSite | null;
    if (
      built?.pages === pages &&
      built.vocabulary === vocabulary &&
      built.crossLanguage === crossLanguage &&
      built.indexCode === indexCode &&
      built.seed === seed &&
      built.siteUrl === siteUrl
    ) {
      log(`reusing the site built in ${siteDir}`);
      return built;
    }
  }
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(siteDir, {recursive: true});

  let t = performance.now();
  const site = await writeSite(siteDir, {
    pages,
    baseUrl: BASE,
    vocabulary,
    ...(seed !== undefined && {seed}),
    ...(siteUrl !== undefined && {siteUrl}),
  });
  const generateMs = performance.now() - t;
  log(
    `generated ${site.pages.length} pages (${mb(site.bytes)} MB of HTML) in ${secs(generateMs)} s`,
  );

  t = performance.now();
  const records: Record<Locale, DocSearchRecord[]> = {zh: [], en: []};
  for (const page of site.pages) {
    const html = await readFile(path.join(siteDir, page.file), 'utf8');
    records[page.locale].push(...extractRecords(html, page.url, {indexCode}));
  }
  const extractMs = performance.now() - t;
  const recordCount = records.zh.length + records.en.length;
  log(`extracted ${recordCount} records in ${secs(extractMs)} s`);

  const twins = crossLanguage ? benchTwins(records) : null;
  t = performance.now();
  for (const locale of benchLocales)
    await buildIndex(records[locale], pagefindDir(siteDir, locale), {
      twins: twins?.[locale],
      stallMs: INDEXING_STALL_MS,
    });
  const buildMs = performance.now() - t;
  let indexBytesWithoutTwins: number | undefined;
  if (crossLanguage && withoutTwins) {
    const plain = path.join(siteDir, 'without-twins');
    indexBytesWithoutTwins = 0;
    for (const locale of benchLocales) {
      await buildIndex(records[locale], pagefindDir(plain, locale), {stallMs: INDEXING_STALL_MS});
      indexBytesWithoutTwins += (await dirSize(pagefindDir(plain, locale))).bytes;
    }
    await rm(plain, {recursive: true, force: true});
  }
  const built: BuiltSite = {
    pages,
    vocabulary,
    htmlBytes: site.bytes,
    records: recordCount,
    generateMs,
    extractMs,
    buildMs,
    crossLanguage,
    indexCode,
    indexBytesWithoutTwins,
    seed,
    siteUrl,
  };
  await writeFile(markerFile, JSON.stringify(built));
  return built;
}
