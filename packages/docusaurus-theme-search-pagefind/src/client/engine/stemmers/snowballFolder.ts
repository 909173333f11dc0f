// Node only (tests, benchmarks): the package's stemmer sources as the folder loadStemmer
// imports from. A site's pages import them from the site's own bundle folder instead
// (stemmers.ts); both name each stemmer's file alike (shared/stemmerFiles.ts).

/** The folder of the generated Snowball modules, as a file URL ending in "/". */
export const SNOWBALL_FOLDER = new URL('./snowball/', import.meta.url).href;
