import type {EngineOptions} from '../../shared/engineOptions';
import {META_WEIGHTS} from '../../shared/recordLayout';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import {fetchWithTimeout} from '../engine/timeout';
import type {PagefindModule} from '../engine/types';
import {ENTRY_REQUEST, entryUrlOf, takeEarly} from './earlyDownloads';

// How the search client loads the site's engine, the bundle reader (its own chunk).

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
    // (or its failure, which the reader tells as it would its own). It, and the page list, may
    // have been asked for earlier still, with the search code (earlyDownloads.ts).
    const entryUrl = entryUrlOf(bundleUrl);
    let entry: Promise<Response> | null = takeEarly(entryUrl) ?? fetchFile(entryUrl, ENTRY_REQUEST);
    entry.catch(() => {});
    const {createPagefindReader} = await import(
      /* webpackChunkName: "search-pagefind-reader" */ '../engine/reader'
    );
    return createPagefindReader({
      bundleUrl,
      stemmerFolder,
      metaWeights: META_WEIGHTS,
      fetch: ((url: string) => {
        const early = url === entryUrl ? entry : null;
        entry = null;
        return (
          early ?? takeEarly(url) ?? fetchFile(url, url === entryUrl ? ENTRY_REQUEST : undefined)
        );
      }) as typeof fetch,
      pageBase,
      warmUp,
      engineOptions,
    });
  };
}
