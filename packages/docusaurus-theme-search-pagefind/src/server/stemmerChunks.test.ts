import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {STEMMERS_FOLDER, stemmerModules, stemmersOf} from './stemmerChunks';

// Which stemmer modules a locale's bundle keeps: the bundler matches these against the real
// folder's file names, as the computed import in client/engine/stemmers/stemmers.ts requests them.

const folder = fileURLToPath(new URL('../client/engine/stemmers/snowball', import.meta.url));
const requests = readdirSync(folder)
  .filter((file) => file.endsWith('-stemmer.js'))
  .map((file) => `./${file}`);

describe('the stemmers a locale bundles', () => {
  it('names the stemmer folder as the bundler sees it', () => {
    expect(STEMMERS_FOLDER.test(folder)).toBe(true);
    expect(STEMMERS_FOLDER.test(`${folder}/extra`)).toBe(false);
  });

  it('keeps its language’s stemmer, whatever the locale’s region or script, and the English one', () => {
    expect(stemmersOf(['de', 'de-DE'])).toEqual(['english', 'german']);
    expect(requests.filter((r) => stemmerModules(stemmersOf(['pt-BR'])).test(r))).toEqual([
      './english-stemmer.js',
      './portuguese-stemmer.js',
    ]);
  });

  it('keeps the English one alone for a language Pagefind does not stem', () => {
    for (const locale of ['zh-Hans', 'ja', 'ko', 'zh-Hant', 'en'])
      expect(requests.filter((r) => stemmerModules(stemmersOf([locale])).test(r))).toEqual([
        './english-stemmer.js',
      ]);
  });

  it('would keep none for no stemmer at all', () => {
    expect(requests.filter((r) => stemmerModules([]).test(r))).toEqual([]);
  });

  it('keeps each stemmer of several languages, and nothing else (base-stemmer.js is imported by them)', () => {
    const kept = stemmerModules(stemmersOf(['en', 'ar', 'es']));
    expect(requests.filter((r) => kept.test(r))).toEqual([
      './arabic-stemmer.js',
      './english-stemmer.js',
      './spanish-stemmer.js',
    ]);
    expect(kept.test('./base-stemmer.js')).toBe(false);
  });
});
