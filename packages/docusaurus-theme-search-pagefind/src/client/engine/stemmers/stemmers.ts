import {languageOf, type StemmerName, UNSTEMMED_LETTERS} from '../../../shared/languages';
import {stemmerFile} from '../../../shared/stemmerFiles';
import {NETWORK_TIMEOUT_MS, withTimeout} from '../timeout';

// The Snowball stemmer of an index's language (shared/languages.ts), fetched the
// first time a query in that language needs it, so that a query no stemmer changes (Chinese,
// Japanese, Korean, Thai characters) fetches none. The stemmers are no chunks of the site's
// bundler: the build writes the ones a locale needs beside its Pagefind bundle
// (server/stemmerFiles.ts), and they are imported from there as native ES modules. So no
// page's webpack runtime maps them, and a site can be asked for more languages' stemmers
// without any page growing. Code comes only from the site's own folder and origin, whatever
// bundle is searched: a stemmer is code, an index is data.

type Stem = (word: string) => string;

interface SnowballStemmer {
  stemWord(word: string): string;
}

const stemmers = new Map<StemmerName, Stem>();
const loading = new Map<StemmerName, Promise<void>>();
/** Failed loads per stemmer: the next attempt asks for a URL of its own (see stemmerUrl). */
const failures = new Map<StemmerName, number>();

/** Letters that no Snowball stemmer changes (shared/languages.ts, each language's scripts). */
const UNSTEMMED = new RegExp(`[${UNSTEMMED_LETTERS}]`, 'u');
const LETTER = /\p{L}/gu;

/** Whether the language is stemmed and the query has a letter its stemmer could change. */
export function needsStemmer(language: string, query: string): boolean {
  if (!languageOf(language).stemmer) return false;
  for (const [letter] of query.matchAll(LETTER)) if (!UNSTEMMED.test(letter)) return true;
  return false;
}

/**
 * Stems kept per stemmer: each keystroke stems the query's words and the words of the records
 * it reads, mostly the same as the keystroke before (resultOrder/plausibleMatch.ts, tiers.ts),
 * so a word is stemmed once, not once per keystroke. Dropped all at once when full.
 */
export const STEMS_KEPT = 8192;

/** The stem function of a stemmer module (it exports one class, stemWord per call). */
function stemOf(module: Record<string, unknown>): Stem {
  const Stemmer = Object.values(module).find((value) => typeof value === 'function') as
    (new () => SnowballStemmer) | undefined;
  if (!Stemmer) throw new Error('The stemmer module has no stemmer.');
  const stemmer = new Stemmer();
  const stems = new Map<string, string>();
  return (word) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = stemmer.stemWord(word);
      if (stems.size >= STEMS_KEPT) stems.clear();
      stems.set(word, stem);
    }
    return stem;
  };
}

/**
 * The URL of a stemmer in `folder`, on the page's own origin only. A browser keeps a module
 * whose load failed (or still hangs) under its URL, so an attempt after a failure asks for
 * another one.
 */
function stemmerUrl(folder: string, name: StemmerName): URL {
  const page = (globalThis as {location?: Location}).location?.href;
  const url = new URL(stemmerFile(name), new URL(folder, page));
  if (page && url.origin !== new URL(page).origin)
    throw new Error(`Stemmers are loaded from the site's own origin, not ${url.origin}.`);
  const failed = failures.get(name);
  if (failed) url.searchParams.set('attempt', String(failed + 1));
  return url;
}

/**
 * Fetches the language's stemmer from `folder` (the site's own stemmer folder, a URL ending in
 * "/": `<the site's bundle>/stemmers/`), once; again after a failure, which a load not done in
 * NETWORK_TIMEOUT_MS is. stemmerFor stems from then on.
 */
export function loadStemmer(folder: string, language: string): Promise<void> {
  const name = languageOf(language).stemmer;
  if (!name) return Promise.resolve();
  let load = loading.get(name);
  if (!load) {
    const importing = (async () => {
      const url = stemmerUrl(folder, name).href;
      return stemOf(await import(/* webpackIgnore: true */ /* @vite-ignore */ url));
    })();
    load = withTimeout(importing, NETWORK_TIMEOUT_MS, `The ${name} stemmer`).then(
      (stem) => {
        stemmers.set(name, stem);
      },
      (error: unknown) => {
        loading.delete(name);
        failures.set(name, (failures.get(name) ?? 0) + 1);
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
