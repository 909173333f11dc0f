import {parseEntry} from '../../shared/pagefind/entry';
import {pageListPath} from '../../shared/pageFiles';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import {loadStemmer} from './stemmers/stemmers';
import {fetchWithTimeout} from './timeout';

// For the files asked for early (algoliaAdapter/earlyDownloads.ts): what the entry file names
// that a first query reads next, the page list (bundleFiles.ts) and the index language's
// stemmer (none for Chinese), asked for as soon as both the entry and this code are in. In the
// reader's chunk (reader.ts exports it): its code is the reader's, and a chunk of its own would
// carry a copy of it. An entry of another Pagefind version names nothing: the reader tells that
// on its own read.

/** The files asked for early, as earlyDownloads.ts keeps them. */
export interface EarlyFiles {
  /** Whether the entry file is still to be taken by the reader (which then asks for the rest). */
  untaken(): boolean;
  keep(url: string, response: Promise<Response>): void;
}

/**
 * Once the entry file is in, and while the reader has not taken it: the index language's
 * stemmer asked for (from the site's own stemmer folder, as the reader loads it) and the page
 * list. Never both the reader and this ask for the list: the reader asks after taking the entry.
 */
export async function afterEntry(
  bundleUrl: string,
  entry: Promise<Response>,
  early: EarlyFiles,
): Promise<void> {
  const response = await entry;
  if (!early.untaken() || !response.ok) return;
  const {metaHash, language} = parseEntry(await response.clone().json());
  loadStemmer(stemmerFolderOf(bundleUrl), language).catch(() => {}); // (asked again by the query)
  if (!early.untaken()) return;
  const listUrl = `${bundleUrl}${pageListPath(metaHash)}`;
  const list = fetchWithTimeout()(listUrl);
  list.catch(() => {});
  early.keep(listUrl, list);
}
