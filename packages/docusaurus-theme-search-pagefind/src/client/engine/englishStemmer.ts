// Browser code: Porter2, the Snowball English stemmer Pagefind indexes English with, fetched
// when a query first holds a Latin letter. A Chinese query never stems a word, and the stemmer
// is about 2 KB (gzip) of the code a first search downloads.

type Stem = (word: string) => string;

let stemmer: Stem | null = null;
let loading: Promise<void> | null = null;

const LATIN = /\p{Script=Latin}/u;

/** Whether a query has a word the stemmer could change (a Latin letter, full-width ones too). */
export function needsEnglishStemmer(query: string): boolean {
  return LATIN.test(query);
}

/**
 * The stem function of the porter2 module as a bundler hands it over. porter2 is CommonJS:
 * webpack, Rspack and Node give its exports as named exports, esbuild only as `default`.
 */
export function stemOf(module: unknown): Stem {
  const exports = module as {stem?: unknown; default?: {stem?: unknown}} | null;
  const stem = exports?.stem ?? exports?.default?.stem;
  if (typeof stem !== 'function') throw new Error('The English stemmer (porter2) has no stem().');
  return stem as Stem;
}

/** Fetches the stemmer, once (again after a failure); englishStem stems from then on. */
export function loadEnglishStemmer(): Promise<void> {
  loading ??= import(/* webpackChunkName: "english-stemmer" */ 'porter2').then(
    (module) => {
      stemmer = stemOf(module);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The word's Porter2 stem once loadEnglishStemmer has resolved; until then the word itself. */
export function englishStem(word: string): string {
  return stemmer ? stemmer(word) : word;
}
