import {readBundleFile} from '../../shared/pagefind/bundleFile';
import {summaryChunk} from '../../shared/chunkSummaries';
import {entrySummaries, listedChunks} from '../../shared/entryChunks';
import type {Chunk} from '../../shared/pagefind/chunkBounds';
import {parseEntry, type BundleEntry} from '../../shared/pagefind/entry';
import {decodeFilter, filterPath} from '../../shared/pagefind/filter';
import {fragmentPath, InvalidRecordError} from '../../shared/pagefind/fragment';
import {decodeMeta, type Meta, type MetaPage} from '../../shared/pagefind/meta';
import {indexChunk, type LoadedChunk} from '../../shared/pagefind/postings';
import {decodePageList, pageFragmentPath, pageListPath} from '../../shared/pageFiles';
import {chunkSummaryPath} from '../../shared/pageFilePaths';
import {cachedLoads} from './cachedLoads';

// The files of a Pagefind bundle the reader reads (the format is in
// shared/pagefind/), each fetched once (see cachedLoads.ts). Where the build wrote this
// theme's page files beside them (shared/pageFiles.ts), the page list is read in place of
// Pagefind's metadata file, fragments by page number, and a chunk's summary
// (shared/chunkSummaries.ts) where the query's scores need no more; a bundle without them, or
// one of them that cannot be read, is read from Pagefind's files, with the same results.

/** The bundle's entry and meta: what a search needs before its first chunk. */
export interface BundleIndex {
  meta: Meta;
  language: string;
  includeCharacters: string[];
}

/** The most index chunks one query may fetch (not counting those already loaded). */
export const MAX_CHUNKS_PER_QUERY = 256;

/** The entry file, read: with the index chunks it lists (this theme's build lists them). */
export interface EntryRead extends BundleEntry {
  /** The index chunks, known before the page list has arrived; null when the entry lists none. */
  chunks: Chunk[] | null;
  /** Whether the build wrote the summaries of those chunks. */
  summaries: boolean;
}

export interface BundleFiles {
  /**
   * The entry file, read (the index's reading starts if it has not): the index's language and
   * chunks, known before its meta file has arrived.
   */
  entry(): Promise<EntryRead>;
  /** The entry and meta files, read. */
  index(): Promise<BundleIndex>;
  /**
   * An index chunk, by hash. A query may fetch at most MAX_CHUNKS_PER_QUERY (an index whose
   * chunk list sends one query to thousands of files is not one to trust).
   */
  chunk(hash: string): Promise<LoadedChunk>;
  /**
   * An index chunk's summary (shared/chunkSummaries.ts), by the chunk's hash, where the entry
   * says the build wrote them; else, or where it cannot be read, the chunk itself. Counted as
   * a chunk.
   */
  summary(hash: string): Promise<LoadedChunk>;
  /** Starts a query's count of chunks fetched. */
  newQuery(): void;
  /** A filter's values and their pages (page numbers). */
  filter(filter: Meta['filters'][number]): Promise<Map<string, number[]>>;
  /**
   * Page `pageNumber`'s fragment file, read with `decode` (pages of one fragment group share one
   * request). A page file that cannot be fetched or decoded is replaced by Pagefind's file of
   * the page.
   */
  fragmentFile<T>(
    pageNumber: number,
    page: MetaPage,
    decode: (file: FragmentFile) => T,
  ): Promise<T>;
}

export interface FragmentFile {
  bytes: Uint8Array;
  file: string;
  /** The page's hash and group, for finding its fragment in the file (none in a page file). */
  page: Pick<MetaPage, 'hash' | 'group'>;
}

export function bundleFiles(
  bundleUrl: string,
  fetchFile: (url: string) => Promise<Response>,
): BundleFiles {
  async function get(path: string): Promise<Response> {
    const response = await fetchFile(`${bundleUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  }

  // The entry file as the index's latest reading read it: a reading that fails is forgotten
  // (cachedLoads), and the next one reads the entry again (a newer build names another meta file).
  let entryRead: Promise<EntryRead> | undefined;
  const pagefindMeta = cachedLoads(async (metaHash) =>
    decodeMeta(await readBundleFile(await get(`pagefind.${metaHash}.pf_meta`), 'meta')),
  );
  /** The page list of the index read, if it has one. */
  let pagesOf: string | undefined;
  const index = cachedLoads(async () => {
    const reading = (entryRead = get('pagefind-entry.json').then(async (response) => {
      const json: unknown = await response.json();
      const entry = parseEntry(json);
      return {
        ...entry,
        chunks: listedChunks(json, entry.metaHash),
        summaries: entrySummaries(json, entry.metaHash),
      };
    }));
    const {language, metaHash, includeCharacters, chunks} = await reading;
    const pageList = await get(pageListPath(metaHash))
      .then((response) => readBundleFile(response, 'meta'))
      .then((bytes) => decodePageList(bytes, metaHash, chunks))
      .catch(() => null); // (none, or not one to trust: Pagefind's metadata says the same)
    pagesOf = pageList ? metaHash : undefined;
    const meta = pageList ?? (await pagefindMeta(metaHash));
    return {meta, language, includeCharacters};
  });
  let chunksFetched = 0;
  const counted = (load: () => Promise<LoadedChunk>) =>
    ++chunksFetched > MAX_CHUNKS_PER_QUERY
      ? Promise.reject(new Error(`A query needs more than ${MAX_CHUNKS_PER_QUERY} index chunks`))
      : load();
  const chunk = cachedLoads((hash) =>
    counted(() =>
      get(`index/${hash}.pf_index`)
        .then((response) => readBundleFile(response, 'index'))
        .then(indexChunk),
    ),
  );
  const summary = cachedLoads(async (hash) => {
    // (Asked for once the entry is read: a search reads it first.)
    const entry = await entryRead?.catch(() => null);
    if (!entry?.summaries) return chunk(hash);
    const {metaHash} = entry;
    return counted(async () => {
      // A host that does not answer fails the query as the chunk would; a summary it does not
      // have, or one that cannot be read, gives way to the chunk, which scores the same.
      const response = await fetchFile(`${bundleUrl}${chunkSummaryPath(metaHash, hash)}`);
      try {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return summaryChunk(await readBundleFile(response, 'index'), hash);
      } catch {
        chunksFetched--;
        return chunk(hash);
      }
    });
  });
  const filter = cachedLoads((path) =>
    get(path)
      .then((response) => readBundleFile(response, 'filter'))
      .then(decodeFilter),
  );
  const fragmentBytes = cachedLoads((path) =>
    get(path).then((response) => readBundleFile(response, 'fragment')),
  );
  const pagefindFragment = async (page: MetaPage): Promise<FragmentFile> => {
    const file = fragmentPath(page);
    return {bytes: await fragmentBytes(file), file, page};
  };
  async function fragmentFile<T>(
    pageNumber: number,
    page: MetaPage,
    decode: (file: FragmentFile) => T,
  ): Promise<T> {
    const metaHash = pagesOf;
    if (metaHash === undefined) return decode(await pagefindFragment(page));
    const file = pageFragmentPath(metaHash, pageNumber);
    try {
      return decode({bytes: await fragmentBytes(file), file, page: {hash: '', group: ''}});
    } catch (error) {
      // (A record that is not usable is the same in both files: the page is skipped.)
      if (error instanceof InvalidRecordError) throw error;
      // Pagefind's file of the page, named in its metadata, holds the same fragment (and its
      // error, if it has one, names Pagefind's file).
      const meta = await pagefindMeta(metaHash).catch(() => {
        throw error;
      });
      const own = meta.pages[pageNumber];
      if (!own) throw error;
      return decode(await pagefindFragment(own));
    }
  }

  return {
    entry: () => {
      index('').catch(() => {}); // (its failure is the caller's to see, through index())
      return entryRead!;
    },
    index: () => index(''),
    chunk,
    summary,
    newQuery: () => {
      chunksFetched = 0;
    },
    filter: (f) => filter(filterPath(f)),
    fragmentFile,
  };
}
