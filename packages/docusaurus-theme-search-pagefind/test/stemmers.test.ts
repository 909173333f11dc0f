import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {normalizeQuery} from '../src/client/engine/queryNormalization';
import {loadStemmer, stemmerFor} from '../src/client/engine/stemmers/stemmers';
import {LANGUAGES} from '../src/shared/languages';
import {pagefindStems} from './pagefindStems';

// Every language Pagefind stems is stemmed the same way by the browser's reader: the words of
// a list from real text (src/client/engine/stemmers/__fixtures__/words, its README says from
// where), indexed by the installed Pagefind and read back, against the words as the reader
// turns a query into terms (normalizeQuery, then the language's stemmer). An upgrade of
// Pagefind or of a stemmer that changes one stem fails here, not in a reader's search. The
// stemmers are the files the browser imports (lib/stemmers, written by `npm run build`).

/** The package's stemmer files, as the folder the reader imports them from. */
const STEMMERS = new URL('../lib/stemmers/', import.meta.url).href;

const words = path.resolve(import.meta.dirname, '../src/client/engine/stemmers/__fixtures__/words');
/** The word list of a language: its own, or (Norwegian Bokmål and Nynorsk) its macrolanguage's. */
const listOf = (code: string) =>
  readFileSync(path.join(words, `${code === 'nb' || code === 'nn' ? 'no' : code}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);

const stemmed = Object.entries(LANGUAGES).filter(([, language]) => language.stemmer);

describe('the reader stems as Pagefind indexes', () => {
  it.each(stemmed)('%s: every word of the list', async (code) => {
    const list = listOf(code);
    expect(list.length).toBeGreaterThanOrEqual(2500);
    await loadStemmer(STEMMERS, code);
    const stem = stemmerFor(code);
    const expected = await pagefindStems(code, list);
    const differing = list
      .map((word, i) => ({
        word,
        pagefind: expected[i],
        reader: normalizeQuery(word, code).words.map(stem).join(' '),
      }))
      .filter(({pagefind, reader}) => pagefind !== reader);
    expect(differing).toEqual([]);
    // The list exercises the stemmer: most languages change most words of real text.
    expect(expected.filter((s, i) => s !== list[i]).length).toBeGreaterThan(list.length / 10);
  });
});
