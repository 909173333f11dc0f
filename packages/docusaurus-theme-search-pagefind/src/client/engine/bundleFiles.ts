import {readBundleFile} from '../../shared/pagefind/bundleFile';
import {parseEntry, type BundleEntry} from '../../shared/pagefind/entry';
import {decodeFilter, filterPath} from '../../shared/pagefind/filter';
import {fragmentPath} from '../../shared/pagefind/fragment';
import {decodeMeta, type Meta, type MetaPage} from '../../shared/pagefind/meta';
import {indexChunk, type LoadedChunk} from '../../shared/pagefind/postings';
import {cachedLoads} from './cachedLoads';

// The files of a Pagefind bundle the reader reads (the format is in
// shared/pagefind/), each fetched once (see cachedLoads.ts).

/** The bundle's entry and meta: what a search needs before its first chunk. */
export interface BundleIndex {
  meta: Meta;
  language: string;
  includeCharacters: string[];
}

/** The most index chunks one query may fetch (not counting those already loaded). */
export const MAX_CHUNKS_PER_QUERY = 256;

export interface BundleFiles {
  /**
   * The entry file, read (the index's reading starts if it has not): the index's language,
   * known before its meta file has arrived.
   */
  entry(): Promise<BundleEntry>;
  /** The entry and meta files, read. */
  index(): Promise<BundleIndex>;
  /**
   * An index chunk, by hash. A query may fetch at most MAX_CHUNKS_PER_QUERY (an index whose
   * chunk list sends one query to thousands of files is not one to trust).
   */
  chunk(hash: string): Promise<LoadedChunk>;
  /** Starts a query's count of chunks fetched. */
  newQuery(): void;
  /** A filter's values and their pages (page numbers). */
  filter(filter: Meta['filters'][number]): Promise<Map<string, number[]>>;
  /** The bytes of a page's fragment file (pages of one fragment group share one request). */
  fragmentFile(page: MetaPage): Promise<Uint8Array>;
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
  let entryRead: Promise<BundleEntry> | undefined;
  const index = cachedLoads(async () => {
    const reading = (entryRead = get('pagefind-entry.json').then(async (response) =>
      parseEntry(await response.json()),
    ));
    const {language, metaHash, includeCharacters} = await reading;
    const meta = decodeMeta(
      await readBundleFile(await get(`pagefind.${metaHash}.pf_meta`), 'meta'),
    );
    return {meta, language, includeCharacters};
  });
  let chunksFetched = 0;
  const chunk = cachedLoads((hash) => {
    if (++chunksFetched > MAX_CHUNKS_PER_QUERY)
      return Promise.reject(
        new Error(`A query needs more than ${MAX_CHUNKS_PER_QUERY} index chunks`),
      );
    return get(`index/${hash}.pf_index`)
      .then((response) => readBundleFile(response, 'index'))
      .then(indexChunk);
  });
  const filter = cachedLoads((path) =>
    get(path)
      .then((response) => readBundleFile(response, 'filter'))
      .then(decodeFilter),
  );
  const fragmentFile = cachedLoads((path) =>
    get(path).then((response) => readBundleFile(response, 'fragment')),
  );

  return {
    entry: () => {
      index('').catch(() => {}); // (its failure is the caller's to see, through index())
      return entryRead!;
    },
    index: () => index(''),
    chunk,
    newQuery: () => {
      chunksFetched = 0;
    },
    filter: (f) => filter(filterPath(f)),
    fragmentFile: (page) => fragmentFile(fragmentPath(page)),
  };
}
