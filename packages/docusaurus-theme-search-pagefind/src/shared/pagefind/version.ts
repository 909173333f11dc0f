// Which Pagefind release the bundle format mirrors, Pagefind 1.6.0 (the one whose bundles the
// reader reads and the indexer must write), and the errors for a bundle of any other.
//
// This folder is the one place in this project that mirrors Pagefind's files, one file each:
// entry.ts, bundleFile.ts (a file's bytes), limits.ts, fileHash.ts (how files name files),
// meta.ts, chunkBounds.ts, chunks.ts, postings.ts, filter.ts, fragment.ts. The browser's reader
// (client/engine/reader.ts) reads bundles through it, and the indexer (server/indexer.ts)
// checks with it that the bundle it just wrote is one the reader knows. Upgrading Pagefind: see
// "Upgrading Pagefind" in CONTRIBUTING.md.
//
// Upstream, github.com/Pagefind/pagefind at the tag v1.6.0 (writer, then reader); each file
// names the upstream files it mirrors. The fragment group (new in 1.6.0, see meta.ts) is as
// the bundles the 1.6.0 binary writes and its pagefind.js read it; the tests check these
// modules against both.
// Bundles of any other version are refused (PagefindVersionError); nothing here reads 1.5.

/** The Pagefind release whose bundles this module reads (and the indexer must write). */
export const PAGEFIND_VERSION = '1.6.0';

/** A bundle written by a Pagefind release this module does not read. */
export class PagefindVersionError extends Error {
  constructor(
    readonly found: string,
    advice: string,
  ) {
    super(
      `The search index was written by Pagefind ${found || '(no version)'}, but the search reader reads Pagefind ${PAGEFIND_VERSION} bundles only. ${advice}`,
    );
    this.name = 'PagefindVersionError';
  }
}

/** What the indexer says when the installed Pagefind writes another version. */
export const BUILD_ADVICE =
  `Reinstall docusaurus-theme-search-pagefind so that it has pagefind ${PAGEFIND_VERSION} ("npm ci"), ` +
  'or teach the theme\'s src/shared/pagefind/ the new format (its CONTRIBUTING.md, "Upgrading Pagefind").';

/**
 * What the browser's console says (the visitor reads the modal's or search page's help text,
 * theme/SearchBar/outdatedIndexText.ts): a cache holds an index of another build, or the site
 * was built with another Pagefind.
 */
export const BROWSER_ADVICE =
  'A cache may still hold an earlier build of the site; otherwise the site must be rebuilt with this theme and redeployed.';
