import type {EngineOptions} from '../../shared/engineOptions';
import {META_WEIGHTS} from '../../shared/recordLayout';
import {STEMMERS_DIR} from '../../shared/stemmerFiles';
import {fetchWithTimeout} from '../engine/timeout';
import type {PagefindModule} from '../engine/types';

// How the search client loads the site's engine, the bundle reader (its own chunk), and where
// the stemmers of a bundle are.

/** The stemmers' folder of a bundle (see shared/stemmerFiles.ts). */
export function stemmerFolderOf(bundleUrl: string): string {
  return `${bundleUrl}${STEMMERS_DIR}/`;
}

/** What the engine is loaded with, one object from the search client to the reader. */
export interface ReaderSettings {
  /** The bundle's folder. */
  bundleUrl: string;
  /** The path every page's URL must be under (the client's `pageBase`). Default: any path. */
  pageBase?: string;
  /** Where its stemmers come from: this site's, also for another site's bundle. */
  stemmerFolder?: string;
  /** Whether it warms the engine's code up: once is enough for a page. Default true. */
  warmUp?: boolean;
  /** The site's options of the engine, for any site's bundle. Default: Pagefind's. */
  engineOptions?: EngineOptions;
}

/**
 * The site's engine, the bundle reader; its own chunk, fetched with the first query (or the
 * client's warm-up), so a page's first load stays as it was.
 */
export function readerLoader({
  bundleUrl,
  pageBase,
  stemmerFolder = stemmerFolderOf(bundleUrl),
  warmUp = true,
  engineOptions,
}: ReaderSettings): () => Promise<PagefindModule> {
  return async () => {
    const fetchFile = fetchWithTimeout();
    // The entry file is asked for beside the reader's code, not after it: it names the meta
    // file, and the first query waits for both. The reader's first read of it gets this answer
    // (or its failure, which the reader tells as it would its own).
    const entryUrl = `${bundleUrl}pagefind-entry.json`;
    let entry: Promise<Response> | null = fetchFile(entryUrl);
    entry.catch(() => {});
    const {createPagefindReader} = await import('../engine/reader');
    return createPagefindReader({
      bundleUrl,
      stemmerFolder,
      metaWeights: META_WEIGHTS,
      fetch: ((url: string) => {
        const early = url === entryUrl ? entry : null;
        entry = null;
        return early ?? fetchFile(url);
      }) as typeof fetch,
      pageBase,
      warmUp,
      engineOptions,
    });
  };
}
