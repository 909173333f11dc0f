import {languageOf, type StemmerName} from '../shared/languages.js';

// Build-time (Node): which Snowball stemmers a locale's bundle holds. The browser loads the
// stemmer of its index's language by a computed path (client/engine/stemmers/stemmers.ts), so
// left alone the bundler would compile a chunk of each of the 31 stemmers (820 KB of
// JavaScript) into every locale's build. A locale's pages and index are all in its language,
// and the adapter checks what a query with Latin letters matched with the English stemmer on
// every site (client/algoliaAdapter/searchClient.ts), so a locale's build keeps its language's
// stemmer (none for Chinese, Japanese, Korean: nothing to stem) and the English one; the
// bundler's ContextReplacementPlugin narrows the computed import to them.

/** The folder of the stemmer modules, as the bundler sees the computed import's context. */
export const STEMMERS_FOLDER = /[\\/]client[\\/]engine[\\/]stemmers[\\/]snowball$/;

/** The stemmers a build for pages in these languages needs (theirs and English), once each, sorted. */
export function stemmersOf(languages: readonly string[]): StemmerName[] {
  const names = [...languages, 'en'].flatMap((language) => languageOf(language).stemmer ?? []);
  return [...new Set(names)].sort();
}

/** The modules of those stemmers, as the context's requests name them ("./german-stemmer.js"). */
export function stemmerModules(names: readonly StemmerName[]): RegExp {
  return names.length > 0 ? new RegExp(`^\\./(?:${names.join('|')})-stemmer\\.js$`) : /(?!)/;
}
