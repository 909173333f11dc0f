import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {isStemmer, loadStemmer, needsStemmer, STEMS_KEPT, stemmerFor} from './stemmers';
import {SNOWBALL_FOLDER} from './snowballFolder';

describe("the index's stemmer, loaded on first need", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is needed by a query with a letter it could change, in a language Pagefind stems', () => {
    expect(needsStemmer('en', '缓存')).toBe(false);
    expect(needsStemmer('en', '中文分词 123')).toBe(false);
    expect(needsStemmer('en', 'キャッシュ 캐시 แคช')).toBe(false);
    expect(needsStemmer('en', '缓存 cache')).toBe(true);
    expect(needsStemmer('en-GB', 'ｃａｃｈｅ')).toBe(true);
    expect(needsStemmer('ru', 'символы')).toBe(true);
    expect(needsStemmer('ar', 'البرنامج')).toBe(true);
    expect(needsStemmer('zh', 'cache')).toBe(false); // not stemmed by Pagefind
    expect(needsStemmer('ko', 'cache')).toBe(false);
  });

  it('leaves words as they are until it is loaded, then stems them as Pagefind does', async () => {
    expect(stemmerFor('it')('configurazione')).toBe('configurazione');
    expect(isStemmer(stemmerFor('it'))).toBe(false);
    const first = loadStemmer(SNOWBALL_FOLDER, 'it-CH');
    expect(loadStemmer(SNOWBALL_FOLDER, 'it')).toBe(first); // fetched once per stemmer
    await first;
    expect(stemmerFor('it')('configurazione')).toBe('configur');
    expect(isStemmer(stemmerFor('it'))).toBe(true);
    // Norwegian's three codes share one stemmer.
    await loadStemmer(SNOWBALL_FOLDER, 'nb');
    expect(stemmerFor('nn')).toBe(stemmerFor('no'));
    // A language Pagefind does not stem has none to load.
    await loadStemmer(SNOWBALL_FOLDER, 'vi');
    expect(isStemmer(stemmerFor('vi'))).toBe(false);
  });

  it('fails on a missing or broken file, and is asked for again next time', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'stemmers-'));
    const url = `${pathToFileURL(folder).href}/`;
    await expect(loadStemmer(url, 'da')).rejects.toThrow(); // no file
    writeFileSync(path.join(folder, 'danish-stemmer.js'), 'export const DanishStemmer = ;');
    await expect(loadStemmer(url, 'da')).rejects.toThrow(); // not JavaScript
    writeFileSync(path.join(folder, 'danish-stemmer.js'), 'export const notAStemmer = 1;');
    await expect(loadStemmer(url, 'da')).rejects.toThrow('The stemmer module has no stemmer.');
    expect(isStemmer(stemmerFor('da'))).toBe(false);
    await loadStemmer(SNOWBALL_FOLDER, 'da');
    expect(stemmerFor('da')('indstillingerne')).toBe('indstilling');
  });

  it('stems a word once, and stems every word right when it has kept its fill', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'stemmers-'));
    // A stemmer that counts its calls and drops a word's last letter.
    writeFileSync(
      path.join(folder, 'finnish-stemmer.js'),
      'export class CountingStemmer { stemWord(word) { globalThis.stemCalls = (globalThis.stemCalls ?? 0) + 1; return word.slice(0, -1); } }',
    );
    await loadStemmer(`${pathToFileURL(folder).href}/`, 'fi');
    const stem = stemmerFor('fi');
    const calls = () => (globalThis as {stemCalls?: number}).stemCalls ?? 0;
    expect([stem('talot'), stem('talot'), stem('talo')]).toEqual(['talo', 'talo', 'tal']);
    expect(calls()).toBe(2);
    const words = Array.from({length: STEMS_KEPT + 10}, (_, i) => `sana${i}x`);
    expect(words.map(stem)).toEqual(words.map((word) => word.slice(0, -1)));
    expect(words.map(stem)).toEqual(words.map((word) => word.slice(0, -1)));
    expect(stem('talot')).toBe('talo');
  });

  it("never loads code from another origin than the page's", async () => {
    vi.stubGlobal('location', new URL('https://docs.example.org/blog-notes/search'));
    await expect(loadStemmer('https://other.example.org/pagefind/stemmers/', 'sv')).rejects.toThrow(
      "Stemmers are loaded from the site's own origin, not https://other.example.org.",
    );
    await expect(loadStemmer('//other.example.org/stemmers/', 'sv')).rejects.toThrow('own origin');
    expect(isStemmer(stemmerFor('sv'))).toBe(false);
  });
});
