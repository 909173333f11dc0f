import {parseEntry} from '../../shared/pagefind/entry';
import {SEGMENTER_LANGUAGE, SEGMENTER_SAMPLE} from '../../shared/languages';
import {pageListPath} from '../../shared/pageFilePaths';
import {stemmerFolderOf} from '../../shared/stemmerFiles';
import {loadStemmer} from '../engine/stemmers/stemmers';
import {fetchWithTimeout} from '../engine/timeout';
import type {EarlyFiles} from '../engine/types';

// For the files asked for early (earlyDownloads.ts): what the entry file names that a first
// query reads next, the page list and the index language's stemmer (none for Chinese), asked
// for as soon as the entry is in, while the reader's code may still be on its way (on a
// phone's network that code takes about two round trips' time). A chunk of its own, asked for
// with the entry: in the page's own code it would add to every page. (The stemmers' loader is
// also in the reader's chunk: the bundler runs one copy of a module, whichever chunk brought
// it, so a stemmer asked for here is not asked again.) An entry of another Pagefind version
// names nothing: the reader tells that on its own read.

/**
 * Loads the browser's word segmentation (its rules and the dictionary that cuts Chinese and
 * Japanese), in a task of its own: the first Intl.Segmenter of words in a page takes tens of
 * milliseconds, whatever its language, and every later one shares what it loaded. The
 * highlights' segmenter (engine/wordSegments.ts) and a Chinese query's would otherwise pay it
 * when the search code has come, just before the query can ask for its index chunks; here the
 * main thread is idle, waiting for that code.
 */
function loadWordSegmentation(): void {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return;
  setTimeout(() => {
    Array.from(
      new Intl.Segmenter(SEGMENTER_LANGUAGE, {granularity: 'word'}).segment(SEGMENTER_SAMPLE),
    );
  }, 0);
}

/**
 * Once the entry file is in, and while the reader has not taken it (else the reader asks for
 * what it names itself, after its own read of the entry): the stemmer and the page list asked
 * for, the list kept for the reader. The page language's stemmer and the browser's word
 * segmentation are loaded meanwhile.
 */
export async function afterEntry(
  bundleUrl: string,
  entry: Promise<Response>,
  early: EarlyFiles,
): Promise<void> {
  loadWordSegmentation();
  // The page is in its bundle's language (a site indexes each locale on its own, in the
  // language its pages' <html lang> says): that language's stemmer is asked for now, not once
  // the entry has named it, a round trip later. The entry's language is asked for below: the
  // same stemmer is not asked twice.
  const pageLanguage = document.documentElement.lang;
  if (pageLanguage) loadStemmer(stemmerFolderOf(bundleUrl), pageLanguage).catch(() => {});
  const response = await entry;
  if (!early.untaken() || !response.ok) return;
  const {metaHash, language} = parseEntry(await response.clone().json());
  if (!early.untaken()) return;
  // (A stemmer that fails to load is asked for again by the query.)
  loadStemmer(stemmerFolderOf(bundleUrl), language).catch(() => {});
  const listUrl = `${bundleUrl}${pageListPath(metaHash)}`;
  const list = fetchWithTimeout()(listUrl);
  list.catch(() => {});
  early.keep(listUrl, list);
}
