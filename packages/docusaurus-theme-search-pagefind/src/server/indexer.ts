import {readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {DocSearchRecord} from '../shared/types.js';
import {pageEntry} from '../shared/recordLayout.js';
import {pageGlosses, type Glossary} from './glossary.js';
import type {TwinPage} from '../shared/twinLayout.js';
import {parseEntry} from '../shared/pagefind/entry.js';
import {BUILD_ADVICE} from '../shared/pagefind/version.js';
import {withinTimeLimit} from '../shared/timeLimit.js';
import {languageCode} from '../shared/languages.js';
import {CHUNK_BYTES, cutIndexChunks} from './indexChunks.js';
import {writePageFiles} from './pageFiles.js';

// Writes DocSearch records into a Pagefind bundle, one entry per page.
// Pagefind's linux binary from npm is the "extended" one, which segments Chinese into words.

export interface BuildIndexResult {
  /** Number of records written. */
  records: number;
  /** Number of pages (Pagefind entries) written. */
  pages: number;
  /** Absolute or cwd-relative path of the written bundle. */
  outputDir: string;
  /** Index chunks as Pagefind wrote them, and as many after those too large were cut. */
  chunks: {written: number; cut: number};
}

/**
 * How long one call to Pagefind's indexing service (a child process) may go unanswered. A
 * service that stops answering would otherwise leave `npm run build` waiting forever, idle.
 */
export const SERVICE_STALL_MS = 120_000;

/** Pages sent to Pagefind's service before the first of them is answered. */
const PAGES_IN_FLIGHT = 16;

/** Pagefind's service did not answer a call in time. */
export class PagefindStallError extends Error {
  constructor(call: string, ms: number) {
    super(`Pagefind's indexing service did not answer ${call} within ${ms / 1000} s`);
    this.name = 'PagefindStallError';
  }
}

/** `reply`, or a PagefindStallError once `ms` have passed without it. */
export function answered<T>(reply: Promise<T>, ms: number, call: string): Promise<T> {
  return withinTimeLimit(reply, ms, () => new PagefindStallError(call, ms));
}

/** What buildIndex is told, besides the records and where to write them. */
export interface BuildIndexOptions {
  stallMs?: number;
  /** Index chunks larger than this are cut (indexChunks.ts); Infinity leaves Pagefind's. */
  chunkBytes?: number;
  /**
   * Per page (url_without_anchor), its translation twin in another locale (cross-language
   * search): a map, or a lookup called for each page in turn just before it is indexed.
   */
  twins?: ReadonlyMap<string, TwinPage> | ((url: string) => Promise<TwinPage | undefined>);
  /** Characters of a twin's body words kept per page (twinLayout.ts's TWIN_BODY_BUDGET by default). */
  twinBodyBudget?: number;
  /** The locale's glosses (glossary.ts): the terms a page's headings write in glossed form become its gloss field. */
  glossary?: Glossary;
}

/**
 * Writes a Pagefind bundle for `records` to `outputDir` (replacing what is there): one entry
 * per page (see shared/recordLayout.ts), in the language of the page's records. The page's
 * bookkeeping rides in Pagefind filters, which are stored but never searched or filtered on:
 * each locale has its own bundle, and the adapter applies contextual search's facet filters to
 * the records it rebuilds. If Pagefind's service stops answering, it is restarted and the
 * bundle written once more; a second stall fails with a PagefindStallError.
 */
export async function buildIndex(
  records: readonly DocSearchRecord[],
  outputDir: string,
  options: BuildIndexOptions = {},
): Promise<BuildIndexResult> {
  return (await indexPages(records, outputDir, options)).write();
}

/**
 * buildIndex in two steps: resolves once Pagefind's service has indexed every page, to what
 * writes the bundle, which the service does on its own (a build writes it while Docusaurus
 * goes on: indexBuiltSite.ts). A stall in either step starts the whole again, once.
 */
export async function indexPages(
  records: readonly DocSearchRecord[],
  outputDir: string,
  {
    stallMs = SERVICE_STALL_MS,
    twins,
    twinBodyBudget,
    glossary,
    chunkBytes = CHUNK_BYTES,
  }: BuildIndexOptions = {},
): Promise<{write: () => Promise<BuildIndexResult>}> {
  const twinOf = typeof twins === 'function' ? twins : async (url: string) => twins?.get(url);
  const entryOf = async (page: readonly DocSearchRecord[]) =>
    pageEntry(
      page,
      (await twinOf(page[0].url_without_anchor)) ?? null,
      twinBodyBudget,
      glossary ? pageGlosses(page, glossary) : [],
    );
  const again = async (error: unknown) => {
    if (!(error instanceof PagefindStallError)) throw error;
    console.warn(`[search-pagefind] ${error.message}: restarting it and indexing again`);
    await closeIndexer();
    const added = await addPages(records, stallMs, entryOf, chunkBytes);
    return writeAdded(added, records.length, outputDir, stallMs, chunkBytes);
  };
  let added: AddedPages;
  try {
    added = await addPages(records, stallMs, entryOf, chunkBytes);
  } catch (error) {
    if (!(error instanceof PagefindStallError)) throw error;
    const written = again(error);
    written.catch(() => {}); // (the caller of write() gets its error)
    return {write: () => written};
  }
  return {
    write: () => writeAdded(added, records.length, outputDir, stallMs, chunkBytes).catch(again),
  };
}

type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindApi['createIndex']>>['index']>;

/** An index of Pagefind's service holding every page, not yet written. */
interface AddedPages {
  index: PagefindIndex;
  pages: number;
}

async function addPages(
  records: readonly DocSearchRecord[],
  stallMs: number,
  entryOf: (page: readonly DocSearchRecord[]) => Promise<ReturnType<typeof pageEntry>>,
  chunkBytes: number,
): Promise<AddedPages> {
  const pagefind = await loadPagefind();
  const {index, errors} = await answered(
    createIndexWithChunks(pagefind, chunkLocations(chunkBytes)),
    stallMs,
    'createIndex',
  );
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    const pages = recordsByPage(records);
    // Pages go to the service ahead of its answers, a few at a time: it indexes one while the
    // next entry (and its twin) is made here. It handles its messages one by one, in the order
    // sent, so the pages keep their order in the bundle.
    const sent: Array<Promise<void>> = [];
    for (const page of pages) {
      const entry = await entryOf(page);
      const added = answered(
        index.addCustomRecord({...entry, language: pagefindLanguage(page[0].language)}),
        stallMs,
        'addCustomRecord',
      ).then((response) => {
        if (response.errors.length > 0)
          throw new Error(`Pagefind rejected ${entry.url}: ${response.errors.join('; ')}`);
      });
      added.catch(() => {}); // awaited below, in order; not an unhandled rejection meanwhile
      sent.push(added);
      if (sent.length >= PAGES_IN_FLIGHT) await sent.shift();
    }
    for (const added of sent) await added;
    return {index, pages: pages.length};
  } catch (error) {
    await answered(index.deleteIndex(), stallMs, 'deleteIndex').catch(() => {}); // a stalled service is closed by the caller
    throw error;
  }
}

async function writeAdded(
  {index, pages}: AddedPages,
  records: number,
  outputDir: string,
  stallMs: number,
  chunkBytes: number,
): Promise<BuildIndexResult> {
  try {
    await rm(outputDir, {recursive: true, force: true});
    const written = await answered(
      index.writeFiles({outputPath: outputDir}),
      stallMs,
      'writeFiles',
    );
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write ${outputDir}: ${written.errors.join('; ')}`);
    }
    await checkBundleVersion(written.outputPath);
    // Smaller index chunks: a query fetches fewer bytes of words it does not need (indexChunks.ts).
    const chunks = await cutIndexChunks(written.outputPath, chunkBytes);
    // What a first query reads in place of the metadata's page hashes (pageFiles.ts).
    await writePageFiles(written.outputPath);
    return {
      records,
      pages,
      outputDir: written.outputPath,
      chunks: {written: chunks.before, cut: chunks.after},
    };
  } finally {
    await answered(index.deleteIndex(), stallMs, 'deleteIndex').catch(() => {}); // a stalled service is closed by the caller
  }
}

/**
 * Throws (failing the build) unless the bundle in `outputDir` was written by the Pagefind
 * release the browser's reader reads: an index the reader refuses must never reach a visitor.
 */
export async function checkBundleVersion(outputDir: string): Promise<void> {
  parseEntry(
    JSON.parse(await readFile(path.join(outputDir, 'pagefind-entry.json'), 'utf8')),
    BUILD_ADVICE,
  );
}

/** Records grouped by page, pages in first-seen order, records in their order. */
export function recordsByPage(records: readonly DocSearchRecord[]): DocSearchRecord[][] {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const page = pages.get(record.url_without_anchor);
    if (page) page.push(record);
    else pages.set(record.url_without_anchor, [record]);
  }
  return [...pages.values()];
}

/** Stops Pagefind's background process; call once after the last buildIndex(). */
export async function closeIndexer(): Promise<void> {
  await (await loadPagefind()).close();
  serviceChunkLocations = undefined;
}

// Pagefind 1.6.0 fills an index chunk with words until they hold 20,000 locations,
// unless its process starts with PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE set to another number
// (options.rs, read when a NewIndex request loads its options). Its node API starts that process
// on the first call after close() (lib/service.js: spawn in PagefindService's constructor, with
// this process's environment). Asking Pagefind for chunks near CHUNK_BYTES spares cutting them
// afterwards: compressing them once, not twice. Whatever Pagefind writes, cutIndexChunks still
// cuts any chunk above the limit, so an upgrade that drops the variable costs time, not bytes;
// test/scenarios/indexChunks.test.ts fails if it does.
const CHUNK_SIZE_VARIABLE = 'PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE';

/**
 * Locations per chunk for chunks of about `chunkBytes` (null: Pagefind's own size), at about 4
 * bytes a location: most chunks come out below the limit, and cutIndexChunks cuts the few above.
 */
export function chunkLocations(chunkBytes: number): number | null {
  return Number.isFinite(chunkBytes) ? Math.max(1, Math.round(chunkBytes / 4)) : null;
}

/** The chunk size (locations) the running service was started with; undefined: none started here. */
let serviceChunkLocations: number | null | undefined;

/** pagefind.createIndex, by a service started with `locations` per index chunk. */
async function createIndexWithChunks(pagefind: PagefindApi, locations: number | null) {
  if (serviceChunkLocations !== undefined && serviceChunkLocations !== locations)
    await closeIndexer();
  const before = process.env[CHUNK_SIZE_VARIABLE];
  if (locations === null) delete process.env[CHUNK_SIZE_VARIABLE];
  else process.env[CHUNK_SIZE_VARIABLE] = String(locations);
  try {
    // (The service, if not running, is started within this call, before it returns.)
    return pagefind.createIndex({writePlayground: false});
  } finally {
    if (before === undefined) delete process.env[CHUNK_SIZE_VARIABLE];
    else process.env[CHUNK_SIZE_VARIABLE] = before;
    serviceChunkLocations = locations;
  }
}

type PagefindApi = typeof import('pagefind');
let pagefindModule: Promise<PagefindApi> | null = null;

/**
 * Loaded on first use. pagefind is an ES module without a `require` export, and Docusaurus
 * loads this file through jiti, whose `import()` cannot load it; so import it with Node's own
 * import() (native-import.cjs), which resolves it from this theme's folder: the theme's own
 * pinned copy, whatever the site has installed and however (npm, pnpm).
 */
function loadPagefind(): Promise<PagefindApi> {
  if (!pagefindModule) {
    const require = createRequire(import.meta.url);
    const nativeImport = require('./native-import.cjs') as (
      specifier: string,
    ) => Promise<PagefindApi>;
    pagefindModule = nativeImport('pagefind').catch((error: unknown) => {
      pagefindModule = null;
      if ((error as {code?: string}).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      throw new Error(
        `The pagefind package is not installed beside docusaurus-theme-search-pagefind (reinstall the site's dependencies): ${(error as Error).message}`,
      );
    });
  }
  return pagefindModule;
}

/** Pagefind wants an ISO 639-1 code: "zh-Hans" → "zh". */
export function pagefindLanguage(language: string): string {
  return languageCode(language) || 'en';
}
