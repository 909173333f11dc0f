import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {languageOf, type StemmerName} from '../shared/languages.js';
import {STEMMERS_DIR, stemmerFile} from '../shared/stemmerFiles.js';

// The Snowball stemmers a locale's bundle holds. The browser imports the
// stemmer of the index's language from the site's own bundle folder
// (client/engine/stemmers/stemmers.ts), not from the site's bundler: a chunk per stemmer would
// be mapped in every page's webpack runtime. A locale's pages and index are all in its
// language, and the adapter checks what a query with Latin letters matched with the English
// stemmer on every site (client/algoliaAdapter/searchClient.ts), so a locale's bundle gets its
// language's stemmer (none for Chinese, Japanese, Korean: nothing to stem) and the English one.
// A build asked for more languages writes theirs too; no page grows for it.

/**
 * The package's stemmers as the browser imports them: one self-contained, minified ES module
 * each, written by the package's build (scripts/build.mjs) from client/engine/stemmers/snowball.
 */
export const PACKAGE_STEMMERS = fileURLToPath(new URL('../../stemmers/', import.meta.url));

/** The stemmers a build for pages in these languages needs (theirs and English), once each, sorted. */
export function stemmersOf(languages: readonly string[]): StemmerName[] {
  const names = [...languages, 'en'].flatMap((language) => languageOf(language).stemmer ?? []);
  return [...new Set(names)].sort();
}

/** Writes the stemmers into `<bundleDir>/stemmers/`, where the browser imports them from. */
export async function writeStemmers(
  bundleDir: string,
  names: readonly StemmerName[],
  from: string = PACKAGE_STEMMERS,
): Promise<void> {
  const dir = path.join(bundleDir, STEMMERS_DIR);
  await mkdir(dir, {recursive: true});
  await Promise.all(
    names.map((name) =>
      copyFile(path.join(from, stemmerFile(name)), path.join(dir, stemmerFile(name))),
    ),
  );
}

/**
 * The package's file of the stemmer at `file` in a bundle's stemmer folder ("english-stemmer.js"),
 * if it is one of `names` (what the dev server serves there); null otherwise.
 */
export function stemmerSource(
  file: string,
  names: readonly StemmerName[],
  from: string = PACKAGE_STEMMERS,
): string | null {
  const name = names.find((candidate) => stemmerFile(candidate) === file);
  return name ? path.join(from, stemmerFile(name)) : null;
}
