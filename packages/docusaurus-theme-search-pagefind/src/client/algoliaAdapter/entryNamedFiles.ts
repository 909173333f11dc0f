import {entrySummaries, listedChunks} from '../../shared/entryChunks';
import type {Chunk} from '../../shared/pagefind/chunkBounds';
import {parseEntry} from '../../shared/pagefind/entry';
import {languageOf, SEGMENTER_LANGUAGE, warmUpSampleOf} from '../../shared/languages';
import {chunkSummaryPath, pageListPath} from '../../shared/pageFilePaths';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import {isStemmer, loadStemmer, stemmerFor} from '../engine/stemmers/stemmers';
import {normalizeQuery} from '../engine/queryNormalization';
import {readsSummaries} from '../engine/summaryQueries';
import {fetchWithTimeout} from '../engine/timeout';
import type {EarlyFiles} from '../engine/types';
import {EARLY_QUERY_CHUNKS, earlyQueryChunks, type EarlyEntry} from './earlyQueryChunks';

// For the files asked for early (earlyDownloads.ts): what the entry file names that a first
// query reads next, the page list and the index language's stemmer (none for Chinese), asked
// for as soon as the entry is in, while the reader's code may still be on its way (on a
// phone's network that code takes about two round trips' time). A chunk of its own, asked for
// with the entry: in the page's own code it would add to every page. (The stemmers' loader is
// also in the reader's chunk: the bundler runs one copy of a module, whichever chunk brought
// it, so a stemmer asked for here is not asked again.) An entry of another Pagefind version
// names nothing: the reader tells that on its own read.

/**
 * On a page in a language whose words the segmenter cuts (Chinese, Japanese, Thai), loads the
 * browser's word segmentation and its dictionary, in a task of its own: the first
 * Intl.Segmenter of words in a page takes tens of milliseconds (any later one shares what it
 * loaded), and a query in that language is cut into words before it can ask for its index
 * chunks, as the search code has just come; here the main thread is idle, waiting for that
 * code. (In another language nothing waits for it: it is not taken from the modal's work.)
 */
function loadWordSegmentation(language: string): void {
  if (!languageOf(language).segmented) return;
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return;
  setTimeout(() => {
    Array.from(
      new Intl.Segmenter(SEGMENTER_LANGUAGE, {granularity: 'word'}).segment(
        warmUpSampleOf(language),
      ),
    );
  }, 0);
}

/**
 * Once the entry file is in, and while the reader has not taken it (else the reader asks for
 * what it names itself, after its own read of the entry): the stemmer and the page list asked
 * for, the list kept for the reader. The page language's stemmer, and where its words are
 * cut by the segmenter the browser's word segmentation, are loaded meanwhile.
 */
export async function afterEntry(
  bundleUrl: string,
  entry: Promise<Response>,
  early: EarlyFiles,
): Promise<void> {
  // The page is in its bundle's language (a site indexes each locale on its own, in the
  // language its pages' <html lang> says): that language's stemmer is asked for now, not once
  // the entry has named it, a round trip later. The entry's language is asked for below: the
  // same stemmer is not asked twice.
  const pageLanguage = document.documentElement.lang;
  if (pageLanguage) {
    loadStemmer(stemmerFolderOf(bundleUrl), pageLanguage).catch(() => {});
    loadWordSegmentation(pageLanguage);
  }
  const response = await entry;
  if (!early.untaken() || !response.ok) return;
  const json: unknown = await response.clone().json();
  const {metaHash, language, includeCharacters} = parseEntry(json);
  if (!early.untaken()) return;
  // (A stemmer that fails to load is asked for again by the query.)
  const stemming = loadStemmer(stemmerFolderOf(bundleUrl), language);
  stemming.catch(() => {});
  const listUrl = `${bundleUrl}${pageListPath(metaHash)}`;
  const list = fetchWithTimeout()(listUrl);
  list.catch(() => {});
  early.keep(listUrl, list);
  const chunks = listedChunks(json, metaHash);
  // (Where the build wrote the chunks' summaries, a query that reads them asks for those.)
  const summaryFolder = entrySummaries(json, metaHash) ? metaHash : null;
  if (chunks)
    askTypedChunks(
      bundleUrl,
      chunks,
      {language, includeCharacters},
      summaryFolder,
      stemming,
      early,
    );
}

/** The most index chunks asked for early in all, whatever the texts typed meanwhile. */
const EARLY_CHUNKS_IN_ALL = 2 * EARLY_QUERY_CHUNKS;

/**
 * Until the reader has taken the entry: the index chunks of what has been typed into search,
 * asked for now, again each time the text changes and once the stemmer is in (a word's stem
 * may read a chunk its prefixes did not); each chunk once, the responses kept for the reader.
 */
function askTypedChunks(
  bundleUrl: string,
  chunks: Chunk[],
  entry: EarlyEntry,
  summaryFolder: string | null,
  stemming: Promise<void>,
  early: EarlyFiles,
): void {
  const asked = new Set<string>();
  const askNow = () => {
    const stem = stemmerFor(entry.language);
    const typed = early.typed();
    const hashes = earlyQueryChunks(chunks, typed, entry, isStemmer(stem) ? stem : null);
    const summaries =
      summaryFolder !== null &&
      readsSummaries(
        entry.language,
        normalizeQuery(typed, entry.language, entry.includeCharacters),
      );
    const paths = hashes.map((hash) =>
      summaries ? chunkSummaryPath(summaryFolder, hash) : `index/${hash}.pf_index`,
    );
    const unasked = paths.filter((path) => !asked.has(path));
    if (asked.size + unasked.length > EARLY_CHUNKS_IN_ALL) return;
    const fetchFile = fetchWithTimeout();
    for (const path of unasked) {
      asked.add(path);
      const url = `${bundleUrl}${path}`;
      const response = fetchFile(url);
      response.catch(() => {});
      early.keep(url, response);
    }
  };
  // Called as the visitor types: whatever the text, it never fails the typing (it only ever
  // saves the query a request).
  const ask = () => {
    if (!early.untaken()) stop();
    else
      try {
        askNow();
      } catch {
        // (the query asks for its chunks itself)
      }
  };
  const stop = early.onTyped(ask);
  ask();
  stemming.then(ask, () => {});
}
