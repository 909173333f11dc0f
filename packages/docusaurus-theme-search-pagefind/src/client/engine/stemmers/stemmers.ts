import {languageOf, type StemmerName} from '../../../shared/languages';

// Browser code: the Snowball stemmer of an index's language (shared/languages.ts), fetched the
// first time a query in that language needs it. Each stemmer is its own chunk (their bytes:
// `npm run bench:stemmers`), so a site downloads only its own languages' stemmers, and a
// query no stemmer changes (Chinese, Japanese, Korean, Thai characters) none. A locale's
// build bundles its language's stemmer and the English one only (server/stemmerChunks.ts).

type Stem = (word: string) => string;

interface SnowballStemmer {
  stemWord(word: string): string;
}

const stemmers = new Map<StemmerName, Stem>();
const loading = new Map<StemmerName, Promise<void>>();

/** Letters that no Snowball stemmer changes: Chinese, Japanese, Korean and Thai. */
const UNSTEMMED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const LETTER = /\p{L}/gu;

/** Whether the language is stemmed and the query has a letter its stemmer could change. */
export function needsStemmer(language: string, query: string): boolean {
  if (!languageOf(language).stemmer) return false;
  for (const [letter] of query.matchAll(LETTER)) if (!UNSTEMMED.test(letter)) return true;
  return false;
}

/** The stem function of a generated Snowball module (one class, stemWord per call). */
function stemOf(module: Record<string, unknown>): Stem {
  const Stemmer = Object.values(module).find((value) => typeof value === 'function') as
    (new () => SnowballStemmer) | undefined;
  if (!Stemmer) throw new Error('The stemmer module has no stemmer.');
  const stemmer = new Stemmer();
  return (word) => stemmer.stemWord(word);
}

/** Fetches the language's stemmer, once (again after a failure); stemmerFor stems from then on. */
export function loadStemmer(language: string): Promise<void> {
  const name = languageOf(language).stemmer;
  if (!name) return Promise.resolve();
  let load = loading.get(name);
  if (!load) {
    load = import(/* webpackChunkName: "stemmer-[request]" */ `./snowball/${name}-stemmer.js`).then(
      (module: Record<string, unknown>) => {
        stemmers.set(name, stemOf(module));
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, load);
  }
  return load;
}

const unstemmed: Stem = (word) => word;

/**
 * The index's stemmer for the language once loadStemmer has resolved (until then, or for a
 * language Pagefind does not stem, the word itself).
 */
export function stemmerFor(language: string): Stem {
  const name = languageOf(language).stemmer;
  return (name && stemmers.get(name)) || unstemmed;
}

/** Whether `stem` is a language's stemmer (the index then holds words by their stems). */
export function isStemmer(stem: Stem): boolean {
  return stem !== unstemmed;
}
