import {NETWORK_TIMEOUT_MS} from '../engine/networkTimeout';
import type {EarlyFiles} from '../engine/types';
import {savingData} from './dataSaver';

// What a first query waits for before anything else, asked for as soon as search is about to be
// used, beside the search code rather than after it: the bundle reader's code, the bundle's
// entry file and, once the entry is in, the page list and the stemmer it names, and the index
// chunks of what has been typed meanwhile (entryNamedFiles.ts, a small chunk asked for with the
// entry; the text comes through typedEarly). The modal asks when its own
// code is asked for (hover, focus, touch, shortcut: SearchBar/DocSearchBar.tsx), the search page
// when its input gets the focus (hooks/searchPageClient.ts). On a phone's network the first
// result comes about two round trips sooner (bench:search, its phone pass). The reader takes
// these responses (readerLoader.ts); a failed or stalled one fails its read (the time limit
// counts from when it was asked for) and the next query asks again. A response that fails
// before it is taken is forgotten, and a bundle whose entry failed is asked for again: a search
// asked offline must not hand its failures to the search that runs once back online. Not under
// data saver, nor under the dev server, whose bundle changes as sources are saved
// (devServer.ts).

/** The entry file of a bundle folder. */
export const entryUrlOf = (bundleUrl: string) => `${bundleUrl}pagefind-entry.json`;

/**
 * How the entry file is asked for: checked with its host each time (a 304 when unchanged). The
 * entry names the build's other files, whose names change with each build: an entry a browser
 * kept from before a deploy (a host's max-age, or a browser's own guess from Last-Modified)
 * names files the deploy removed, and every search fails until it expires. (pagefind.js asks
 * for it under a new URL each time, for the same reason.)
 */
export const ENTRY_REQUEST: RequestInit = {cache: 'no-cache'};

/** Files asked for early and not yet taken, by URL. */
const early = new Map<string, Promise<Response>>();
/** Bundles asked for early in this page's life (once each). */
const asked = new Set<string>();
/** A failure is told by the read that takes the file, or by the query that asks again. */
const ignore = () => {};

/** Keeps a file asked for early until it is taken; if it fails first, forgets it. */
function keep(url: string, response: Promise<Response>, onFailure = ignore): void {
  early.set(url, response);
  response.catch(() => {
    if (early.get(url) !== response) return; // taken: its reader tells the failure
    early.delete(url);
    onFailure();
  });
}

/** What has been typed into search while its code is on its way, and who wants to know. */
let typedText = '';
const typedListeners = new Set<() => void>();

/**
 * Tells what has been typed into search while its code is on its way (the modal's placeholder):
 * once the entry file is in, that text's index chunks are asked for (earlyQueryChunks.ts).
 */
export function typedEarly(text: string): void {
  typedText = text;
  for (const listener of typedListeners) listener();
}

/** Asks for the reader's code and what the bundle's entry names first, once per bundle and page. */
export function downloadEarly(bundleUrl: string): void {
  if (process.env.NODE_ENV === 'development' || savingData() || asked.has(bundleUrl)) return;
  asked.add(bundleUrl);
  // One chunk name wherever the reader is imported: else the bundler makes one chunk per place,
  // and a page that imports it from two downloads it twice.
  void import(/* webpackChunkName: "search-pagefind-reader" */ '../engine/reader').catch(ignore);
  const named = import(/* webpackChunkName: "search-pagefind-early" */ './entryNamedFiles');
  const entryUrl = entryUrlOf(bundleUrl);
  // (AbortSignal.timeout is missing from browsers before 2022: no time limit there.)
  const entry = fetch(entryUrl, {
    ...ENTRY_REQUEST,
    signal: AbortSignal.timeout?.(NETWORK_TIMEOUT_MS),
  });
  keep(entryUrl, entry, () => asked.delete(bundleUrl));
  const files: EarlyFiles = {
    untaken: () => early.get(entryUrl) === entry,
    keep,
    typed: () => typedText,
    onTyped: (listener) => {
      typedListeners.add(listener);
      return () => typedListeners.delete(listener);
    },
  };
  named.then(({afterEntry}) => afterEntry(bundleUrl, entry, files)).catch(ignore);
}

/** A file's response asked for early, once; undefined when none was. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
