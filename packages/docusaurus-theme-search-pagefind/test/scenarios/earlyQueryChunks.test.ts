import {beforeAll, describe, expect, it} from 'vitest';
import {bundles, useReaderSite} from '../support/readerSite';
import {benchQueries} from '../../bench/queries';
import type {Locale} from '../../bench/generate';
import {createPagefindReader} from '../../src/client/engine/reader';
import {SNOWBALL_FOLDER} from '../../src/client/engine/stemmers/snowballFolder';
import {loadStemmer, stemmerFor} from '../../src/client/engine/stemmers/stemmers';
import {listedChunks} from '../../src/shared/entryChunks';
import {parseEntry} from '../../src/shared/pagefind/entry';
import {
  EARLY_QUERY_CHUNKS,
  earlyQueryChunks,
  type EarlyEntry,
} from '../../src/client/algoliaAdapter/earlyQueryChunks';

// What a text typed before the reader's code is here asks for (entryNamedFiles.ts), against
// what the reader itself reads for it, on the generated site's real bundles.

useReaderSite();

/** The entry's chunk list and language, read as the early chunk reads them. */
async function entryOf(locale: Locale) {
  const json: unknown = await (await fetch(`${bundles[locale]}pagefind-entry.json`)).json();
  const {metaHash, language, includeCharacters} = parseEntry(json);
  const entry: EarlyEntry = {language, includeCharacters};
  return {chunks: listedChunks(json, metaHash)!, entry};
}

/** The chunks the reader reads for `query` (by hash), and how many pages it finds. */
async function readerChunks(locale: Locale, query: string) {
  const asked: string[] = [];
  const reader = createPagefindReader({
    stemmerFolder: SNOWBALL_FOLDER,
    bundleUrl: bundles[locale],
    fetch: ((url: string) => {
      const chunk = /index\/([^/]+)\.pf_index$/.exec(url);
      if (chunk) asked.push(chunk[1]);
      return fetch(url);
    }) as typeof fetch,
  });
  const answer = await reader.search(query);
  return {asked, found: answer?.results.length ?? 0};
}

describe('the index chunks of a text typed early', () => {
  beforeAll(() => loadStemmer(SNOWBALL_FOLDER, 'en'));

  for (const locale of ['en', 'zh'] as const)
    it(`${locale}: are chunks the reader reads for it, all those of its first round`, async () => {
      const {chunks, entry} = await entryOf(locale);
      expect(chunks.length).toBeGreaterThan(1);
      const stem = locale === 'en' ? stemmerFor('en') : null;
      for (const query of benchQueries[locale]) {
        const early = earlyQueryChunks(chunks, query, entry, stem);
        const {asked, found} = await readerChunks(locale, query);
        expect(found, query).toBeGreaterThan(0);
        expect(early.length, query).toBeGreaterThan(0);
        expect(asked, query).toEqual(expect.arrayContaining(early));
        // The reader's first round is asked for at once, before any chunk is in: its first
        // requests.
        expect(new Set(asked.slice(0, early.length)), query).toEqual(new Set(early));
      }
    });

  it('en: before the stemmer is in, the chunks of the stems a word may have', async () => {
    const {chunks, entry} = await entryOf('en');
    for (const query of ['cache', 'caching', 'rendering', 'connection pool']) {
      const withStem = earlyQueryChunks(chunks, query, entry, stemmerFor('en'));
      const before = earlyQueryChunks(chunks, query, entry, null);
      expect(before, query).toEqual(expect.arrayContaining(withStem));
      const {asked} = await readerChunks('en', query);
      expect(asked, query).toEqual(expect.arrayContaining(before));
    }
    // A "quoted" search reads whole stems: none before the stemmer is in.
    expect(earlyQueryChunks(chunks, '"cache"', entry, null)).toEqual([]);
    expect(earlyQueryChunks(chunks, '"cache"', entry, stemmerFor('en')).length).toBe(1);
  });

  it("en: a word's stem read in a chunk of its own", () => {
    // "cach" and "polici" (the stems of "cache" and "policy") end the chunks before those of
    // the words typed.
    const chunks = [
      {from: 'a', to: 'cach', hash: 'en_00000001'},
      {from: 'cache', to: 'o', hash: 'en_00000002'},
      {from: 'p', to: 'polici', hash: 'en_00000003'},
      {from: 'policy', to: 'z', hash: 'en_00000004'},
    ];
    const entry = {language: 'en', includeCharacters: []};
    for (const stem of [stemmerFor('en'), null]) {
      expect(earlyQueryChunks(chunks, 'cache', entry, stem).sort()).toEqual([
        'en_00000001',
        'en_00000002',
      ]);
      expect(earlyQueryChunks(chunks, 'policy', entry, stem).sort()).toEqual([
        'en_00000003',
        'en_00000004',
      ]);
    }
  });

  it('asks for none for a word still being typed, whose chunks are many', () => {
    // Fifty chunks of words starting with "a".
    const chunks = Array.from({length: 50}, (_, i) => {
      const word = `a${String.fromCharCode(98 + Math.floor(i / 2))}${i % 2 ? 'n' : 'b'}`;
      return {from: word, to: `${word}z`, hash: `en_${String(i).padStart(8, '0')}`};
    });
    const entry = {language: 'en', includeCharacters: []};
    expect(earlyQueryChunks(chunks, 'a', entry, null)).toEqual([]);
    expect(earlyQueryChunks(chunks, 'abn', entry, null)).toEqual(['en_00000001']);
    expect(earlyQueryChunks(chunks, 'ab', entry, null).length).toBeLessThanOrEqual(
      EARLY_QUERY_CHUNKS,
    );
  });

  it('takes any text without failing: markup, patterns, invisible characters, half an emoji', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const {chunks, entry} = await entryOf(locale);
      for (const text of [
        '<img src=x onerror=alert(1)>',
        '.*(a+)+$',
        '\u200b\u2060\ufeff',
        '\ud83d',
        '',
        '   ',
        '"',
      ])
        expect(Array.isArray(earlyQueryChunks(chunks, text, entry, null)), text).toBe(true);
    }
  });
});
